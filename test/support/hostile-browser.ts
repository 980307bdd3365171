import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, serveSite } from './browser.ts';
import { contextsPerTest, openBrowser, type FileBrowser } from './site-in-browser.ts';
import { firstTimeOnly, openEverything, wakeIslands } from './exercise.ts';
import { hostileSite } from './hostile-site.ts';

/** Clicks every link of the page, hidden ones too. */
const clickEveryLink = (page: Page) =>
  page.evaluate(() => {
    const links = [...document.querySelectorAll('a')];
    for (const link of links) link.click();
    return links.length;
  });

/** The pages of one language, as the hostile crawl splits them over two files that run side by side. */
const inLanguage = (lang: 'nl' | 'en') => (file: string) => /^en(\/|\.html$)/.test(file) === (lang === 'en');

/**
 * The hostile site (see hostile-site.ts) opened page by page in Chromium, the pages of one
 * language: with the Content-Security-Policy switched off (so that what is tested is the
 * escaping, not the policy), every island woken, every link clicked, every dialog opened. Not one
 * payload may run. `least` says how much a crawl must at least have done, so that it cannot pass
 * by doing nothing.
 */
export function describeHostileCrawl(
  lang: 'nl' | 'en',
  least: { pages: number; links: number; dialogs: number; seen: number },
): void {
  describe.skipIf(!hasBrowser)(`the hostile site's ${lang === 'nl' ? 'Dutch' : 'English'} pages in a browser`, () => {
    let browser: FileBrowser;
    let origin: string;
    let htmlFiles: string[];
    let close: () => Promise<void>;
    beforeAll(async () => {
      const site = await hostileSite();
      // Redirect stubs carry no content: each would only lead to a page the crawl opens anyway.
      const stub = async (file: string) =>
        (await readFile(path.join(site.siteDir, file), 'utf8')).includes('data-redirect=');
      const pages = site.htmlFiles.filter(inLanguage(lang));
      const stubs = await Promise.all(pages.map(stub));
      htmlFiles = pages.filter((_, i) => !stubs[i]);
      const served = await serveSite(site.siteDir);
      origin = served.origin;
      close = served.close;
      browser = await openBrowser();
    }, 300_000);
    afterAll(async () => {
      await browser?.close();
      await close?.();
    });
    const newContext = contextsPerTest(() => browser);

    /** A visitor whose browser records every payload that runs (`pwn`, alert and the like), with the policy off. */
    const visitor = async () => {
      const context = await newContext({
        bypassCSP: true,
        locale: lang === 'en' ? 'en-GB' : 'nl-NL',
        viewport: { width: 1280, height: 900 },
        // Motion changes how the dialogs come and go, not what their text is: without it no click
        // waits for a dialog to finish moving in, which would be much of the crawl.
        reducedMotion: 'reduce',
      });
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
      // Nothing leaves this machine: the payloads' addresses lead nowhere (the browser resolves no
      // other host, see chromiumFlags).
      const page = await context.newPage();
      page.on('dialog', (d) => {
        ran.push(`${d.type()} "${d.message()}" on ${page.url()}`);
        void d.dismiss();
      });
      return { page, ran };
    };

    it('runs no payload on any page, with every island woken, every link clicked and every dialog opened', async () => {
      const { page, ran } = await visitor();
      const once = firstTimeOnly();
      let pages = 0;
      let links = 0;
      let dialogs = 0;
      for (const file of htmlFiles) {
        const urlPath = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
        await page.goto(origin + urlPath, { waitUntil: 'load' });
        if (new URL(page.url()).pathname !== urlPath) continue;
        pages++;
        try {
          // Each island, menu and dialog once per content: the privacy policy is on every page, the same form on many.
          await wakeIslands(page, once.skip('wake'));
          links += await clickEveryLink(page);
          dialogs += await openEverything(page, once.skip('open'));
        } catch (error) {
          throw new Error(`on ${urlPath}: ${(error as Error).message}`, { cause: error });
        }
      }
      const done = { pages, links, dialogs, seen: once.count };
      const tooLittle = Object.entries(least).filter(([what, count]) => done[what as keyof typeof done] < count);
      expect(tooLittle, `done: ${JSON.stringify(done)}`).toEqual([]);
      expect(ran).toEqual([]);
    }, 600_000);
  });
}
