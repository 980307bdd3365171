import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchBrowser, serveSite } from './browser.ts';

/**
 * Opens browser contexts in `browser()` for the tests of one describe block and closes each
 * after its test, however the test ends, so a failure leaves no context open for the next.
 */
export function contextsPerTest(browser: () => Browser): (options?: BrowserContextOptions) => Promise<BrowserContext> {
  const open = new Set<BrowserContext>();
  afterEach(async () => {
    await Promise.all([...open].map((context) => context.close()));
    open.clear();
  });
  return async (options) => {
    const context = await browser().newContext(options);
    open.add(context);
    return context;
  };
}

/**
 * Serves the built site and starts Chromium for the tests of one describe block; both stop
 * after them. Read `browser` and `origin` inside tests, once they have started; open contexts
 * with `newContext`, which closes them after each test.
 */
export function siteInBrowser(): {
  readonly browser: Browser;
  readonly origin: string;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
} {
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
    get browser() {
      return browser!;
    },
    get origin() {
      return site!.origin;
    },
    newContext: contextsPerTest(() => browser!),
  };
}
