import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { isOnTop } from '../support/what-people-see.ts';
import { openAtRest } from '../support/page-at-rest.ts';
import { format, partner, ui } from '../support/copy.ts';

const partners = ['mila-hoffmann', 'sanne-oliveira', 'yasmina-el-amrani'] as const;
const widths = [375, 1280] as const;
/** Where the screenshots of the portraits go, to be looked at (test-results/ is not committed). */
const shots = path.resolve('test-results/experts');

/** Each portrait in `selector`: its text, its file, whether it has loaded, its size and whether it is on top. */
const portraits = (page: Page, selector: string) =>
  page.locator(`${selector} .picture`).evaluateAll((boxes) =>
    boxes.map((box) => {
      const img = box.querySelector('img')!;
      const { width, height } = box.getBoundingClientRect();
      return { alt: img.alt, src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0, width, height };
    }),
  );

/** Scrolls each picture of the page into view and waits until it has loaded or failed. */
const loadAll = (page: Page) =>
  page.locator('.picture img').evaluateAll(async (images: HTMLImageElement[]) => {
    for (const img of images) {
      img.scrollIntoView({ block: 'center', behavior: 'instant' });
      if (!img.complete)
        await new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        });
    }
  });

describe.skipIf(!hasBrowser)('the experts have faces', () => {
  const env = siteInBrowser();
  beforeAll(() => mkdir(shots, { recursive: true }));

  for (const lang of ['nl', 'en'] as const) {
    const prefix = lang === 'en' ? '/en' : '';
    const names = partners.map((id) => partner(id).name);
    const said = names.map((name) => format(ui[lang].experts.illustrationOf, { name }));

    it(`shows each expert's own illustrated portrait, said to be one, at 80 px on the cards (${lang})`, async () => {
      const context = await env.newContext({ locale: lang === 'en' ? 'en-GB' : 'nl-NL' });
      const page = await context.newPage();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await openAtRest(page, `${env.origin}${prefix}/raspaarden`);
        await loadAll(page);
        const cards = await portraits(page, '.partner-card');
        expect(cards.map((c) => c.alt)).toEqual(said);
        // A drawing of each person, not their initials: three files, each loaded, in a circle of 80 px.
        expect(new Set(cards.map((c) => c.src)).size).toBe(3);
        for (const card of cards) expect(card).toMatchObject({ loaded: true, width: 80, height: 80 });
        expect(cards.every((c) => /\.svg$/.test(c.src))).toBe(true);
        await expect(page.locator('.partner-card .avatar').count()).resolves.toBe(0);
        const first = page.locator('.partner-card .picture img').first();
        await first.scrollIntoViewIfNeeded();
        await expect(isOnTop(first)).resolves.toBe(true);
        await page.locator('.card-grid').screenshot({ path: `${shots}/cards-${lang}-${width}.png` });
      }
    });

    it(`shows the portrait at 192 px on each profile, 128 px on a phone (${lang})`, async () => {
      const context = await env.newContext({ locale: lang === 'en' ? 'en-GB' : 'nl-NL' });
      const page = await context.newPage();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        for (const [i, id] of partners.entries()) {
          await openAtRest(page, `${env.origin}${prefix}/raspaarden/${id}`);
          const [portrait, ...more] = await portraits(page, '.profile-hero');
          expect(more).toHaveLength(0);
          const size = width === 375 ? 128 : 192;
          expect(portrait).toMatchObject({ alt: said[i], loaded: true, width: size, height: size });
          await expect(isOnTop(page.locator('.profile-hero .picture img'))).resolves.toBe(true);
          await page.locator('.profile-hero').screenshot({ path: `${shots}/profile-${id}-${lang}-${width}.png` });
        }
      }
    });
  }

  it('holds the portrait’s place with its colours while it loads, and shows the stand-in when it fails', async () => {
    const context = await env.newContext({ locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const held: Route[] = [];
    await page.route('**/assets/images/**', (route) => void held.push(route));
    await page.goto(`${env.origin}/raspaarden/sanne-oliveira`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const box = page.locator('.profile-hero .picture');
    await expect(box.locator('.picture__preview').isVisible()).resolves.toBe(true);
    await expect(box.locator('.picture__preview path').count()).resolves.toBeGreaterThan(3);
    expect((await box.boundingBox())!.width).toBe(192);
    // The portrait fails: the portrait's stand-in takes its place, in the same box.
    for (const route of held.splice(0)) await route.abort();
    await page.unroute('**/assets/images/**');
    await expect.poll(() => box.locator('img').getAttribute('src')).toBe('/images/photo-unavailable.svg');
    expect((await box.boundingBox())!.width).toBe(192);
  });
});
