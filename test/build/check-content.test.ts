import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build/pipeline.ts';
import { ContentError, type Problem } from '../../build/content/problems.ts';
import { contentProblems } from '../../scripts/check-content.ts';

const today = '2026-12-01';
const article = 'articles/prototype-in-een-week.md';

/** Changes of one article that each break it, as an editor's save might. */
const broken: Record<string, (text: string) => string> = {
  // A picture that is not there: the build refuses it once every file's own checks pass.
  'a missing picture': (text) => text.replace('image: prototype-week.svg', 'image: "bestaat-niet.jpg"'),
  // Four problems of one file: each is reported in the same pass, not one after the other.
  'four problems of one article': (text) =>
    text
      .replace(
        'title: Een prototype bouwen en testen in één week',
        'title: Een prototype bouwen en testen in één week met echte klanten en een team dat het wil',
      )
      .replace(/^description: .*$/m, 'description: Bouw in vijf dagen een prototype.')
      .replace(
        /\n---\n/,
        '\n---\n\n# Een kop die de titel herhaalt\n\nLees ook [de dienst](/services/bestaat-niet).\n',
      ),
};

const key = (p: Problem) => `${p.file}: ${p.field}: ${p.message}`;

/** The build's problems of a content folder: what its ContentError lists. */
async function buildProblems(contentDir: string): Promise<Problem[]> {
  try {
    await buildSite({ contentDir, today });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('npm run check:content and the build find the same problems', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'check-content-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  for (const [name, breakIt] of Object.entries(broken)) {
    it(`over ${name}`, { timeout: 120_000 }, async () => {
      const contentDir = path.join(dir, name.replace(/\W+/g, '-'));
      await cp('content', contentDir, { recursive: true });
      const file = path.join(contentDir, article);
      const text = await readFile(file, 'utf8');
      const changed = breakIt(text);
      expect(changed).not.toBe(text);
      await writeFile(file, changed);

      const checked = (await contentProblems(contentDir, today)).map(key).sort();
      const built = (await buildProblems(contentDir)).map(key).sort();
      expect(checked.length).toBeGreaterThan(0);
      expect(checked).toEqual(built);
      if (name === 'a missing picture') expect(checked.join('\n')).toContain('"bestaat-niet.jpg" is not there');
      if (name === 'four problems of one article') {
        const fields = new Set(checked.filter((p) => p.includes(article)).map((p) => p.split(': ')[1]));
        expect([...fields].sort()).toEqual(['(body)', 'description', 'title']);
        expect(checked.join('\n')).toMatch(/\(body\): .*#/);
        expect(checked.join('\n')).toContain('/services/bestaat-niet');
      }
    });
  }
});
