import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { pagePaths } from '../../scripts/link-check.ts';
import { redirectTargets, en } from '../support/spec-routes.ts';
import { secondaryActionOf, ui } from '../support/copy.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core's WCAG 2.1 A and AA rules on the page as it is now. */
async function audit(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations: Violation[] = await page.evaluate(async (tags) => {
    const result = await (
      window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }
    ).axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations;
  }, wcag21aa);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

describe.skipIf(!hasBrowser)('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  const env = siteInBrowser();

  const open = async (lang: 'nl' | 'en', width = 1280, contrast = false) => {
    // axe is injected as a script of the test's own, which the pages' policy rightly refuses.
    const context = await env.newContext({
      locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
      viewport: { width, height: 900 },
      bypassCSP: true,
    });
    await context.addInitScript(
      ({ lang, contrast }) => {
        localStorage.setItem('lang', lang);
        if (contrast) localStorage.setItem('contrast', 'high');
      },
      { lang, contrast },
    );
    return { page: await context.newPage(), close: () => context.close() };
  };

  it('finds no violation on any page of either language', async () => {
    const redirects = new Set([...Object.keys(redirectTargets), ...Object.keys(redirectTargets).map(en)]);
    const pages = (await pagePaths(inject('siteDir'))).filter((p) => !redirects.has(p));
    expect(pages.length).toBeGreaterThan(90);
    const found: string[] = [];
    for (const lang of ['nl', 'en'] as const) {
      const { page, close } = await open(lang);
      for (const p of pages.filter((x) => (x === '/en' || x.startsWith('/en/')) === (lang === 'en'))) {
        await page.goto(env.origin + p);
        for (const v of await audit(page)) found.push(`${p}: ${v}`);
      }
      for (const missing of [
        lang === 'nl' ? '/bestaat-niet' : '/en/does-not-exist',
        lang === 'nl' ? '/raspaarden/onbekend' : '/en/raspaarden/unknown',
      ]) {
        await page.goto(env.origin + missing);
        for (const v of await audit(page)) found.push(`${missing}: ${v}`);
      }
      await close();
    }
    expect(found).toEqual([]);
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
