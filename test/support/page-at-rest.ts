import type { Page, Request, Response } from 'playwright-core';

/**
 * Opens `url` and waits until the page is at rest: loaded, its first frames drawn (which start
 * the lazy pictures and scripts near the screen), the browser idle, and no request of the page
 * still under way; again after each request that ends, since one may start another. What a page
 * fetches when it opens, found by events rather than by a fixed quiet time. Returns the page's response.
 */
export async function openAtRest(page: Page, url: string): Promise<Response | null> {
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
    const response = await page.goto(url, { waitUntil: 'load' });
    for (;;) {
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
          ),
      );
      if (pending.size === 0) return response;
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
