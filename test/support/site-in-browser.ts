import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, serveSite } from './browser.ts';

/**
 * Serves the built site and starts Chromium for the tests of one describe block; both stop
 * after them. Read `browser` and `origin` inside tests, once they have started.
 */
export function siteInBrowser(): { readonly browser: Browser; readonly origin: string } {
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof serveSite>> | undefined;
  beforeAll(async () => {
    site = await serveSite(inject('siteDir'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get browser() { return browser!; },
    get origin() { return site!.origin; },
  };
}
