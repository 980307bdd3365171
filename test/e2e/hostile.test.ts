import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build/pipeline.ts';
import { writeSite } from '../../build/write-site.ts';
import { loadEntries } from '../../build/load.ts';
import { validateEntries } from '../../build/validate.ts';
import { formatProblem } from '../../build/problems.ts';
import { hasBrowser, launchBrowser, serveSite } from '../support/browser.ts';
import { contextsPerTest } from '../support/site-in-browser.ts';
import { writeHostileContent } from '../support/hostile-content.ts';
import { openEverything, wakeIslands } from '../support/exercise.ts';
import { attr, elements, parseHtml } from '../../build/seo/html-tree.ts';
import { refusedUrlsIn } from '../../build/safe-url.ts';

/**
 * The real site with a script payload in every field and body the build accepts: built,
 * opened page by page in Chromium with the Content-Security-Policy switched off (so that what is
 * tested is the escaping, not the policy), every island woken, every link clicked, every dialog
 * opened. Not one payload may run.
 */
describe('a site whose every field carries script payloads', () => {
  let dir: string;
  let contentDir: string;
  let siteDir: string;
  let carried: { fields: number; bodies: number };
  let htmlFiles: string[];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hostile-'));
    contentDir = path.join(dir, 'content');
    siteDir = path.join(dir, 'dist');
    carried = await writeHostileContent('content', contentDir);
    const site = await buildSite({ contentDir });
    await writeSite(site.files, siteDir);
    htmlFiles = (await readdir(siteDir, { recursive: true }))
      .map(String)
      .filter((f) => f.endsWith('.html'))
      .sort();
  }, 300_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds with payloads in thousands of fields and in every markdown body', () => {
    expect(carried.fields).toBeGreaterThan(4000);
    expect(carried.bodies).toBeGreaterThan(60);
    expect(htmlFiles.length).toBeGreaterThan(120);
  });

  it('shows the payloads as text on every page and never as markup', async () => {
    for (const file of htmlFiles) {
      const html = await readFile(path.join(siteDir, file), 'utf8');
      if (html.includes('data-redirect=')) continue;
      expect(html, file).toMatch(/&lt;script&gt;pwn\(/);
      // Read as a browser reads it: no payload became an element, an event handler, a script or a link.
      for (const element of elements(parseHtml(html))) {
        expect(
          element.attrs.filter((a) => /^on/i.test(a.name)),
          `${file}: <${element.tagName}>`,
        ).toEqual([]);
        if (element.tagName === 'script' && !/json/.test(attr(element, 'type') ?? '')) {
          expect(element.childNodes.map((n) => ('value' in n ? n.value : '')).join(''), file).not.toContain('pwn');
        }
        expect(['iframe', 'object', 'embed', 'base'], file).not.toContain(element.tagName);
      }
      expect(refusedUrlsIn(html), file).toEqual([]);
    }
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

  describe.skipIf(!hasBrowser)('in a browser', () => {
    let browser: Browser;
    let origin: string;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const served = await serveSite(siteDir);
      origin = served.origin;
      close = served.close;
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await close?.();
    });
    const newContext = contextsPerTest(() => browser);

    /** A visitor whose browser records every payload that runs (`pwn`, alert and the like), with the policy off. */
    const visitor = async () => {
      const context = await newContext({ bypassCSP: true, locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
      const ran: string[] = [];
      await context.exposeFunction('reportPwn', (id: string, where: string) => ran.push(`${id} on ${where}`));
      await context.addInitScript(() => {
        const report = (id: unknown) =>
          (window as unknown as { reportPwn: (id: string, where: string) => void }).reportPwn(
            String(id),
            location.pathname,
          );
        Object.assign(window, { pwn: report, alert: report, confirm: report, prompt: report });
        // Each page in its own language: no redirect to the other one.
        localStorage.setItem('lang', /^\/en(\/|$)/.test(location.pathname) ? 'en' : 'nl');
        // Keep every click on this page: links that lead somewhere are followed by loading their page, not by clicking.
        document.addEventListener('click', (event) => {
          const link = (event.target as Element | null)?.closest?.('a');
          if (link && /^(https?|mailto|tel):$/.test(link.protocol)) event.preventDefault();
        });
      });
      // Nothing leaves this machine: the payloads' addresses lead nowhere.
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.abort(),
      );
      const page = await context.newPage();
      page.on('dialog', (d) => {
        ran.push(`${d.type()} "${d.message()}" on ${page.url()}`);
        void d.dismiss();
      });
      return { page, ran, close: () => context.close() };
    };

    /** Clicks every link of the page, hidden ones too. */
    const clickEveryLink = (page: Page) =>
      page.evaluate(() => {
        const links = [...document.querySelectorAll('a')];
        for (const link of links) link.click();
        return links.length;
      });

    it('runs no payload on any page, with every island woken, every link clicked and every dialog opened', async () => {
      const { page, ran, close: done } = await visitor();
      const seen = new Set<string>();
      const once = (step: string) => (what: string) => seen.has(`${step} ${what}`) || !seen.add(`${step} ${what}`);
      let links = 0;
      let dialogs = 0;
      for (const file of htmlFiles) {
        const urlPath = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
        await page.goto(origin + urlPath, { waitUntil: 'load' });
        if (new URL(page.url()).pathname !== urlPath) continue;
        try {
          // Each island, menu and dialog once per content: the privacy policy is on every page, the same form on many.
          await wakeIslands(page, once('wake'));
          links += await clickEveryLink(page);
          dialogs += await openEverything(page, once('open'));
        } catch (error) {
          throw new Error(`on ${urlPath}: ${(error as Error).message}`);
        }
      }
      expect(links).toBeGreaterThan(5000);
      expect(dialogs).toBeGreaterThan(15);
      expect(seen.size).toBeGreaterThan(60);
      expect(ran).toEqual([]);
      await done();
    }, 600_000);
  });
});
