import { describe, expect, it } from 'vitest';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { secondaryActionOf, ui } from '../support/copy.ts';
import { audit, auditEveryPage, openForAudit, pagesOf } from '../support/axe.ts';

describe.skipIf(!hasBrowser)('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  const env = siteInBrowser();

  const open = (lang: 'nl' | 'en', width = 1280, contrast = false) => openForAudit(env, lang, width, contrast);

  // The English pages are audited in a11y-english.test.ts, which runs beside this file.
  it('finds no violation on any Dutch page', async () => {
    expect((await pagesOf('nl')).length).toBeGreaterThan(45);
    expect(await auditEveryPage(env, 'nl')).toEqual([]);
  }, 600_000);

  it('finds no violation in high-contrast mode, on a phone, or with a dialog or menu open', async () => {
    const found: string[] = [];
    const contrast = await open('nl', 1280, true);
    for (const p of ['/', '/services/werkpaard', '/raspaarden/mila-hoffmann', '/artikelen']) {
      await contrast.page.goto(env.origin + p);
      expect(await contrast.page.locator('html').getAttribute('data-contrast')).toBe('high');
      for (const v of await audit(contrast.page)) found.push(`contrast ${p}: ${v}`);
    }
    await contrast.close();

    const phone = await open('en', 375);
    await phone.page.goto(`${env.origin}/en/services`);
    await phone.page.getByRole('button', { name: ui.en.nav.menu }).click();
    await phone.page.locator('#mobile-menu-panel').waitFor();
    for (const v of await audit(phone.page)) found.push(`phone menu: ${v}`);
    await phone.close();

    const desktop = await open('nl');
    await desktop.page.goto(`${env.origin}/services/klaar-voor-ai`);
    await desktop.page.getByRole('main').getByRole('button').first().click();
    await desktop.page.getByRole('dialog').getByRole('button', { name: ui.nl.forms.mtSubmit }).click();
    await desktop.page.getByText(ui.nl.messages.mtDateTime).waitFor();
    for (const v of await audit(desktop.page)) found.push(`MT pitch dialog with errors: ${v}`);
    await desktop.page.goto(`${env.origin}/services/dress-uur`);
    await desktop.page.getByRole('button', { name: secondaryActionOf('nl', 'dress-uur') }).click();
    for (const v of await audit(desktop.page)) found.push(`training dialog: ${v}`);
    await desktop.page.goto(`${env.origin}/`);
    await desktop.page.getByRole('button', { name: ui.nl.nav.services }).click();
    for (const v of await audit(desktop.page)) found.push(`services menu: ${v}`);
    await desktop.close();
    expect(found).toEqual([]);
  }, 120_000);
});
