import { describe, expect, it } from 'vitest';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { site, ui } from '../support/copy.ts';

/**
 * Smaller things a visitor meets: words in buttons broken where a reader does not expect it, an
 * old address that forgets where the visitor came from, a switcher that leaves a not-found page
 * for another page than its counterpart, five steps that leave one alone on a row.
 */
describe.skipIf(!hasBrowser)('where visitors go and what they read', () => {
  const env = siteInBrowser();

  it('breaks no phone number, address or placeholder inside a word on a 375 px phone', async () => {
    const context = await env.newContext({ locale: 'nl-NL', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${env.origin}/services/sprintpartner`);
    const number = page.locator('main a.button[href^="tel:"] .button__extra').first();
    expect(await number.textContent()).toBe(site.phoneDisplay);
    expect(await number.evaluate((n) => n.getClientRects().length)).toBe(1);

    await page.goto(`${env.origin}/raspaarden/mila-hoffmann`);
    // Each line of the address on the button: at most one break, right after the @.
    const lines = await page
      .locator('main a.button[href^="mailto:"]')
      .last()
      .evaluate((button) => {
        const range = document.createRange();
        const text = [...button.querySelectorAll('span')].find((s) => s.textContent!.includes('@'))!;
        const lines: string[] = [];
        let top: number | undefined;
        const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (let i = 0; i < node.textContent!.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const y = Math.round(range.getBoundingClientRect().top);
            if (y !== top) lines.push(node.textContent![i]!);
            else lines.push(lines.pop()! + node.textContent![i]);
            top = y;
          }
        return lines;
      });
    expect(lines.length === 1 || (lines.length === 2 && lines[0]!.endsWith('@'))).toBe(true);

    await page.goto(`${env.origin}/services`);
    const fits = await page
      .locator('main input[type="search"], main input[placeholder]')
      .first()
      .evaluate((input) => {
        const field = input as HTMLInputElement;
        const style = getComputedStyle(field);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(field.placeholder).width <= room;
      });
    expect(fits).toBe(true);
  });

  it('keeps the query string through a redirect, and names the page in its title', async () => {
    const context = await env.newContext({ locale: 'nl-NL' });
    const page = await context.newPage();
    const stub = await (await fetch(`${env.origin}/artikelen/ai-readiness`)).text();
    await page.goto(`${env.origin}/artikelen/ai-readiness?utm_source=nieuwsbrief#aanpak`);
    await page.waitForURL(/ai-readiness-organisatie-klaar-voor-ai-revolutie/);
    expect(new URL(page.url()).search).toBe('?utm_source=nieuwsbrief');
    expect(new URL(page.url()).hash).toBe('#aanpak');
    expect(stub).toContain(`<title>${await page.title()}</title>`);
  });

  it("switches a not-found page's language to the not-found page of the same address", async () => {
    const context = await env.newContext({ locale: 'nl-NL' });
    const page = await context.newPage();
    await page.goto(`${env.origin}/bestaat-niet`);
    await page.locator('a[data-lang-switch]').click();
    await page.waitForURL(`${env.origin}/en/bestaat-niet`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('opens the next desktop menu at once when the pointer moves on from an open one (skip delay)', async () => {
    const context = await env.newContext({ locale: 'nl-NL', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${env.origin}/services/werkpaard`);
    await page.locator('.nav__trigger', { hasText: ui.nl.nav.services }).hover();
    await expect.poll(() => page.locator('#menu-services').evaluate((p) => p.matches(':popover-open'))).toBe(true);
    // The pointer reaches the next menu: it is open in the same moment, with no timer in between.
    const openAtOnce = await page.locator('.nav__trigger', { hasText: ui.nl.nav.articles }).evaluate((trigger) => {
      trigger.closest('li')!.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
      return trigger.closest('li')!.querySelector('[popover]')!.matches(':popover-open');
    });
    expect(openAtOnce).toBe(true);
  });

  it('shows five steps of a landing page as three above two at 1280 px, none alone on a row', async () => {
    const context = await env.newContext({ locale: 'nl-NL', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${env.origin}/marketingstrategie-startup-groeien`);
    const rows = await page
      .locator('.steps__item')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(rows).toHaveLength(5);
    const perRow = [...new Set(rows)].map((top) => rows.filter((t) => t === top).length);
    expect(perRow).toEqual([3, 2]);
  });
});
