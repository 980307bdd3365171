import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page, Response, Route } from 'playwright-core';
import { hasBrowser, serveSite } from '../support/browser.ts';
import { openBrowser, siteInBrowser, type FileBrowser } from '../support/site-in-browser.ts';
import { isOnTop } from '../support/what-people-see.ts';
import { buildSite } from '../../build/pipeline.ts';
import { writeSite } from '../../build/output/write-site.ts';
import { makePictureSite, photographedPartner, type PictureSite } from '../support/picture-site.ts';
import { abstractPicture } from '../support/pictures.ts';
import { ui } from '../support/copy.ts';
import { openAtRest, withoutCache } from '../support/page-at-rest.ts';

const article = '/artikelen/ogsm-model-als-groeibooster-voor-startups';
const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
/** Where the screenshots of pictures go, to be looked at (test-results/ is not committed). */
const shots = path.resolve('test-results/pictures');

/** Sums the layout shifts of the page from its first paint, as Lighthouse's CLS does. */
const measureShifts = () => {
  const w = window as unknown as { shifts: number };
  w.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) w.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Whether the picture in `box` has loaded a file of its own. */
const loaded = (page: Page, box: string) =>
  page.locator(`${box} img`).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/**
 * Scrolls to each picture matching `selector` in turn, as a visitor reading down the page does,
 * and waits until it has loaded or failed, all in one call to the page; returns how many loaded.
 */
const loadEachPicture = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll(async (images: HTMLImageElement[]) => {
    for (const img of images) {
      img.scrollIntoView({ block: 'center', behavior: 'instant' });
      // Checked and listened for in one task: no event can come in between. A picture that neither
      // loads nor fails within 20 s is named, rather than left for the test's own time to end.
      if (!img.complete)
        await new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`${img.currentSrc || img.src} neither loaded nor failed within 20 s`)),
            20_000,
          );
          const done = () => {
            clearTimeout(timer);
            resolve(undefined);
          };
          img.addEventListener('load', done, { once: true });
          img.addEventListener('error', done, { once: true });
        });
    }
    return images.filter((img) => img.naturalWidth > 0).length;
  });

async function withPage<T>(
  browser: FileBrowser,
  options: BrowserContextOptions & { lang?: 'nl' | 'en' },
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ locale: options.lang === 'en' ? 'en-GB' : 'nl-NL', ...options });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

