/**
 * Content files as they are on disk and as their text is: a control character in a field, a file
 * not in UTF-8, a link leading out of the content folder, a linked article, a folder loop and a
 * hidden article are each refused with file, line and what was found, by the build and by the
 * dev server's loader alike; sizes in messages are true to the byte where rounding would lie.
 */
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, buildSiteInto } from '../../../build/pipeline.ts';
import { LiveSite } from '../../../scripts/dev/live-site.ts';
import { loadEntries } from '../../../build/content/load.ts';
import { ContentError, formatProblem } from '../../../build/content/problems.ts';
import { sizeAndLimit } from '../../../shared/limits.ts';

const article = 'articles/prototype-in-een-week.md';

describe('content files on disk', () => {
  let dir: string;
  let content: string;
  let built: string[];
  let loaded: string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'content-files-'));
    content = path.join(dir, 'content');
    await cp('content', content, { recursive: true });
    const text = await readFile(path.join(content, article), 'utf8');
    const at = (file: string) => path.join(content, file);
    // What Word's Shift+Enter leaves in a title, and a NUL in a description.
    await writeFile(at(article), text.replace('title: Een prototype', 'title: Een\vprototype'));
    const other = 'articles/ai-tools-voor-het-mkb.md';
    const second = await readFile(at(other), 'utf8');
    await writeFile(at(other), second.replace(/^description: (.)/m, 'description: \u0000$1'));
    // The same article saved as Latin-1 and as UTF-16 with its byte-order mark.
    await writeFile(at('articles/latijn.md'), Buffer.from(text, 'latin1'));
    await writeFile(at('articles/utf16.md'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    await writeFile(at('articles/groot.md'), `---\n# ${'x'.repeat(1_099_482 - 11)}\n---\n`);
    await writeFile(path.join(dir, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await symlink(path.join(dir, 'secret.svg'), at('images/buiten.svg'));
    await symlink(at(article), at('articles/gelinkt.md'));
    await symlink(content, at('articles/lus'));
    await writeFile(at('articles/..md'), text);
    built = await buildSite({ contentDir: content }).then(
      () => [],
      (error: unknown) => {
        if (!(error instanceof ContentError)) throw error;
        return error.problems.map(formatProblem);
      },
    );
    loaded = (await loadEntries(content)).problems.map(formatProblem);
  }, 180_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const label = () => path.relative(process.cwd(), content);
  const expected = () => [
    `${label()}/${article}:2: holds the character U+000B ` +
      '(vertical tab, what Word inserts for Shift+Enter) in column 11',
    `${label()}/articles/ai-tools-voor-het-mkb.md:3: holds the character U+0000 (NUL, the null character) in column 14`,
    `${label()}/articles/latijn.md:2: is not UTF-8 but Latin-1 or Windows-1252`,
    `${label()}/articles/utf16.md:1: is not UTF-8 but UTF-16 (it starts with a UTF-16 byte-order mark)`,
    `${label()}/articles/groot.md:1: is 1,099,482 bytes; a content file may be at most 1,048,576 bytes (1 MB)`,
    `${label()}/images/buiten.svg: is a link to ${path.join(dir, 'secret.svg')}, outside the content folder`,
    `${label()}/articles/gelinkt.md: is a link to ${article} in the content folder`,
    `${label()}/articles/lus: is a link to ${content}, a folder it is itself inside, which leads round in a loop`,
    `${label()}/articles/..md: is a hidden file`,
  ];

  it('are refused by the build, each at its line with what was found', () => {
    for (const start of expected())
      expect(
        built.some((line) => line.startsWith(start)),
        `${start}\n${built.join('\n')}`,
      ).toBe(true);
  });

  it('are refused the same way by the dev server’s loader', () => {
    for (const start of expected())
      expect(
        loaded.some((line) => line.startsWith(start)),
        `${start}\n${loaded.join('\n')}`,
      ).toBe(true);
  });

  it('says sizes rounded only where the rounding stays true', () => {
    expect(sizeAndLimit(1_258_291, 1_048_576)).toEqual(['1.2 MB', '1 MB']);
    expect(sizeAndLimit(1_099_482, 1_048_576)).toEqual(['1,099,482 bytes', '1,048,576 bytes (1 MB)']);
    expect(sizeAndLimit(131_073, 131_072)).toEqual(['131,073 bytes', '131,072 bytes (128 KB)']);
  });
});

describe('a link made while the dev server runs', () => {
  it('is refused as the build refuses it, and forgotten once it is gone', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'live-links-'));
    try {
      const content = path.join(dir, 'content');
      await cp('content', content, { recursive: true });
      await writeFile(path.join(dir, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const site = await LiveSite.open({ contentDir: content, today: '2026-01-01' });
      await symlink(path.join(content, article), path.join(content, 'articles/gelinkt.md'));
      await symlink(path.join(dir, 'secret.svg'), path.join(content, 'images/buiten.svg'));
      const linked = await site.update({ content: ['articles/gelinkt.md', 'images/buiten.svg'] });
      expect(linked.problems.map(formatProblem)).toEqual([
        expect.stringMatching(/articles\/gelinkt\.md: is a link to articles\/prototype-in-een-week\.md in the content/),
        expect.stringMatching(/images\/buiten\.svg: is a link to .*secret\.svg, outside the content folder/),
      ]);
      await rm(path.join(content, 'articles/gelinkt.md'));
      await rm(path.join(content, 'images/buiten.svg'));
      const gone = await site.update({ content: ['articles/gelinkt.md', 'images/buiten.svg'] });
      expect(gone.problems).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a link made between two builds with a cache', () => {
  it('fails the second build, which does not take the last one over', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cached-links-'));
    try {
      const content = path.join(dir, 'content');
      await cp('content', content, { recursive: true });
      const options = { contentDir: content, cacheDir: path.join(dir, 'cache') };
      await buildSiteInto(path.join(dir, 'dist'), options);
      await symlink(path.join(content, article), path.join(content, 'articles/gelinkt.md'));
      const error = await buildSiteInto(path.join(dir, 'dist'), options).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ContentError);
      expect((error as ContentError).problems.map(formatProblem)).toEqual([
        expect.stringMatching(/articles\/gelinkt\.md: is a link to articles\/prototype-in-een-week\.md in the content/),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
