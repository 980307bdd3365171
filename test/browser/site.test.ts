import { describe, expect, it } from 'vitest';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { openAtRest } from '../support/page-at-rest.ts';
import { privacyTitle, service, ui } from '../support/copy.ts';

describe.skipIf(!hasBrowser)('the site in a browser', () => {
  const env = siteInBrowser();
  const werkpaard = service('nl', 'werkpaard').title;

  const open = async (options: { locale?: string; width?: number; storedLanguage?: string } = {}) => {
    const context = await env.newContext({
      locale: options.locale ?? 'nl-NL',
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    if (options.storedLanguage)
      await context.addInitScript((lang) => localStorage.setItem('lang', lang), options.storedLanguage);
    return context.newPage();
  };

  it('serves a page per route and the not-found page with status 404', async () => {
    const page = await open();
    const ok = await page.goto(`${env.origin}/services/werkpaard`);
    expect(ok?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe(werkpaard);

    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    const missing = await page.goto(`${env.origin}/bestaat-niet`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe(ui.nl.notFound.heading);
    await expect(page.locator('main a[href="/"]').count()).resolves.toBe(1);
    expect(logged.some((l) => l.includes('/bestaat-niet'))).toBe(true);
  });

  it('shows "Profiel niet gevonden" with a way back for an unknown partner', async () => {
    const page = await open();
    const response = await page.goto(`${env.origin}/raspaarden/onbekend`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe(ui.nl.experts.notFound);
    await page.locator('main a[href="/raspaarden"]').click();
    await page.waitForURL(`${env.origin}/raspaarden`);
  });

  it('follows a redirect to its target without leaving the old path in history', async () => {
    const page = await open();
    await page.goto(`${env.origin}/artikelen`);
    await page.goto(`${env.origin}/artikelen/ai-readiness`);
    await page.waitForURL(`${env.origin}/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie`);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/AI/);
    await page.goBack();
    // The stub replaced itself: one step back is the page before it, not the stub.
    await page.waitForURL(`${env.origin}/artikelen`);
  });

  it('loads nothing but the small page script before the visitor reaches for something', async () => {
    const page = await open({ width: 375 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openAtRest(page, `${env.origin}/services/werkpaard`);
    expect(scripts).toHaveLength(1);
    // The phone menu needs no script at all.
    await page.getByRole('button', { name: ui.nl.nav.menu, exact: true }).click();
    await page.locator('#mobile-menu-panel').getByRole('link', { name: ui.nl.nav.experts }).first().waitFor();
    expect(scripts).toHaveLength(1);
    await page.locator('#mobile-menu-panel').getByRole('link', { name: ui.nl.nav.experts }).first().click();
    await page.waitForURL(`${env.origin}/raspaarden`);
  });

  it('hydrates without errors or mismatches', async () => {
    const page = await open({ width: 375 });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await openAtRest(page, `${env.origin}/services/klaar-voor-ai`);
    await page.locator('main button[command="show-modal"]').first().hover();
    await page.locator('[data-island="MtPitchDialog"][data-hydrated]').first().waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
  });

  it('shows an English visitor the English page, and the stored choice wins afterwards', async () => {
    const english = await open({ locale: 'en-GB' });
    await english.goto(`${env.origin}/services/werkpaard`);
    await english.waitForURL(`${env.origin}/en/services/werkpaard`);
    await expect(english.locator('html').getAttribute('lang')).resolves.toBe('en');

    const belgian = await open({ locale: 'fr-BE' });
    await belgian.goto(`${env.origin}/services`);
    await expect(belgian.locator('html').getAttribute('lang')).resolves.toBe('nl');

    const chose = await open({ locale: 'en-GB' });
    await chose.goto(`${env.origin}/en/raspaarden`);
    await chose.locator('a[data-lang-switch="nl"]').click();
    await chose.waitForURL(`${env.origin}/raspaarden`);
    await expect(chose.evaluate(() => localStorage.getItem('lang'))).resolves.toBe('nl');
    await chose.goto(`${env.origin}/en/artikelen`);
    await chose.waitForURL(`${env.origin}/artikelen`);
  });

  it('opens the header menus and the privacy policy without any script', async () => {
    const context = await env.newContext({
      locale: 'nl-NL',
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${env.origin}/`);
    await page.getByRole('button', { name: ui.nl.nav.services }).click();
    await page.locator('#menu-services').getByRole('link', { name: werkpaard }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: ui.nl.footer.privacy }).click();
    await page.getByRole('dialog', { name: privacyTitle('nl') }).waitFor({ state: 'visible' });
  });
});
