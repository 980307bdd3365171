/**
 * Every XML file of the built site (feeds, sitemaps) is well-formed XML: a control character in a
 * field, which would break them, is refused by the build (see content-files.test.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, inject, it } from 'vitest';

describe('the XML files of the built site', () => {
  it('are all well-formed, feeds and sitemaps among them', async () => {
    const dir = inject('siteDir');
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.xml')).sort();
    expect(files).toEqual(expect.arrayContaining(['sitemap.xml', 'feed.xml']));
    for (const file of files) {
      const text = await readFile(path.join(dir, file), 'utf8');
      expect(XMLValidator.validate(text), file).toBe(true);
      expect(text, file).not.toMatch(/[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/);
    }
  });
});
