import type { Page, Request, Response } from 'playwright-core';

/**
 * Opens `url` and waits until the page is at rest: loaded, its first frames drawn (which start
 * the lazy pictures and scripts near the screen), the browser idle, and no request of the page
 * still under way; again after each request that ends, since one may start another. What a page
 * fetches when it opens, found by events rather than by a fixed quiet time. Returns the page's response.
 */
export function openAtRest(page: Page, url: string): Promise<Response | null> {
  return atRestAfter(page, () => page.goto(url, { waitUntil: 'load' }));
}

/**
 * Runs `act` (which opens a page: a `goto`, or a click on a link and the wait for its load) and
 * then waits until the page is at rest, as openAtRest does; returns what `act` returns.
 */
export async function atRestAfter<T>(page: Page, act: () => Promise<T>): Promise<T> {
  const pending = new Set<Request>();
  let ended: () => void = () => {};
  const start = (request: Request) => void pending.add(request);
  const end = (request: Request) => {
    pending.delete(request);
    if (pending.size === 0) ended();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const result = await act();
    for (;;) {
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
          ),
      );
      if (pending.size === 0) return result;
      await new Promise<void>((resolve) => {
        ended = resolve;
        if (pending.size === 0) resolve();
      });
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * Switches the browser's cache off for `page` (over the DevTools protocol, as DevTools' own
 * checkbox does): every page it opens after is a first visit, each file fetched again, so pages
 * can be weighed one after another in one page instead of each in a fresh browser context.
 */
export async function withoutCache(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
}
