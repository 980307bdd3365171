/**
 * The text of every field is checked as it is read, not only as it is written: a YAML escape in
 * quotes (`"\0"`, `"\u000b"`, `"\u001b"`) makes a control character, `"\u202e"` turns a title
 * round and `"\u200b"` hides in a tag, though the file's own text holds none. Each is refused at
 * its field's line; a markdown body keeps its tabs and line breaks.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../build/pipeline.ts';
import { ContentError, formatProblem } from '../../../build/content/problems.ts';
import { parseEntry } from '../../../build/content/load.ts';
import { writeSmallSite } from '../../support/small-site.ts';

const article = 'articles/kotters-8-stappen-in-praktijk-bij-scale-ups.md';

describe('text in parsed fields', () => {
  let dir: string;
  let lines: string[];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'parsed-text-'));
    const content = path.join(dir, 'content');
    await writeSmallSite(content, 0);
    const file = path.join(content, article);
    const text = (await readFile(file, 'utf8'))
      .replace(/^title: "Kotters/m, 'title: "Kotters\\0')
      .replace(/^seoTitle: "Kotters/m, 'seoTitle: "Kotters\\u000b')
      .replace(/^description: "Het/m, 'description: "Het\\e')
      .replace(/^ {2}- Leiderschap$/m, '  - "Leider\\u200bschap"')
      .replace(/^alt: "Een trap/m, 'alt: "Een \\u202Etrap')
      .replace(/^date:/m, 'slug: "kotter\\u2066-stappen"\ndate:');
    await writeFile(file, text);
    const error = await buildSite({ contentDir: content }).then(
      () => undefined,
      (e: unknown) => e,
    );
    lines = error instanceof ContentError ? error.problems.map(formatProblem) : [];
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each([
    [2, 'title', 'U+0000'],
    [3, 'seoTitle', 'U+000B'],
    [4, 'description', 'U+001B'],
    [7, 'tags[1]', 'U+200B'],
    [14, 'alt', 'U+202E'],
    [9, 'slug', 'U+2066'],
  ])('refuses at line %i the field %s holding %s', (line, field, char) => {
    const said = lines.find((l) => l.includes(`${article}:${line}:`) && l.includes(char));
    expect(said, lines.join('\n')).toBeDefined();
    expect(said).toContain(field);
  });

  it('keeps tabs and line breaks in a markdown body', () => {
    const parsed = parseEntry(
      `content/${article}`,
      article,
      '---\ntitle: "Een titel"\n---\nEen regel\tmet een tab.\n\nEn nog een regel.\n',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.entry?.body).toContain('\tmet een tab.\n\nEn');
  });
});
