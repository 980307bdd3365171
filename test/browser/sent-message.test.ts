import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { openAtRest } from '../support/page-at-rest.ts';
import { service, site, ui } from '../support/copy.ts';
import { fillMtPitch } from '../support/exercise.ts';

const { forms: f, messages: m } = ui.nl;

/** The contrast ratio of two CSS colours (`rgb(...)`), as WCAG defines it. */
const contrast = (a: string, b: string) => {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Whether a click at the middle of `target` lands on it (not on a backdrop or anything over it). */
const onTop = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && el.contains(hit);
  });

/**
 * A visitor whose browser opens no mail program (headless Chromium opens none): what they wrote
 * stays theirs until they have it.
 */
describe.skipIf(!hasBrowser)('a message sent as a mail draft', () => {
  const env = siteInBrowser();

  const visit = async (path: string, width = 1280): Promise<Page> => {
    const context = await env.newContext({
      locale: 'nl-NL',
      viewport: { width, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await openAtRest(page, env.origin + path);
    return page;
  };

  /** Opens the contact dialog of the werkpaard page with its button, and waits for its code. */
  const openContact = async (page: Page) => {
    await page
      .getByRole('button', { name: service('nl', 'werkpaard').cta.text })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await page.locator('[data-island="ContactDialog"][data-hydrated=""]').first().waitFor({ state: 'attached' });
    return dialog;
  };

  for (const width of [375, 1280])
    it(`keeps the words on screen and in the form opened again until they are closed (${width} px)`, async () => {
      const page = await visit('/services/werkpaard', width);
      let dialog = await openContact(page);
      await dialog.getByLabel(f.name).fill('Anna de Boer');
      await dialog.getByLabel(f.email).fill('anna@example.nl');
      await dialog.getByLabel(f.message).fill('Kunnen we volgende week sparren over onze groei?');
      const draft = page.waitForRequest((r) => r.url().startsWith('mailto:'));
      await dialog.getByRole('button', { name: f.contactSubmit }).click();
      await draft;
      await dialog.waitFor({ state: 'hidden' });

      // The confirmation shows the message itself, with the address and a way to copy it.
      const toast = page.getByTestId('toast');
      await expect(toast.locator('.toast__message').textContent()).resolves.toContain(
        'Kunnen we volgende week sparren over onze groei?',
      );
      await expect(toast.getByRole('link', { name: site.email }).count()).resolves.toBe(1);

      // Nothing opened: the visitor opens the form again to try once more, and finds their words.
      dialog = await openContact(page);
      await expect(dialog.getByLabel(f.message).inputValue()).resolves.toBe(
        'Kunnen we volgende week sparren over onze groei?',
      );
      await expect(dialog.getByLabel(f.name).inputValue()).resolves.toBe('Anna de Boer');
      // The confirmation is over the dialog's backdrop, and its copy button works there.
      const copy = toast.getByRole('button', { name: m.copyMessage });
      await expect(onTop(copy)).resolves.toBe(true);
      await copy.click();
      await toast.getByRole('button', { name: m.copied }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('Kunnen we volgende week sparren over onze groei?');

      // Escape closes the dialog, not the confirmation with the message.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect(toast.locator('.toast__message').isVisible()).resolves.toBe(true);

      // Closed by the visitor, it takes the form's words with it.
      await toast.getByRole('button', { name: f.close }).click();
      await toast.waitFor({ state: 'detached' });
      dialog = await openContact(page);
      await expect(dialog.getByLabel(f.message).inputValue()).resolves.toBe('');
    });

  it("keeps a toast's link and button readable under the pointer and in focus", async () => {
    const page = await visit('/services/werkpaard');
    const dialog = await openContact(page);
    await dialog.getByLabel(f.name).fill('Anna de Boer');
    await dialog.getByLabel(f.email).fill('anna@example.nl');
    await dialog.getByLabel(f.message).fill('Hallo');
    await dialog.getByRole('button', { name: f.contactSubmit }).click();
    const toast = page.getByTestId('toast');
    const background = await toast.evaluate((el) => getComputedStyle(el).backgroundColor);
    for (const action of [
      toast.getByRole('link', { name: site.email }),
      toast.getByRole('button', { name: m.copyMessage }),
    ]) {
      await action.hover();
      const hovered = await action.evaluate((el) => getComputedStyle(el).color);
      expect(contrast(hovered, background), `${await action.textContent()} under the pointer`).toBeGreaterThanOrEqual(
        4.5,
      );
      await action.focus();
      const focused = await action.evaluate((el) => getComputedStyle(el).color);
      expect(contrast(focused, background), `${await action.textContent()} in focus`).toBeGreaterThanOrEqual(4.5);
    }
  });

  for (const width of [375, 1280])
    it(`shows a failed MT pitch request's message beside its send button, not over it (${width} px)`, async () => {
      const page = await visit('/services/klaar-voor-ai', width);
      const dialog = await fillMtPitch(page);
      const send = dialog.getByRole('button', { name: f.mtSubmit });
      await send.click();
      const toast = page.getByTestId('toast');
      await expect(toast.textContent()).resolves.toContain(m.sendFailedTitle);
      await toast.evaluate((el) => el.getAnimations().forEach((a) => a.finish()));
      await send.scrollIntoViewIfNeeded();
      const [button, message] = [(await send.boundingBox())!, (await toast.boundingBox())!];
      const overlap =
        button.x < message.x + message.width &&
        message.x < button.x + button.width &&
        button.y < message.y + message.height &&
        message.y < button.y + button.height;
      expect(overlap, `the message at ${JSON.stringify(message)} covers the button at ${JSON.stringify(button)}`).toBe(
        false,
      );
      await expect(onTop(send)).resolves.toBe(true);
      await expect(onTop(toast.getByRole('link', { name: m.mailRequest }))).resolves.toBe(true);
    });
});
