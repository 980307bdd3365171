import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { launchBrowser, serveSite } from './browser.ts';

/**
 * The run's one Chromium (see browser-server.ts), or a Chromium of its own for a file run in a
 * layer that starts none. Closing it ends this file's contexts, not the shared browser.
 */
export async function openBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
}

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
    browser = await openBrowser();
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
