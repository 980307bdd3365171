import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { openBrowser, contextsPerTest, type FileBrowser } from '../support/site-in-browser.ts';
import { serveWithScriptHeldBack } from '../support/held-back-site.ts';
import { parseMailto } from '../../src/lib/mailto.ts';
import { site, ui } from '../support/copy.ts';

const { forms: f } = ui.nl;

/** Every form of the site, on a page that has it (the intake dialog has none: it links to an outside form). */
const forms = [
  { island: 'ContactForm', path: '/' },
  { island: 'ContactDialog', path: '/services/werkpaard' },
  { island: 'BookingDialog', path: '/services/de-kuhr' },
  { island: 'WorkshopDialog', path: '/services/ikigai-journey' },
  { island: 'BusinessCaseDialog', path: '/services/de-wedstrijd' },
  { island: 'MtPitchDialog', path: '/services/klaar-voor-ai' },
  { island: 'ContactDialog', path: '/en/services/werkpaard' },
  { island: 'AssessmentDialog', path: '/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie' },
];

/**
 * A visitor on a slow connection: the page is on screen and its dialogs open while the page's
 * script is still on its way (the server holds it back until the test lets it go). Whatever they
 * press before it arrives is answered once it has, and the page goes on working.
 */
describe.skipIf(!hasBrowser)('a press made before the page script has arrived', () => {
  let browser: FileBrowser;
  let server: Awaited<ReturnType<typeof serveWithScriptHeldBack>>;
  const newContext = contextsPerTest(() => browser);
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens `path` with its script held back; returns the page once the browser is waiting for the script. */
  const openHeldBack = async (path: string): Promise<Page> => {
    server = await serveWithScriptHeldBack(inject('siteDir'));
    const locale = path.startsWith('/en') ? 'en-GB' : 'nl-NL';
    const context = await newContext({ locale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(server.origin + path, { waitUntil: 'commit' });
    await expect.poll(() => server.held).toBe(1);
    return page;
  };

  /** The form of `island`, opened the way a visitor opens it (its dialog's button, or on the page). */
  const openForm = async (page: Page, island: string) => {
    const root = page.locator(`[data-island="${island}"]`).first();
    const trigger = root.locator('button[commandfor]').first();
    if (await trigger.count()) await trigger.click();
    const form = root.locator('form');
    await form.waitFor({ state: 'visible' });
    return form;
  };

  it('sends the contact dialog typed and sent before the script came, as one mail draft', async () => {
    try {
      const page = await openHeldBack('/services/werkpaard');
      const form = await openForm(page, 'ContactDialog');
      await form.getByLabel(f.name).fill('Anna de Boer');
      await form.getByLabel(f.email).fill('anna@example.nl');
      await form.getByLabel(f.message).fill('Graag een gesprek over onze groei.');
      const draft = page.waitForRequest((r) => r.url().startsWith('mailto:'), { timeout: 20_000 });
      await form.getByRole('button', { name: f.contactSubmit }).click();
      // The press came before any script: nothing may have been sent yet.
      expect(await page.locator('[data-hydrated]').count()).toBe(0);
      server.release();
      const mail = parseMailto((await draft).url());
      expect(mail.to).toBe(site.email);
      expect(mail.body).toContain('Graag een gesprek over onze groei.');
      // And the page goes on working: its islands wake as before.
      await page.locator('[data-island="ContactDialog"][data-hydrated=""]').waitFor({ state: 'attached' });
    } finally {
      await server.close();
    }
  });

  for (const { island, path } of forms)
    it(`answers an early press on the ${island} form at ${path} once the script is there`, async () => {
      try {
        const page = await openHeldBack(path);
        const form = await openForm(page, island);
        await form.locator('button[type="submit"]').click();
        // A second press while the script is still away is kept as well, not sent by the browser.
        await form.locator('button[type="submit"]').click();
        server.release();
        // The empty form is answered as the spec says: its missing fields are marked, or a toast says what is wrong.
        await page
          .locator(`[data-island="${island}"] [aria-invalid="true"], [data-testid="toast"]`)
          .first()
          .waitFor({ state: 'attached', timeout: 20_000 });
        await expect(page.locator(`[data-island="${island}"]`).first().getAttribute('data-hydrated')).resolves.toBe('');
      } finally {
        await server.close();
      }
    });
});
