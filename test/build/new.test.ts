import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadEntries } from '../../build/content/load.ts';
import { validateEntries } from '../../build/content/validate.ts';
import { scaffold, ScaffoldError } from '../../scripts/new.ts';

const run = promisify(execFile);

describe('npm run new', () => {
  let dir: string;
  let contentDir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'new-content-'));
    contentDir = path.join(dir, 'content');
    await cp('content', contentDir, { recursive: true });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const problems = async () => {
    const { entries, problems: loadProblems } = await loadEntries(contentDir);
    return validateEntries(entries, loadProblems, 'content').problems;
  };
  const frontMatter = async (relative: string) =>
    parse(/^---\n([\s\S]*?)\n---/.exec(await readFile(path.join(contentDir, relative), 'utf8'))![1]!);

  it('writes an article with every required field, a slug from the title, and a valid result', async () => {
    const result = await scaffold({ kind: 'article', title: 'Één plan voor groei & focus', contentDir });
    expect(result.files).toEqual([expect.stringMatching(/content\/articles\/een-plan-voor-groei-focus\.md$/)]);
    expect(result.urls).toEqual(['/artikelen/een-plan-voor-groei-focus', '/en/artikelen/een-plan-voor-groei-focus']);
    const data = await frontMatter('articles/een-plan-voor-groei-focus.md');
    expect(data).toMatchObject({
      title: 'Één plan voor groei & focus',
      category: 'strategie-groei',
      popular: false,
      en: { title: 'Één plan voor groei & focus' },
    });
    expect(data.related).toHaveLength(5);
    expect(data.description.length).toBeGreaterThanOrEqual(150);
    expect(await problems()).toEqual([]);
  });

  it('writes a service in both languages and lists it in a category', async () => {
    const result = await scaffold({
      kind: 'service',
      title: 'Het Veulen',
      en: 'The Foal',
      category: 'training-ontwikkeling',
      contentDir,
    });
    expect(result.files.map((f) => path.basename(f))).toEqual(['het-veulen.nl.md', 'het-veulen.en.md']);
    expect(result.changed.map((f) => path.basename(f))).toEqual([
      'training-ontwikkeling.nl.md',
      'training-ontwikkeling.en.md',
    ]);
    expect((await frontMatter('services/het-veulen.en.md')).title).toBe('The Foal');
    expect((await frontMatter('categories/training-ontwikkeling.nl.md')).services).toContain('het-veulen');
    expect(await readFile(path.join(contentDir, 'categories/training-ontwikkeling.nl.md'), 'utf8')).toContain(
      '\n---\n',
    );
    expect(await problems()).toEqual([]);
  });

  it('writes a landing page in both languages and a partner profile', async () => {
    await scaffold({
      kind: 'landing',
      title: 'Groeistrategie voor familiebedrijven',
      en: 'Growth strategy for family businesses',
      contentDir,
    });
    const partner = await scaffold({ kind: 'partner', title: 'Anna de Vries', contentDir });
    expect(partner.urls[0]).toBe('/raspaarden/anna-de-vries');
    expect(await readdir(path.join(contentDir, 'landing'))).toEqual(
      expect.arrayContaining([
        'groeistrategie-voor-familiebedrijven.nl.md',
        'groeistrategie-voor-familiebedrijven.en.md',
      ]),
    );
    expect(await problems()).toEqual([]);
  });

  it('writes search descriptions of whole phrases for titles of every length', async () => {
    // Each description must stop where a phrase of the starter copy stops, never after a word
    // that leaves a sentence hanging ("… tot zichtbare.").
    const ends = ['doorgroeien', 'resultaat', 'plan', 'uitvoering', 'kennismaking', 'oplevert', 'werken we'].concat([
      'growing',
      'grow',
      'results',
      'carrying it out',
      'meeting',
      'brings you',
      'we work',
    ]);
    const phraseEnd = new RegExp(`(${ends.join('|')})\\.$`);
    const words = ['Groei', 'Focus', 'Koers', 'Markt', 'Prijs', 'Merk', 'Visie', 'Team', 'Data', 'Klant'];
    for (const kind of ['service', 'landing']) {
      for (const length of [8, 21, 34, 47, 60]) {
        let title = `${kind === 'service' ? 'Dienst' : 'Thema'} ${length}`;
        for (let i = 0; title.length < length; i++) title += ` ${words[i % words.length]}`;
        const result = await scaffold({ kind, title, en: title, contentDir });
        for (const file of result.files) {
          const seo = (await frontMatter(path.relative(contentDir, file))).seo as { description: string };
          expect(seo.description.length, seo.description).toBeGreaterThanOrEqual(150);
          expect(seo.description.length, seo.description).toBeLessThanOrEqual(160);
          expect(seo.description, `a ${length}-character title`).toMatch(phraseEnd);
        }
      }
    }
  });

  it('refuses to overwrite a file, or to take a path that is taken', async () => {
    const before = await readFile(path.join(contentDir, 'articles/een-plan-voor-groei-focus.md'), 'utf8');
    await expect(scaffold({ kind: 'article', title: 'Één plan voor groei & focus', contentDir })).rejects.toThrow(
      /een-plan-voor-groei-focus\.md exists already/,
    );
    expect(await readFile(path.join(contentDir, 'articles/een-plan-voor-groei-focus.md'), 'utf8')).toBe(before);
    await expect(scaffold({ kind: 'landing', title: 'Strategie advies', contentDir })).rejects.toThrow(
      '/strategie-advies is taken already',
    );
  });

  it('writes nothing when the result would not pass the checks, and says why', async () => {
    const error = await scaffold({
      kind: 'article',
      title: 'Hoe je een strategie maakt voor de groei van je bedrijf',
      contentDir,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScaffoldError);
    expect((error as Error).message).toMatch(/en\.title: reads as Dutch on an English page/);
    expect((error as Error).message).toContain('--en "English title"');
    expect(await readdir(path.join(contentDir, 'articles'))).not.toContain(
      'hoe-je-een-strategie-maakt-voor-de-groei-van-je-bedrijf.md',
    );
  });

  it('prints the path and the URL from the command line', async () => {
    const { stdout } = await run('npx', [
      'tsx',
      'scripts/new.ts',
      'article',
      'Teams',
      'laten',
      'groeien',
      '--content',
      contentDir,
    ]);
    expect(stdout).toMatch(/Wrote .*content\/articles\/teams-laten-groeien\.md/);
    expect(stdout).toContain('URL: /artikelen/teams-laten-groeien and /en/artikelen/teams-laten-groeien');
    const failed = await run('npx', [
      'tsx',
      'scripts/new.ts',
      'article',
      'Teams laten groeien',
      '--content',
      contentDir,
    ]).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('exists already') });
  });
});
