import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumFlags, chromiumPath, hasBrowser } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the one Chromium of the run listens, for test files to connect to; empty without Chromium. */
    browserEndpoint: string;
  }
}

/**
 * Starts one Chromium for the whole run, which every browser test file connects to: a file opens
 * its own contexts in it, so it shares no cookies or storage, but does not wait for a browser
 * of its own to start.
 */
export default async function setup(project: TestProject) {
  let server: BrowserServer | undefined;
  if (hasBrowser) server = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumFlags });
  project.provide('browserEndpoint', server?.wsEndpoint() ?? '');
  return () => server?.close();
}