describe.skipIf(!hasBrowser)('pictures in a browser', () => {
  const env = siteInBrowser();
  beforeAll(() => mkdir(shots, { recursive: true }));

  it('hold their place with a blurred preview while they load, then show the drawing there, as its SVG', async () => {
    await withPage(env.browser, desktop, async (page) => {
      const held: Route[] = [];
      await page.route('**/assets/images/**', (route) => void held.push(route));
      const types: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/assets/images/')) types.push(response.headers()['content-type'] ?? '');
      });
      await page.goto(env.origin + article, { waitUntil: 'domcontentloaded' });
      const box = page.locator('.article__cover');
      await expect.poll(() => held.length).toBeGreaterThan(0);
      // Loading: the preview's colours fill the box, which already has the picture's shape.
      const waiting = (await box.boundingBox())!;
      expect(Math.round((waiting.width / waiting.height) * 100) / 100).toBe(1.78);
      await expect(box.locator('.picture__preview').isVisible()).resolves.toBe(true);
      await expect(box.locator('.picture__preview path').count()).resolves.toBe(8);
      await expect(loaded(page, '.article__cover')).resolves.toBe(false);
      for (const route of held.splice(0)) await route.continue();
      await page.unroute('**/assets/images/**');
      await expect.poll(() => loaded(page, '.article__cover')).toBe(true);
      await expect(isOnTop(box.locator('img'))).resolves.toBe(true);
      expect(await box.boundingBox()).toEqual(waiting);
      // A drawing is served as its one optimised SVG; photos come as AVIF (the partner's photo below).
      expect(types).toEqual(['image/svg+xml']);
    });
  });

  for (const lang of ['nl', 'en'] as const) {
    it(`show a stand-in when a picture fails, and the text if that fails too, in the same box (${lang})`, async () => {
      const path = lang === 'en' ? `/en${article}` : article;
      const size = await withPage(env.browser, { ...desktop, lang }, async (page) => {
        await openAtRest(page, env.origin + path);
        return page.locator('.article__cover').boundingBox();
      });
      await withPage(env.browser, { ...desktop, lang }, async (page) => {
        await page.route('**/assets/images/**', (route) => route.abort());
        await page.goto(env.origin + path);
        const box = page.locator('.article__cover');
        await expect.poll(() => box.getAttribute('data-state')).toBe('stand-in');
        await expect.poll(() => loaded(page, '.article__cover')).toBe(true);
        await expect(box.locator('img').getAttribute('src')).resolves.toBe('/images/picture-unavailable.svg');
        await expect(box.locator('source').count()).resolves.toBe(0);
        await expect(isOnTop(box.locator('img'))).resolves.toBe(true);
        expect(await box.boundingBox()).toEqual(size);
      });
      await withPage(env.browser, { ...desktop, lang }, async (page) => {
        await page.route(/\/(assets\/)?images\//, (route) => route.abort());
        await page.goto(env.origin + path);
        const box = page.locator('.article__cover');
        const text = box.getByText(ui[lang].errors.imageUnavailable);
        await text.waitFor();
        await expect(isOnTop(text)).resolves.toBe(true);
        await expect(box.getAttribute('data-state')).resolves.toBe('unavailable');
        expect(await box.boundingBox()).toEqual(size);
        await page.screenshot({ path: `${shots}/unavailable-${lang}.png` });
      });
    });
  }

  for (const [device, options] of Object.entries({ phone, desktop })) {
    it(`shift nothing while they load, however slowly (${device})`, async () => {
      for (const path of ['/artikelen', article, '/en/artikelen']) {
        await withPage(env.browser, options, async (page) => {
          await page.addInitScript(measureShifts);
          // Slow pictures on purpose: none arrives before the page has been laid out and scrolled
          // from top to bottom, so the page must hold its layout while every one of them loads.
          const held: Route[] = [];
          let released = false;
          await page.route('**/assets/images/**', (route) => void (released ? route.continue() : held.push(route)));
          // Not until `load`, which waits for the pictures held back.
          await page.goto(env.origin + path, { waitUntil: 'domcontentloaded' });
          // Every picture down the page, asked for lazily as it comes near.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
              scrollTo(0, y);
              // A frame drawn at each place starts the pictures near it.
              await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            }
          });
          released = true;
          for (const route of held.splice(0)) await route.continue();
          // A picture passed by before the browser looked (a busy machine) loads once it is near again.
          await loadEachPicture(page, '.picture img');
          expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), path).toBe(0);
        });
      }
    });
  }

  for (const [device, options] of Object.entries({ phone: { ...phone, deviceScaleFactor: 2 }, desktop })) {
    it(`show a picture on every article overview card (${device}; screenshot in test-results/pictures)`, async () => {
      await withPage(env.browser, options, async (page) => {
        await openAtRest(page, `${env.origin}/artikelen`);
        const pictures = page.locator('.article-card .picture img');
        await expect(pictures.count()).resolves.toBe(12);
        // Each loads as it comes near.
        await expect(loadEachPicture(page, '.article-card .picture img')).resolves.toBe(12);
        await page.evaluate(() => scrollTo(0, 0));
        const first = (await page.locator('.article-card').first().boundingBox())!;
        const picture = (await page.locator('.article-card .picture').first().boundingBox())!;
        // Edge to edge at the top of the card, inside its border.
        expect(picture.x - first.x).toBe(1);
        expect(Math.abs(picture.width - (first.width - 2))).toBeLessThan(1);
        await mkdir(shots, { recursive: true });
        await page.screenshot({ path: `${shots}/articles-${device}.png`, fullPage: true });
      });
    });
  }

  it('load at most 200 KB of pictures on a phone when a page opens', async () => {
    const pages = ['/', '/artikelen', '/en/artikelen', '/raspaarden', '/raspaarden/mila-hoffmann'];
    const articles = await withPage(env.browser, desktop, async (page) => {
      await page.goto(`${env.origin}/artikelen`);
      return page
        .locator('.article-card .card__link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    });
    expect(articles).toHaveLength(12);
    const totals = await withPage(env.browser, phone, async (page) => {
      // Each page as on a first visit, in one phone: nothing one page fetched is taken from the cache by the next.
      await withoutCache(page);
      const found: [string, number][] = [];
      for (const path of [...pages, ...articles, ...articles.slice(0, 3).map((a) => `/en${a}`)]) {
        const sizes: Promise<number>[] = [];
        const count = (response: Response) => {
          if (response.request().resourceType() === 'image')
            sizes.push(
              response.body().then(
                (b) => b.length,
                () => 0,
              ),
            );
        };
        page.on('response', count);
        // What loads when a page opens is all it fetches until it is at rest: a late request counts too.
        await openAtRest(page, env.origin + path);
        page.off('response', count);
        found.push([path, (await Promise.all(sizes)).reduce((a, b) => a + b, 0)]);
      }
      return found;
    });
    const sizes = totals.map(([p, b]) => `${p} ${(b / 1024).toFixed(1)} KB`).join(', ');
    console.log(`picture bytes at first load on a phone (375 px, 3x): ${sizes}`);
    for (const [path, bytes] of totals) expect(bytes, path).toBeLessThanOrEqual(200 * 1024);
    // The overview and the articles show their picture at once: something is loaded.
    expect(totals.find(([p]) => p === '/artikelen')![1]).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasBrowser)('a partner with a photo, in a browser', () => {
  let site: PictureSite;
  let dir: string;
  let served: Awaited<ReturnType<typeof serveSite>>;
  let browser: FileBrowser;
  beforeAll(async () => {
    // An upright picture, as a portrait usually is, which the card and profile crop to a circle.
    site = await makePictureSite({ photo: await abstractPicture(1200, 1600) });
    dir = await mkdtemp(path.join(os.tmpdir(), 'picture-dist-'));
    const built = await buildSite({ contentDir: site.contentDir });
    await writeSite(built.files, path.join(dir, 'dist'));
    served = await serveSite(path.join(dir, 'dist'));
    browser = await openBrowser();
    await mkdir(shots, { recursive: true });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await served?.close();
    await site?.close();
    await rm(dir, { recursive: true, force: true });
  });

  for (const [device, options] of Object.entries({ phone: { ...phone, deviceScaleFactor: 2 }, desktop })) {
    it(`shows the photo in a circle on the card and the profile, in place of her drawing (${device})`, async () => {
      await withPage(browser, options, async (page) => {
        await openAtRest(page, `${served.origin}/raspaarden`);
        const card = page.locator('.partner-card').filter({ hasText: photographedPartner.name }).locator('.picture');
        await card.scrollIntoViewIfNeeded();
        await expect
          .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        expect(await card.boundingBox()).toMatchObject({ width: 80, height: 80 });
        await expect(card.evaluate((e) => getComputedStyle(e).borderRadius)).resolves.toBe('50%');
        await expect(page.locator('.avatar').count()).resolves.toBe(0);
        await page.screenshot({ path: `${shots}/partners-${device}.png`, fullPage: true });

        // A photo arrives as AVIF in a browser that takes it.
        const types: string[] = [];
        page.on('response', (response) => {
          if (response.url().includes('/assets/images/')) types.push(response.headers()['content-type'] ?? '');
        });
        await openAtRest(page, `${served.origin}/raspaarden/${photographedPartner.id}`);
        const profile = page.locator('.profile-hero .picture');
        await expect.poll(() => loaded(page, '.profile-hero .picture')).toBe(true);
        expect(types).toContain('image/avif');
        expect(types.every((t) => t === 'image/avif')).toBe(true);
        await expect(isOnTop(profile.locator('img'))).resolves.toBe(true);
        expect((await profile.boundingBox())!.width).toBe(device === 'phone' ? 128 : 192);
        await page.screenshot({ path: `${shots}/partner-${device}.png` });
      });
    });
  }

  it('shows the portrait stand-in, then the text, when the photo fails', async () => {
    await withPage(browser, desktop, async (page) => {
      await page.route('**/assets/images/**', (route) => route.abort());
      await page.goto(`${served.origin}/raspaarden/${photographedPartner.id}`);
      const box = page.locator('.profile-hero .picture');
      await expect.poll(() => box.locator('img').getAttribute('src')).toBe('/images/photo-unavailable.svg');
      await expect.poll(() => loaded(page, '.profile-hero .picture')).toBe(true);
      expect((await box.boundingBox())!.width).toBe(192);
    });
    await withPage(browser, { ...desktop, lang: 'en' }, async (page) => {
      await page.route(/\/(assets\/)?images\//, (route) => route.abort());
      await page.goto(`${served.origin}/en/raspaarden/${photographedPartner.id}`);
      // The site is built from a copy of the real content, with its interface strings.
      await page.locator('.profile-hero .picture').getByText(ui.en.errors.imageUnavailable).waitFor();
    });
  });
});
