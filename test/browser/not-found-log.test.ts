import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasBrowser, serveSite } from '../support/browser.ts';
import { openBrowser, type FileBrowser } from '../support/site-in-browser.ts';

const paths = ['/bestaat-niet', '/en/does-not-exist', '/raspaarden/niemand', '/en/raspaarden/nobody'];

describe.skipIf(!hasBrowser)('a not-found page', () => {
  let browser: FileBrowser;
  const hosts: Record<string, Awaited<ReturnType<typeof serveSite>>> = {};
  beforeAll(async () => {
    // A plain host serves the root 404.html for every path; another serves the nearest one.
    hosts.plain = await serveSite(inject('siteDir'), { notFound: 'root' });
    hosts.nested = await serveSite(inject('siteDir'), { notFound: 'nearest' });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(Object.values(hosts).map((host) => host.close()));
  });

  for (const host of ['plain', 'nested'])
    for (const path of paths)
      it(`logs the missing path once (${path}, ${host} host)`, async () => {
        const context = await browser.newContext({ locale: path.startsWith('/en') ? 'en-GB' : 'nl-NL' });
        const page = await context.newPage();
        const logged: string[] = [];
        page.on('console', (message) => {
          if (message.text().startsWith('404: page not found')) logged.push(message.text());
        });
        // The variant the root page fetches arrives after the root page has finished loading, as
        // on a slow connection: the root page, which gives way to it, must not have logged too.
        const loaded = new Promise((resolve) => page.once('load', resolve));
        await page.route('**/404.html', async (route) => {
          await loaded;
          await route.continue();
        });
        await page.goto(hosts[host]!.origin + path);
        await page.locator('html[data-not-found] h1').waitFor();
        await page.waitForLoadState('networkidle');
        expect(logged).toEqual([`404: page not found: ${path}`]);
        await context.close();
      });
});
