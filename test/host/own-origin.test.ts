/**
 * No link the site makes from the visited address leads elsewhere: on a not-found page the
 * language switch goes to the same address in the other language, on this site, however the
 * address was written to look like another host (`//host`, `/\host`, a tab the browser drops).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasBrowser, serveSite } from '../support/browser.ts';
import { openBrowser, type FileBrowser } from '../support/site-in-browser.ts';

/** Addresses as a hostile link writes them, and where the switch must lead on this site. */
const tricks: [written: string, switchTo: string][] = [
  ['//evil.example/phish', '/en/evil.example/phish'],
  ['/\\evil.example/phish', '/en/evil.example/phish'],
  ['/en//evil.example/phish', '/evil.example/phish'],
  ['/en/%2F%2Fevil.example/phish', '/%2F%2Fevil.example/phish'],
  ['/en/\t//evil.example/phish', '/evil.example/phish'],
  ['/en/\\\\evil.example/phish?x=1', '/evil.example/phish?x=1'],
];

describe.skipIf(!hasBrowser)('links made from the address', () => {
  let site: Awaited<ReturnType<typeof serveSite>>;
  let browser: FileBrowser;
  beforeAll(async () => {
    // As Netlify, Cloudflare Pages and nginx answer: the nearest not-found page, with 404.
    site = await serveSite(inject('siteDir'), { notFound: 'nearest' });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it.each(tricks)("keep the not-found page's language switch on the site at %j", async (written, switchTo) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const answer = await page.goto(`${site.origin}${written}`, { waitUntil: 'load' });
      expect(answer?.status()).toBe(404);
      const href = await page
        .locator('a[data-lang-switch]')
        .first()
        .evaluate((a) => (a as HTMLAnchorElement).href);
      expect(new URL(href).origin).toBe(site.origin);
      expect(href).toBe(`${site.origin}${switchTo}`);
    } finally {
      await context.close();
    }
  });
});
