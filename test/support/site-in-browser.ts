import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchBrowser, serveSite } from './browser.ts';

/** A test file's share of its worker's Chromium: the contexts it opens, which close with it. */
export interface FileBrowser {
  newContext: Browser['newContext'];
  /** Closes this file's contexts; the worker's Chromium goes on for the files after. */
  close(): Promise<void>;
}

/**
 * The worker's one Chromium, started when a file of the worker first asks for it: the files
 * after it (which share the worker's modules) open their contexts in it without waiting for a
 * browser to start. Playwright talks to it directly over its pipe, which costs less processor
 * time than reaching one Chromium of the whole run through a server in the main process.
 * It ends with the worker.
 */
let workerBrowser: Promise<Browser> | undefined;

/** This file's share of the worker's Chromium (see FileBrowser). */
export async function openBrowser(): Promise<FileBrowser> {
  workerBrowser ??= launchBrowser();
  const browser = await workerBrowser;
  const open = new Set<BrowserContext>();
  return {
    newContext: async (options) => {
      const context = await browser.newContext(options);
      open.add(context);
      context.on('close', () => open.delete(context));
      return context;
    },
    close: async () => {
      await Promise.all([...open].map((context) => context.close()));
    },
  };
}

/**
 * Opens browser contexts in `browser()` for the tests of one describe block and closes each
 * after its test, however the test ends, so a failure leaves no context open for the next.
 */
export function contextsPerTest(
  browser: () => FileBrowser,
): (options?: BrowserContextOptions) => Promise<BrowserContext> {
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
 * Serves the built site and opens a share of the worker's Chromium for the tests of one describe
 * block; both end after them. Read `browser` and `origin` inside tests, once they have started;
 * open contexts with `newContext`, which closes them after each test.
 */
export function siteInBrowser(): {
  readonly browser: FileBrowser;
  readonly origin: string;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
} {
  let browser: FileBrowser | undefined;
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
