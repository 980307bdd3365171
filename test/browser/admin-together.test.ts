/**
 * Two tabs of the editing screen on one entry, as two editors (or one with two tabs) work: the
 * first save goes through; the second, from a tab that opened the entry before it, is refused in
 * Dutch instead of silently writing back the older copy, and offers the other version and a
 * reload. Decap's real code in Chromium, the dev server's local backend over a copy of content/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { openScreenOnCopy, screenshots, type ScreenOnCopy } from '../support/admin-screen.ts';

describe.skipIf(!hasBrowser)('two tabs saving the same entry', () => {
  let screen: ScreenOnCopy;

  beforeAll(async () => {
    screen = await openScreenOnCopy();
  });
  afterAll(() => screen?.close());

  /** The control of the field labelled `label` on `page`. */
  const field = async (page: Page, label: string): Promise<Locator> => {
    const labels = page.locator('label').filter({ hasText: new RegExp(`^${label}( \\(optioneel\\))?$`) });
    await labels.first().waitFor();
    return page.locator(`[id="${await labels.first().getAttribute('for')}"]`);
  };
  const save = async (page: Page) => {
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click({ timeout: 30_000 });
    await page.getByText('Opslaan in de bestanden van de site', { exact: true }).click({ timeout: 10_000 });
  };
  const openEntry = async (page: Page) => {
    await page.goto(`${screen.server.url}/admin#/collections/services/entries/werkpaard`);
    await (await field(page, 'Ondertitel')).waitFor();
    await page
      .getByText(/^Opgeslagen$/i)
      .first()
      .waitFor();
  };

  it(
    'refuses the second save in Dutch, keeps the first, and shows the other version',
    { timeout: 240_000 },
    async () => {
      const file = path.join(screen.contentDir, 'services/werkpaard.nl.md');
      const a = screen.page;
      const b = await screen.context.newPage();
      const errors: string[] = [];
      b.on('pageerror', (error) => errors.push(error.message));
      await openEntry(a);
      await openEntry(b);

      // Tab A saves a new subtitle.
      const subtitleA = 'Een ervaren bouwer die maandenlang met je team meewerkt';
      await (await field(a, 'Ondertitel')).fill(subtitleA);
      await save(a);
      await expect.poll(() => readFile(file, 'utf8'), { timeout: 30_000 }).toContain(`subtitle: "${subtitleA}"`);

      // Tab B, opened before A saved, changes the title and saves: refused, A's subtitle kept.
      await (await field(b, 'Titel')).fill('Werkpaard op de lange termijn');
      await save(b);
      const dialog = b.getByRole('alertdialog', { name: 'Niet opgeslagen: dit item is intussen gewijzigd' });
      await dialog.waitFor({ timeout: 30_000 });
      await expect.poll(() => dialog.innerText()).toContain('in een ander tabblad');
      const onDisk = await readFile(file, 'utf8');
      expect(onDisk).toContain(`subtitle: "${subtitleA}"`);
      expect(onDisk).not.toContain('Werkpaard op de lange termijn');
      // Decap's own notice says it too, in the same words.
      await b
        .getByText(/^Niet opgeslagen\. Dit item is gewijzigd sinds je het opende/)
        .first()
        .waitFor();

      // The other version: A's subtitle as saved, B's title as not saved.
      await dialog.getByRole('button', { name: 'Bekijk de andere versie' }).click();
      await dialog.getByText('Alleen in de andere versie (opgeslagen):').waitFor();
      expect(await dialog.innerText()).toContain(subtitleA);
      expect(await dialog.innerText()).toContain('title: "Werkpaard op de lange termijn"');
      await b.screenshot({ path: path.join(screenshots, 'admin-conflict-1280.png') });

      // Reloading shows A's version in the form; B's change, made again, then saves with A's kept.
      // The browser asks whether to leave a form with changes (yes: they are not saved anyway), and
      // Decap then offers its backup of them (no: the other version is the one to go on from).
      b.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()));
      // The form then shows the saved version (A's subtitle), which only a reload brings in.
      await dialog.getByRole('button', { name: 'Opnieuw laden' }).click();
      await expect.poll(async () => (await field(b, 'Ondertitel')).inputValue(), { timeout: 30_000 }).toBe(subtitleA);
      await (await field(b, 'Titel')).fill('Werkpaard op de lange termijn');
      await save(b);
      await expect
        .poll(() => readFile(file, 'utf8'), { timeout: 30_000 })
        .toContain('title: "Werkpaard op de lange termijn"');
      const both = await readFile(file, 'utf8');
      expect(both).toContain(`subtitle: "${subtitleA}"`);
      expect(both).toContain('title: "Werkpaard op de lange termijn"');
      expect(errors).toEqual([]);
    },
  );
});
