import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { createStaticServer } from '../../scripts/static-server.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether browser tests can run. Without Chromium they are skipped with a loud message on a
 * developer's machine; under CI a missing browser is a failure.
 */
export const hasBrowser = existsSync(chromiumPath);
if (!hasBrowser) {
  const message =
    `Chromium not found at ${chromiumPath}: browser tests cannot run. ` +
    'Install it with: apt-get install -y chromium';
  if (process.env.CI) throw new Error(message);
  console.warn(`\n!!! ${message}\n!!! Browser tests are SKIPPED.\n`);
}

/** How Debian's Chromium runs here: headless, and quiet on the network. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The address bar's suggestion popups, which Chromium keeps ready as web pages of their own in
  // every window, headless too: drawn while idle, they keep a core busy for nothing.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  // Nothing reaches another machine: every host name but this machine's fails to resolve at once.
  // A test never waits on the network, and needs no interception (each request a round trip to
  // the test's process) to keep a page's requests here.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
}

/**
 * Serves a built site on a free port the way a plain static host does (its files, and the root
 * `404.html` for every unknown path), unless `options` ask otherwise; returns its origin and a
 * stop function.
 */
export async function serveSite(
  dir: string,
  options: Parameters<typeof createStaticServer>[1] = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createStaticServer(dir, { notFound: 'root', ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
