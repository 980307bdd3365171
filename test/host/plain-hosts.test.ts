import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { contextsPerTest, openBrowser, type FileBrowser } from '../support/site-in-browser.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Two static servers from the npm registry as a deployer starts them, with nothing but the built folder. */
const hosts = {
  'http-server': (dir: string, port: number) => [
    path.resolve('node_modules/http-server/bin/http-server'),
    dir,
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    '-s',
  ],
  serve: (dir: string, port: number) => [
    path.resolve('node_modules/serve/build/main.js'),
    dir,
    '-l',
    `tcp://127.0.0.1:${port}`,
    '--no-clipboard',
    '--no-port-switching',
  ],
};

/** Starts a host on a free port; resolves once it answers. */
async function startHost(name: keyof typeof hosts, dir: string): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, hosts[name](dir, port), { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} stopped at once (exit ${child.exitCode}):\n${errors}`);
    const up = await fetch(`${origin}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (up) return { origin, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Pages that exist as `x.html` beside a folder `x/`: a host that tries the folder first answers
 * `/x` with a redirect to `/x/`, where it finds no page.
 */
const besideFolders = [
  '/services',
  '/artikelen',
  '/raspaarden',
  '/en',
  '/en/services',
  '/en/artikelen',
  '/en/raspaarden',
];

/**
 * The site on the plain static servers a visitor or a small host may well use: every page of a
 * folder's name opens, once, as itself, and no page reloads itself in a loop.
 */
describe.skipIf(!hasBrowser).each(Object.keys(hosts) as (keyof typeof hosts)[])('the site on %s', (name) => {
  let browser: FileBrowser;
  let host: Awaited<ReturnType<typeof startHost>>;
  const newContext = contextsPerTest(() => browser);
  beforeAll(async () => {
    host = await startHost(name, inject('siteDir'));
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    host?.process.kill();
  });

  /**
   * Opens `address`; returns the page once it shows a page whose canonical address is `path`, and
   * how many documents it took.
   */
  const open = async (address: string, wanted: string): Promise<{ page: Page; documents: number }> => {
    const context = await newContext({ locale: wanted.startsWith('/en') ? 'en-GB' : 'nl-NL' });
    const page = await context.newPage();
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents++;
    });
    await page.goto(host.origin + address, { waitUntil: 'commit' });
    // A page that loops never gets here; one that lands shows its own canonical address.
    await page.waitForFunction(
      (path) =>
        document.readyState === 'complete' &&
        new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? 'x:/').pathname === path,
      wanted,
      { timeout: 15_000 },
    );
    return { page, documents };
  };

  for (const route of besideFolders)
    it(`opens ${route} and ${route}/ as the page itself`, async () => {
      for (const address of [route, `${route}/`]) {
        const { page, documents } = await open(address, route);
        await expect(page.locator('h1').count()).resolves.toBe(1);
        // The host's own redirect and the page's one step on at most, then it stays.
        expect(documents, `documents loaded for ${address}`).toBeLessThanOrEqual(4);
        expect(new URL(page.url()).pathname, `the address shown for ${address}`).toBe(route);
        await page.context().close();
      }
    });

  it('opens a page that has no folder beside it, and its English twin', async () => {
    for (const route of ['/services/werkpaard', '/en/services/werkpaard', '/']) {
      const { page } = await open(route, route);
      expect(new URL(page.url()).pathname).toBe(route);
      await page.context().close();
    }
  });
});
