import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { startDevServer, type DevServer } from '../../scripts/dev/server.ts';
import { openBrowser, type FileBrowser } from './site-in-browser.ts';

/** Where the editing screen's tests put their screenshots: $SCREENSHOTS_DIR, never the repository. */
export const screenshots = process.env.SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'paardensprong-admin-screenshots');

/** The editing screen open in Chromium at 1,280 px, logged in, with what went wrong on it collected. */
export interface AdminScreen {
  browser: FileBrowser;
  context: BrowserContext;
  page: Page;
  /** Page errors, and requests to anywhere but this machine (the screen must work offline). */
  errors: string[];
  /** Content-Security-Policy violations the screen's page reported. */
  violations: string[];
  /** Opens a view of the screen (`/collections/articles`) in a fresh page load. */
  open(view: string): Promise<void>;
}

/** Opens the dev server's editing screen at `serverUrl` and logs in to its local backend. */
export async function openAdminScreen(serverUrl: string): Promise<AdminScreen> {
  const errors: string[] = [];
  const violations: string[] = [];
  const browser = await openBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
  // Nothing may come from anywhere but this machine, its uploads and its previews (and nothing
  // can: the browser resolves no other host, see chromiumFlags).
  context.on('request', (request) => {
    if (!/^(http:\/\/127\.0\.0\.1[:/]|blob:|data:|about:)/.test(request.url()))
      errors.push(`request to ${request.url()}`);
  });
  await context.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(t: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  // The local backend asks for no password; the screen remembers the login.
  await page.goto(`${serverUrl}/admin`);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByRole('heading', { name: 'Inhoudstypen' }).waitFor({ timeout: 30_000 });
  const open = async (view: string) => {
    await page.goto('about:blank');
    await page.goto(`${serverUrl}/admin#${view}`);
  };
  return { browser, context, page, errors, violations, open };
}

/** The editing screen open on the dev server over a temporary copy of content/ (see openScreenOnCopy). */
export interface ScreenOnCopy extends AdminScreen {
  /** The temporary folder: the local backend's root, with the copy in content/. */
  dir: string;
  contentDir: string;
  server: DevServer;
  /** Closes the screen's contexts and the server, and removes the copy. */
  close(): Promise<void>;
}

/**
 * Copies content/ into a temporary folder, starts the dev server over it with its local backend
 * (what it prints goes nowhere: a test reads the screen, the files and the server's pages) and
 * opens its editing screen, logged in.
 */
export async function openScreenOnCopy(): Promise<ScreenOnCopy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'admin-screen-'));
  const contentDir = path.join(dir, 'content');
  let server: DevServer | undefined;
  const remove = async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await cp('content', contentDir, { recursive: true });
    await mkdir(screenshots, { recursive: true });
    server = await startDevServer({ contentDir, port: 0, host: '127.0.0.1', cms: { root: dir }, log: () => {} });
    const screen = await openAdminScreen(server.url);
    const close = async () => {
      await screen.browser.close();
      await remove();
    };
    return { ...screen, dir, contentDir, server, close };
  } catch (error) {
    await remove();
    throw error;
  }
}
