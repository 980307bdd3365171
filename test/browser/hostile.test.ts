import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEntries } from '../../build/content/load.ts';
import { validateEntries } from '../../build/content/validate.ts';
import { formatProblem } from '../../build/content/problems.ts';
import { hostileSite } from '../support/hostile-site.ts';
import { attr, elements, parseHtml } from '../../build/seo/html-tree.ts';
import { refusedUrlsIn } from '../../shared/safe-url.ts';

/**
 * The real site with a script payload in every field and body the build accepts (see
 * hostile-site.ts), read as a browser reads it: every payload is text. hostile-dutch.test.ts and
 * hostile-english.test.ts open its pages in Chromium, side by side.
 */
describe('a site whose every field carries script payloads', () => {
  let contentDir: string;
  let siteDir: string;
  let carried: { fields: number; bodies: number };
  let htmlFiles: string[];

  beforeAll(async () => {
    ({ contentDir, siteDir, carried, htmlFiles } = await hostileSite());
  }, 300_000);

  it('builds with payloads in thousands of fields and in every markdown body', () => {
    expect(carried.fields).toBeGreaterThan(4000);
    expect(carried.bodies).toBeGreaterThan(60);
    expect(htmlFiles.length).toBeGreaterThan(120);
  });

  it('shows the payloads as text on every page and never as markup', async () => {
    const markup: string[] = [];
    for (const file of htmlFiles) {
      const html = await readFile(path.join(siteDir, file), 'utf8');
      if (html.includes('data-redirect=')) continue;
      expect(html, file).toMatch(/&lt;script&gt;pwn\(/);
      // Read as a browser reads it: no payload became an element, an event handler, a script or a link.
      for (const element of elements(parseHtml(html))) {
        const handlers = element.attrs.filter((a) => /^on/i.test(a.name)).map((a) => a.name);
        if (handlers.length) markup.push(`${file}: <${element.tagName} ${handlers.join(' ')}>`);
        const text = element.childNodes.map((n) => ('value' in n ? n.value : '')).join('');
        if (element.tagName === 'script' && !/json/.test(attr(element, 'type') ?? '') && text.includes('pwn'))
          markup.push(`${file}: a script that calls pwn`);
        if (['iframe', 'object', 'embed', 'base'].includes(element.tagName))
          markup.push(`${file}: <${element.tagName}>`);
      }
      markup.push(...refusedUrlsIn(html).map(({ url, problem }) => `${file}: ${url} ${problem}`));
    }
    // One list of everything found, rather than an assertion per element of every page.
    expect(markup).toEqual([]);
  });

  it('keeps every JSON block and structured data parseable, with no raw line separators in scripts', async () => {
    let blocks = 0;
    for (const file of htmlFiles) {
      const html = await readFile(path.join(siteDir, file), 'utf8');
      for (const match of html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)) {
        expect(() => JSON.parse(match[1]!), file).not.toThrow();
        expect(match[1], file).not.toMatch(/[\u2028\u2029<]/);
        blocks++;
      }
    }
    expect(blocks).toBeGreaterThan(200);
    const props = await readFile(path.join(siteDir, 'services/klaar-voor-ai.html'), 'utf8');
    expect(props).toContain('\\u003c/script\\u003e\\u003cscript\\u003epwn(\\"t4\\")');
  });

  it('writes feeds and the sitemap as well-formed XML', async () => {
    for (const file of ['feed.xml', 'en/feed.xml', 'sitemap.xml']) {
      const xml = await readFile(path.join(siteDir, file), 'utf8');
      expect(XMLValidator.validate(xml), file).toBe(true);
    }
    expect(await readFile(path.join(siteDir, 'feed.xml'), 'utf8')).toContain('pwn(');
  });

  it('refuses at build the payloads it cannot make harmless: javascript: and friends in every link form', async () => {
    const { entries, problems: loaded } = await loadEntries(contentDir);
    const article = entries.find((e) => e.kind === 'article')!;
    const source = await readFile(article.file, 'utf8');
    const refused = [
      '[a](javascript:pwn(1))',
      '[b](JaVaScRiPt:pwn(2))',
      '<javascript:pwn(3)>',
      '[c][r]',
      '[d](&#106;avascript:pwn(4))',
      '![e](data:image/svg+xml,<svg/onload=pwn(5)>)',
      '[f](vbscript:pwn(6))',
      '[g](//evil.example)',
    ];
    const file = path.join(contentDir, 'articles', 'geweigerde-links.md');
    await writeFile(file, `${source.trimEnd()}\n\n${refused.join(' ')}\n\n[r]: javascript:pwn(7)\n`);
    try {
      const again = await loadEntries(contentDir);
      const { content, problems } = validateEntries(again.entries, again.problems);
      expect(content).toBeUndefined();
      const mine = problems.filter((p) => p.file.endsWith('geweigerde-links.md')).map(formatProblem);
      expect(mine.filter((p) => /\(body\): (link|image) /.test(p))).toHaveLength(8);
      expect(loaded).toEqual([]);
    } finally {
      await rm(file);
    }
  });
});
