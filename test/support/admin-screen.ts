import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, type FileBrowser } from './site-in-browser.ts';

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
