import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import {
  holdScripts,
  isOnTop,
  notOnTopAfterScrolling,
  onTopAfterScrolling,
  slowDown,
} from '../support/what-people-see.ts';
import { secondaryActionOf, service, ui } from '../support/copy.ts';

/**
 * What a person sees and can reach, not only what the DOM holds: a header that fits, a menu whose
 * links are on screen and on top, dialogs that fit and answer the first tap before any script has
 * arrived. The site is served as a plain static host serves it.
 */
describe.skipIf(!hasBrowser)('what visitors see', () => {
  const env = siteInBrowser();
  // Menus, buttons and headings are found by the words the content gives them.
  const werkpaard = service('nl', 'werkpaard');

  const withContext = async <T>(
    options: Parameters<typeof env.browser.newContext>[0],
    use: (context: BrowserContext) => Promise<T>,
  ): Promise<T> => {
    const context = await env.browser.newContext({ locale: 'nl-NL', ...options });
    try {
      return await use(context);
    } finally {
      await context.close();
    }
  };

  /** 320 to 1,440 px in steps of 40, and both sides of every width breakpoint of the stylesheet. */
  const breakpoints = [
    ...readFileSync('src/styles/site.css', 'utf8').matchAll(/@media \((max|min)-width: (\d+)px\)/g),
  ].map(([, side, px]) => (side === 'max' ? Number(px) : Number(px) - 1));
  const widths = [
    ...new Set([
      ...Array.from({ length: 29 }, (_, i) => 320 + i * 40),
      ...breakpoints.flatMap((last) => [last, last + 1]).filter((w) => w >= 320 && w <= 1440),
    ]),
  ].sort((a, b) => a - b);

  for (const path of ['/services/werkpaard', '/en/services/werkpaard']) {
    const what =
      "keeps the header on one line, unclipped, the footer's e-mail address unbroken, with no sideways scroll";
    it(`${what}, from 320 to 1440 px (${path})`, async () => {
      await withContext(
        { viewport: { width: 1440, height: 800 }, locale: path.startsWith('/en') ? 'en-GB' : 'nl-NL' },
        async (context) => {
          const page = await context.newPage();
          await page.goto(env.origin + path);
          const problems: string[] = [];
          for (const width of widths) {
            await page.setViewportSize({ width, height: 800 });
            const found = await page.evaluate(() => {
              const out: string[] = [];
              const root = document.documentElement;
              if (root.scrollWidth > innerWidth) out.push(`the page scrolls sideways (${root.scrollWidth} px wide)`);
              const header = document.querySelector<HTMLElement>('.site-header')!;
              if (header.offsetHeight !== 64) out.push(`the header is ${header.offsetHeight} px high`);
              for (const element of header.querySelectorAll<HTMLElement>('a, button, span, nav, div, ul, li')) {
                if (element.closest('[popover]') || !element.checkVisibility()) continue;
                const box = element.getBoundingClientRect();
                if (box.width < 2) continue;
                const text = element.textContent?.trim().slice(0, 20);
                const name = `${element.tagName.toLowerCase()}.${element.className} "${text}"`;
                // Text wider than its box is clipped or spills over its neighbours, whatever its overflow.
                if (element.scrollWidth > element.clientWidth + 1)
                  out.push(`${name} does not fit (${element.scrollWidth} px in ${element.clientWidth})`);
                if (box.right > innerWidth + 0.5 || box.left < -0.5) out.push(`${name} sticks out of the screen`);
                if (element.matches('a, button') && box.height > 48)
                  out.push(`${name} wraps onto two lines (${box.height} px)`);
              }
              // The footer's e-mail address may break after its @, never inside its domain.
              const mail = document.querySelector('.footer__contact a[href^="mailto:"] span')!;
              const domain = [...mail.childNodes].find(
                (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes('.'),
              )!;
              const range = document.createRange();
              range.selectNodeContents(domain);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
              if (lines !== 1) out.push(`the footer's e-mail domain "${domain.textContent}" is on ${lines} lines`);
              return out;
            });
            problems.push(...found.map((p) => `${width} px: ${p}`));
          }
          expect(problems).toEqual([]);
        },
      );
    });
  }

  it('opens the phone menu at 320 to 1024 px with each link on screen and on top, where a finger taps it', async () => {
    await withContext({ viewport: { width: 320, height: 740 }, hasTouch: true }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${env.origin}/`);
      const toggle = page.getByRole('button', { name: ui.nl.nav.menu, exact: true });
      const panel = page.locator('#mobile-menu-panel');
      for (const width of [320, 375, 768, 1024]) {
        await page.setViewportSize({ width, height: 740 });
        await toggle.tap();
        const links = panel.getByRole('link');
        expect(await links.count()).toBeGreaterThan(30);
        expect(await notOnTopAfterScrolling(links), `${width} px`).toEqual([]);
        // The button now closes the menu, and says so to a screen reader too.
        const close = page.getByRole('button', { name: ui.nl.nav.closeMenu });
        expect(await isOnTop(close), `${width} px`).toBe(true);
        await close.tap();
        await expect(panel.isVisible()).resolves.toBe(false);
      }
    });
  });

  it('closes the phone menu on Escape, focus back on its button, and on a link to the same page', async () => {
    await withContext({ viewport: { width: 375, height: 740 } }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${env.origin}/`);
      const toggle = page.locator('.mobile-menu__toggle');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator('#mobile-menu-panel');
      await panel.getByRole('link', { name: ui.nl.nav.about }).waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await expect(toggle.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await toggle.click();
      await panel.getByRole('link', { name: ui.nl.nav.about }).click();
      await page.waitForURL(`${env.origin}/#over`);
      await panel.waitFor({ state: 'hidden' });
      expect(await onTopAfterScrolling(page.locator('#over h2').first())).toBe(true);
    });
  });

  it('opens the phone menu without any script at all', async () => {
    await withContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${env.origin}/en/services`);
      await page.getByRole('button', { name: ui.en.nav.menu, exact: true }).click();
      expect(
        await onTopAfterScrolling(
          page.locator('#mobile-menu-panel').getByRole('link', { name: ui.en.nav.experts }).first(),
        ),
      ).toBe(true);
    });
  });

  it('opens the desktop menus on hover after 200 ms and closes them 150 ms after the pointer has left', async () => {
    await withContext({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const page = await context.newPage();
      // The page's timers run on a clock the test moves: the delays are exact however busy the machine.
      await page.clock.install();
      await page.goto(`${env.origin}/services/werkpaard`);
      await page.clock.pauseAt(Date.now() + 60_000);
      const trigger = page.locator('.nav__trigger', { hasText: ui.nl.nav.services });
      const panel = page.locator('#menu-services');
      const open = () => panel.evaluate((p) => p.matches(':popover-open'));
      await trigger.hover();
      await page.clock.runFor(199);
      expect(await open()).toBe(false);
      await page.clock.runFor(1);
      expect(await open()).toBe(true);
      expect(await onTopAfterScrolling(panel.getByRole('link', { name: werkpaard.title }))).toBe(true);
      await page.mouse.move(640, 700);
      await page.clock.runFor(149);
      expect(await open()).toBe(true);
      await page.clock.runFor(1);
      expect(await open()).toBe(false);
      // A click still opens and closes a menu, as it does for touch and keyboard.
      await page.locator('.nav__trigger', { hasText: ui.nl.nav.articles }).click();
      await expect.poll(() => page.locator('#menu-articles').evaluate((p) => p.matches(':popover-open'))).toBe(true);
    });
  });

  /** A page for each kind of dialog, and the button that opens it. */
  const dialogs: { name: string; path: string; button: string | RegExp; form: boolean }[] = [
    { name: 'contact', path: '/services/werkpaard', button: werkpaard.cta.text, form: true },
    { name: 'booking', path: '/services/los-gaan', button: /.+/, form: true },
    { name: 'workshop', path: '/services/ikigai-journey', button: /.+/, form: true },
    { name: 'MT pitch', path: '/services/klaar-voor-ai', button: /.+/, form: true },
    { name: 'intake', path: '/services/spring-dan', button: secondaryActionOf('nl', 'spring-dan'), form: false },
    {
      name: 'business case',
      path: '/services/de-wedstrijd',
      button: secondaryActionOf('nl', 'de-wedstrijd'),
      form: true,
    },
    { name: 'trainings', path: '/services/dress-uur', button: secondaryActionOf('nl', 'dress-uur'), form: false },
    { name: 'networking', path: '/services/in-de-piste', button: secondaryActionOf('nl', 'in-de-piste'), form: false },
    { name: 'tools', path: '/services/playbook', button: secondaryActionOf('nl', 'playbook'), form: false },
    {
      name: 'AI assessment',
      path: '/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie',
      button: /.+/,
      form: true,
    },
  ];
  const triggerOf = (page: Page, button: string | RegExp) =>
    page.locator('main button[command="show-modal"]').filter({ hasText: button }).first();

  it('fits every dialog on a 375 and a 1280 px screen, its close and submit buttons reachable and on top', async () => {
    await withContext({ viewport: { width: 375, height: 740 } }, async (context) => {
      const page = await context.newPage();
      const problems: string[] = [];
      for (const d of dialogs) {
        await page.setViewportSize({ width: 375, height: 740 });
        await page.goto(env.origin + d.path);
        await triggerOf(page, d.button).click();
        const dialog = page.locator('dialog[open]');
        await dialog.waitFor();
        // The same open dialog on a phone, then on a desktop screen.
        for (const [width, height] of [
          [375, 740],
          [1280, 900],
        ] as const) {
          await page.setViewportSize({ width, height });
          const at = `${d.name} at ${width} px`;
          await dialog.evaluate((element) => element.scrollTo(0, 0));
          const box = (await dialog.boundingBox())!;
          if (box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height)
            problems.push(`${at}: outside the screen ${JSON.stringify(box)}`);
          if (!(await isOnTop(dialog.locator('.dialog__close')))) problems.push(`${at}: close button covered`);
          // A long title must not squeeze the round close button into an oval smaller than a fingertip.
          const close = (await dialog.locator('.dialog__close').boundingBox())!;
          if (Math.round(close.width) !== 44 || Math.round(close.height) !== 44)
            problems.push(`${at}: close button ${close.width} x ${close.height} px`);
          if (d.form) {
            const submit = dialog.locator('button[type="submit"]');
            if (!(await onTopAfterScrolling(submit))) problems.push(`${at}: submit button out of reach`);
            // The close button stays on top while the form scrolls under it.
            if (!(await isOnTop(dialog.locator('.dialog__close'))))
              problems.push(`${at}: close button covered after scrolling`);
          }
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      expect(problems).toEqual([]);
    });
  });

  // Timings on a shared machine are a benchmark's business (`npm run bench:tap` prints them); what
  // a test can hold without depending on the machine's load is that the first tap waits for no
  // download: with every script of the page held back, the tap alone opens what it names.
  describe('on a slow phone (Lighthouse mobile: slow 4G, CPU slowed four times)', () => {
    it("shows the menu's links at the first tap, before any script has arrived", async () => {
      await withContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }, async (context) => {
        const page = await context.newPage();
        await slowDown(page);
        const scripts = await holdScripts(page);
        await page.goto(`${env.origin}/services/werkpaard`, { waitUntil: 'commit' });
        await page.locator('.mobile-menu__toggle').tap();
        const home = page.locator('#mobile-menu-panel').getByRole('link', { name: ui.nl.nav.home });
        await expect.poll(() => isOnTop(home)).toBe(true);
        expect(scripts.waiting()).toBeGreaterThan(0);
        scripts.release();
      });
    });

    for (const d of dialogs) {
      const what = `the ${d.name} dialog${d.form ? ' with its form' : ''}`;
      it(`shows ${what} at the first tap, before any script has arrived`, async () => {
        await withContext(
          { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
          async (context) => {
            const page = await context.newPage();
            await slowDown(page);
            const scripts = await holdScripts(page);
            await page.goto(env.origin + d.path, { waitUntil: 'commit' });
            const trigger = triggerOf(page, d.button);
            await trigger.scrollIntoViewIfNeeded();
            await trigger.tap();
            const dialog = page.locator('dialog[open]');
            await expect.poll(() => isOnTop(dialog.locator('.dialog__title'))).toBe(true);
            if (d.form) expect(await isOnTop(dialog.locator('input, textarea').first())).toBe(true);
            expect(scripts.waiting()).toBeGreaterThan(0);
            scripts.release();
          },
        );
      });
    }

    it("keeps what the visitor typed before the form's code arrived", async () => {
      await withContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true }, async (context) => {
        const page = await context.newPage();
        await slowDown(page);
        // The form's code is held back until the visitor has typed, so typing surely comes first.
        const chunks = await holdScripts(page, /\/assets\/chunks\/.+\.js$/);
        await page.goto(`${env.origin}/services/werkpaard`);
        await triggerOf(page, werkpaard.cta.text).tap();
        const dialog = page.locator('dialog[open]');
        await dialog.getByLabel(ui.nl.forms.name).tap();
        await page.keyboard.type('Anna de Boer');
        await dialog.getByLabel(ui.nl.forms.message).tap();
        await page.keyboard.type('Kunnen we sparren?');
        expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
        chunks.release();
        await page.locator('[data-island="ContactDialog"][data-hydrated]').first().waitFor({ state: 'attached' });
        await dialog.getByLabel(ui.nl.forms.name).press('End');
        await page.keyboard.type(' jr.');
        await dialog.getByRole('button', { name: ui.nl.forms.contactSubmit }).tap();
        // Only the field left empty is wrong: the form's state holds what was typed before it woke up.
        await expect
          .poll(() =>
            dialog
              .locator('[aria-invalid="true"]')
              .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).name)),
          )
          .toEqual(['email']);
        await expect(dialog.getByLabel(ui.nl.forms.name).inputValue()).resolves.toBe('Anna de Boer jr.');
        await expect(dialog.getByLabel(ui.nl.forms.message).inputValue()).resolves.toBe('Kunnen we sparren?');
      });
    });
  });

  it('shows that a wide table on a phone scrolls sideways', async () => {
    await withContext({ viewport: { width: 375, height: 800 } }, async (context) => {
      const page = await context.newPage();
      await page.goto(`${env.origin}/artikelen/ogsm-model-als-groeibooster-voor-startups`);
      const table = page.locator('.table-scroll').first();
      await table.scrollIntoViewIfNeeded();
      const state = await table.evaluate((el) => ({
        scrolls: el.scrollWidth > el.clientWidth,
        cue: getComputedStyle(el).backgroundImage,
      }));
      expect(state.scrolls).toBe(true);
      // The shadow at the right edge that says there is more.
      expect(state.cue).toMatch(/radial-gradient\(farthest-side at 100% 50%/);
      // Its caption reads whole inside the box, also once the table is scrolled sideways.
      const captionInBox = () =>
        table.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const caption = el.querySelector('caption')!.getBoundingClientRect();
          return caption.left >= box.left - 1 && caption.right <= box.right + 1;
        });
      await expect(captionInBox()).resolves.toBe(true);
      await table.evaluate((el) => (el.scrollLeft = el.scrollWidth));
      await expect(captionInBox()).resolves.toBe(true);
    });
  });

  it('leads a trailing slash to the page at its own address on a host that serves only the root 404.html', async () => {
    await withContext({ viewport: { width: 1280, height: 800 } }, async (context) => {
      const page = await context.newPage();
      // As GitHub Pages and S3 do: /route/ is not route.html, so the root not-found page answers it.
      await page.route(
        (url) => url.pathname.length > 1 && url.pathname.endsWith('/'),
        async (route) => route.fulfill({ response: await route.fetch({ url: `${env.origin}/no-such-page` }) }),
      );
      await page.goto(`${env.origin}/services`);
      await page.goto(`${env.origin}/services/werkpaard/?from=mail#faq`);
      await page.waitForURL(`${env.origin}/services/werkpaard?from=mail#faq`);
      await expect(page.locator('h1').textContent()).resolves.toBe(werkpaard.title);
      // The page without the slash replaced the one with it: Back returns to where the visitor was.
      await page.goBack();
      expect(page.url()).toBe(`${env.origin}/services`);
      // Runs of slashes become one, so the way on never leads to another site.
      await page.goto(`${env.origin}/.//evil.example/`);
      await page.waitForURL(`${env.origin}/evil.example.html`);
      await expect(page.locator('h1').textContent()).resolves.toBe(ui.nl.notFound.heading);
    });
  });

  const notFound: [string, string, 'nl' | 'en', string, string][] = [
    ['an unknown page', '/bestaat-niet', 'nl', ui.nl.notFound.heading, '/'],
    ['an unknown English page', '/en/does-not-exist', 'en', ui.en.notFound.heading, '/en'],
    ['an unknown partner', '/raspaarden/onbekend', 'nl', ui.nl.experts.notFound, '/raspaarden'],
    ['an unknown partner in English', '/en/raspaarden/unknown', 'en', ui.en.experts.notFound, '/en/raspaarden'],
  ];
  for (const [what, path, lang, heading, back] of notFound) {
    it(`answers ${what} with its own not-found page on a host that serves only the root 404.html`, async () => {
      await withContext(
        { viewport: { width: 1280, height: 800 }, locale: lang === 'nl' ? 'nl-NL' : 'en-GB' },
        async (context) => {
          const page = await context.newPage();
          const response = await page.goto(env.origin + path);
          expect(response?.status()).toBe(404);
          await expect(page.locator('h1').textContent()).resolves.toBe(heading);
          await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
          expect(page.url()).toBe(env.origin + path);
          expect(await isOnTop(page.locator(`main a[href="${back}"]`))).toBe(true);
        },
      );
    });
  }
});
