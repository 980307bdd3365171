import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { partner, service, ui } from '../support/copy.ts';
import { announcementMs } from '../../src/lib/announce.ts';
import { openAtRest, withoutCache } from '../support/page-at-rest.ts';

const viewports = { phone: { width: 375, height: 800 }, desktop: { width: 1280, height: 900 } };

describe.skipIf(!hasBrowser)('screens in a browser', () => {
  const env = siteInBrowser();

  const open = async (
    path: string,
    { lang = 'nl', device = 'desktop' as keyof typeof viewports, reducedMotion = false } = {},
  ) => {
    const context = await env.newContext({
      locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
      viewport: viewports[device],
      reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
    });
    const page = await context.newPage();
    await openAtRest(page, env.origin + path);
    return { page, close: () => context.close() };
  };
  const focused = (page: Page) =>
    page.evaluate(() => ({
      text: document.activeElement?.textContent?.trim(),
      tag: document.activeElement?.tagName,
      outline: getComputedStyle(document.activeElement!).outlineStyle,
    }));

  for (const [lang, label] of [
    ['nl', ui.nl.meta.skipLink],
    ['en', ui.en.meta.skipLink],
  ] as const) {
    it(`offers a skip link in ${lang === 'nl' ? 'Dutch' : 'English'} as first stop, with visible focus`, async () => {
      const { page, close } = await open(lang === 'nl' ? '/services' : '/en/services', { lang });
      await page.keyboard.press('Tab');
      const first = await focused(page);
      expect(first.text).toBe(label);
      expect(first.outline).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect(page.evaluate(() => location.hash)).resolves.toBe('#main');
      await close();
    });
  }

  it('keeps the header in view while scrolling, 64 px high', async () => {
    const { page, close } = await open('/artikelen');
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => scrollY > 0);
    const box = await page.locator('.site-header').boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(64);
    await close();
  });

  it('opens the Services, Experts and Articles menus with the keyboard', async () => {
    const { page, close } = await open('/');
    for (const [name, link] of [
      [ui.nl.nav.services, service('nl', 'ikigai-journey').title],
      [ui.nl.nav.experts, partner('mila-hoffmann').name],
      [ui.nl.nav.articles, ui.nl.articles.categories['strategie-groei']],
    ] as const) {
      const trigger = page.getByRole('navigation', { name: ui.nl.nav.label }).getByRole('button', { name });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await page
        .locator('[popover]:popover-open')
        .getByRole('link', { name: link })
        .first()
        .waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await expect(page.locator('[popover]:popover-open').count()).resolves.toBe(0);
    }
    await close();
  });

  it('takes About and Contact to the home sections, from any page, and the logo home', async () => {
    const { page, close } = await open('/services/werkpaard');
    await page.getByRole('navigation', { name: ui.nl.nav.label }).getByRole('link', { name: ui.nl.nav.about }).click();
    await page.waitForURL(`${env.origin}/#over`);
    await page.waitForFunction(() => {
      const r = document.getElementById('over')!.getBoundingClientRect();
      return r.top >= 0 && r.top < 200;
    });
    await page.locator('.site-header').getByRole('link', { name: ui.nl.nav.contact }).click();
    await page.waitForURL(`${env.origin}/#contact`);
    await page.waitForFunction(() => {
      const r = document.getElementById('contact')!.getBoundingClientRect();
      return r.top >= 0 && r.top < 200;
    });
    await page.goto(`${env.origin}/artikelen`);
    await page.locator('.site-header .logo').click();
    await page.waitForURL(`${env.origin}/`);
    await close();
  });

  it('shows the five proposition groups on home, each with a link to its category page', async () => {
    const { page, close } = await open('/en', { lang: 'en' });
    const groups = page.locator('#proposities .proposition-group');
    await expect(groups.count()).resolves.toBe(5);
    await expect(page.locator('#proposities .card').count()).resolves.toBe(14);
    await groups
      .first()
      .getByRole('link', { name: /view all/i })
      .click();
    await page.waitForURL(`${env.origin}/en/strategie-advies`);
    await close();
  });

  it('filters the services by search text and category, announces the count, says when none match', async () => {
    for (const device of ['phone', 'desktop'] as const) {
      const { page, close } = await open('/services', { device });
      const cards = page.locator('#services-grid [data-category]:not([hidden])');
      await expect(cards.count()).resolves.toBe(14);
      const search = page.getByLabel(ui.nl.services.searchLabel);
      // The page's timers from here on run on a clock that moves only when the test moves it.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60_000);
      await search.focus();
      await page.keyboard.type('SPRING');
      await expect.poll(() => cards.count()).toBe(1);
      await expect.poll(() => page.locator('#announcer').textContent()).toBe(ui.nl.services.resultCountOne);
      // The announcement clears after a second.
      await page.clock.runFor(announcementMs - 1);
      await expect(page.locator('#announcer').textContent()).resolves.toBe(ui.nl.services.resultCountOne);
      await page.clock.runFor(1);
      await expect(page.locator('#announcer').textContent()).resolves.toBe('');
      await search.fill('');
      await page.getByRole('button', { name: ui.nl.services.categories.technology }).click();
      await expect.poll(() => cards.count()).toBe(2);
      await expect(
        page.getByRole('button', { name: ui.nl.services.categories.technology }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await search.fill('crowdfunding');
      await expect.poll(() => cards.count()).toBe(0);
      await page.getByText(ui.nl.services.empty).first().waitFor();
      await page.getByRole('button', { name: ui.nl.services.all }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      await close();
    }
  });

  it('opens one FAQ answer at a time, each can be closed again, with the keyboard', async () => {
    const { page, close } = await open('/marketingstrategie-startup-groeien');
    const items = page.locator('#faq details');
    await expect(items.count()).resolves.toBe(5);
    await items.nth(0).locator('summary').focus();
    await page.keyboard.press('Enter');
    await items.nth(1).locator('summary').click();
    await expect(items.evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open))).resolves.toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
    await items.nth(1).locator('summary').click();
    await expect(items.evaluateAll((els) => els.filter((e) => (e as HTMLDetailsElement).open).length)).resolves.toBe(0);
    await close();
  });

  it('shows partner languages as flags with their names, and at most four projects for Mila', async () => {
    const { page, close } = await open('/en/raspaarden/mila-hoffmann', { lang: 'en' });
    await expect(page.locator('.flag').evaluateAll((f) => f.map((x) => x.getAttribute('aria-label')))).resolves.toEqual(
      partner('mila-hoffmann').languages.map((l) => ui.en.experts.languageNames[l]),
    );
    await page.locator('.flag').first().focus();
    await expect
      .poll(() =>
        page
          .locator('.flag')
          .first()
          .evaluate((f) => getComputedStyle(f, '::after').opacity),
      )
      .toBe('1');
    await expect(page.locator('#werk .card').count()).resolves.toBe(4);
    const portrait = await page.locator('.profile-hero .picture').boundingBox();
    expect(portrait?.width).toBe(192);
    await page.goto(`${env.origin}/en/raspaarden`);
    expect((await page.locator('.partner-card .picture').first().boundingBox())?.width).toBe(80);
    const clamp = await page
      .locator('.partner-card__excerpt')
      .first()
      .evaluate((e) => getComputedStyle(e).webkitLineClamp);
    expect(clamp).toBe('3');
    await close();
  });

  it('shows a photo, then a stand-in, then the text when images fail', async () => {
    const { page, close } = await open('/raspaarden');
    await page.route('**/images/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.evaluate(() => {
      const holder = document.createElement('span');
      holder.className = 'picture picture--avatar-card';
      holder.innerHTML =
        '<picture><img id="broken" src="/images/partners/nobody.jpg" alt="Foto" width="80" height="80"></picture>';
      document.querySelector('main')!.prepend(holder);
    });
    await page.getByText(ui.nl.errors.imageUnavailable).waitFor();
    await close();
  });

  it('switches high contrast on, keeps it on the next page, and off again', async () => {
    const { page, close } = await open('/');
    const toggle = page.getByRole('button', { name: ui.nl.common.highContrast });
    await toggle.click();
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.goto(`${env.origin}/services`);
    await expect(page.locator('html').getAttribute('data-contrast')).resolves.toBe('high');
    await expect(
      page.getByRole('button', { name: ui.nl.common.highContrast }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await page.getByRole('button', { name: ui.nl.common.highContrast }).click();
    await expect(page.locator('html').getAttribute('data-contrast')).resolves.toBeNull();
    await close();
  });

  it('honours reduced motion', async () => {
    const { page, close } = await open('/', { reducedMotion: true });
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).resolves.toBe('auto');
    await close();
  });

  it("shows the error screen when an island's code cannot be loaded", async () => {
    const context = await env.newContext({ locale: 'nl-NL', viewport: viewports.phone });
    const page = await context.newPage();
    await page.route('**/assets/chunks/**', (route) => route.abort());
    await openAtRest(page, `${env.origin}/services`);
    // A part of the page shows the notice beside it (a dialog shows it inside: messages-on-top.test.ts).
    await page.locator('[data-island="ServicesFilter"] input').hover();
    await page.getByRole('alert').getByText(ui.nl.errors.loadFailedTitle).waitFor();
    await page.getByRole('alert').getByRole('link', { name: ui.nl.errors.backHome }).waitFor();
    await context.close();
  });

  it('holds its layout from 320 to 1440 pixels without sideways scrolling', async () => {
    const context = await env.newContext({ locale: 'nl-NL' });
    const page = await context.newPage();
    for (const width of [320, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/',
        '/services',
        '/services/klaar-voor-ai',
        '/impact-ondernemers-strategie-duurzaam-ondernemen',
        '/raspaarden/yasmina-el-amrani',
        '/artikelen/ogsm-model-als-groeibooster-voor-startups',
      ]) {
        await page.goto(env.origin + path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width}px`).toBe(0);
      }
    }
    await context.close();
  });

  it('fetches at most 10 KB of JavaScript (gzipped) before the visitor interacts, on every kind of page', async () => {
    const pages = {
      nl: [
        '/',
        '/services',
        '/services/klaar-voor-ai',
        '/strategie-advies',
        '/marketingstrategie-startup-groeien',
        '/raspaarden',
        '/raspaarden/sanne-oliveira',
        '/artikelen',
        '/artikelen/personal-branding-startup',
      ],
      en: ['/en/services/de-kuhr'],
    };
    for (const [lang, paths] of Object.entries(pages)) {
      const context = await env.newContext({ locale: lang === 'en' ? 'en-GB' : 'nl-NL', viewport: viewports.desktop });
      const page = await context.newPage();
      // Each page as on a first visit: every script is fetched again.
      await withoutCache(page);
      for (const path of paths) {
        const scripts: Promise<Buffer>[] = [];
        const count = (r: Response) => {
          if (r.request().resourceType() === 'script') scripts.push(r.body());
        };
        page.on('response', count);
        // Until the page is at rest without interaction: any script that loads meanwhile counts too.
        await openAtRest(page, env.origin + path);
        page.off('response', count);
        const inline = await page.evaluate(() =>
          [...document.querySelectorAll('script:not([src]):not([type])')].map((s) => s.textContent).join(''),
        );
        const bytes =
          (await Promise.all(scripts)).reduce((n, body) => n + gzipSync(body).length, 0) + gzipSync(inline).length;
        expect(bytes, path).toBeLessThan(10 * 1024);
        // The page's own script is counted on every page, the first and those after.
        expect(bytes, path).toBeGreaterThan(1024);
      }
    }
  });
});
