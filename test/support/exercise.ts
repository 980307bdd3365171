import type { Page } from 'playwright-core';
import { ui } from './copy.ts';

/** What an island is: its name, the page's language and the props it renders, so that tests can skip what they saw. */
const identity = (element: Element) => {
  const island = element.closest('[data-island]');
  const props = island?.nextElementSibling?.textContent ?? '';
  return `${island?.getAttribute('data-island')}:${document.documentElement.lang}:${props}`;
};
/**
 * What a menu or dialog is: the element it opens (with its heading, since request forms' dialogs
 * are named after their island, not their form) or its island's name, and the page's language.
 */
const opens = (element: Element) => {
  const id = element.getAttribute('commandfor') ?? element.getAttribute('popovertarget');
  const heading = id ? document.getElementById(id)?.querySelector('h1, h2, h3')?.textContent : undefined;
  const opened = id ?? element.closest('[data-island]')?.getAttribute('data-island');
  return `${opened}:${heading ?? ''}:${document.documentElement.lang}`;
};

/**
 * Wakes every island of the page whose trigger can be reached, the way a visitor's pointer does.
 * `skip` leaves out islands already seen elsewhere (the same name and props).
 */
export async function wakeIslands(page: Page, skip: (island: string) => boolean = () => false): Promise<void> {
  for (const island of await page.locator('[data-island]').all()) {
    if (skip(await island.evaluate(identity))) continue;
    const target = island.locator('a, button, input').first();
    if (!(await target.count()) || !(await target.isVisible())) continue;
    await target.scrollIntoViewIfNeeded();
    await target.hover();
    await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached', timeout: 10_000 });
  }
}

/**
 * Opens every header menu and every dialog of the page (native and React), submits each form
 * once to show its errors (and toast), opens a date picker's next month, and closes each dialog
 * again. `skip` leaves out menus and dialogs already seen elsewhere. Returns how many dialogs it opened.
 */
export async function openEverything(page: Page, skip: (trigger: string) => boolean = () => false): Promise<number> {
  let opened = 0;
  for (const trigger of await page.locator('button[popovertarget]').all()) {
    if (!(await trigger.isVisible()) || skip(await trigger.evaluate(opens))) continue;
    await trigger.click();
    await page.keyboard.press('Escape');
  }
  const triggers = page.locator(
    'button[commandfor][command="show-modal"], [data-island] button[aria-haspopup="dialog"]',
  );
  for (const trigger of await triggers.all()) {
    if (!(await trigger.isVisible())) continue;
    if (skip(await trigger.evaluate(opens))) continue;
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const dialog = page.locator('dialog[open], [role="dialog"][data-state="open"]').last();
    await dialog.waitFor();
    opened++;
    const next = dialog.locator('.rdp-button_next');
    if (await next.count()) await next.click();
    const submit = dialog.locator('button[type="submit"]');
    if (await submit.count()) {
      await submit.click();
      // Some forms answer with a toast, the MT pitch with its field errors alone.
      await page.locator('[data-testid="toast"]').or(dialog.locator('[aria-invalid="true"]')).first().waitFor();
    }
    await dialog.locator('.dialog__close').first().click();
    await dialog.waitFor({ state: 'hidden' });
  }
  return opened;
}

/** Picks the first day that can be picked next month in the open dialog's calendar. */
export async function pickDay(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.locator('.rdp-button_next').click();
  await dialog.locator('.rdp-day_button:not([disabled])').first().click();
}

/**
 * Opens the MT pitch dialog of the page (its main call to action, as on /services/klaar-voor-ai)
 * and fills in every field as a visitor would, `organisation` as given; returns the dialog.
 */
export async function fillMtPitch(page: Page, organisation = 'Acme BV') {
  const f = ui.nl.forms;
  await page.getByRole('main').getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(f.organizationName).fill(organisation);
  await dialog.getByLabel(f.website).fill('https://www.acme.nl');
  await dialog.getByLabel(f.contactPerson).fill('Anna de Boer');
  await dialog.getByLabel(f.role).fill('CEO');
  await dialog.getByLabel(f.email).fill('anna@acme.nl');
  await dialog.getByLabel(f.phone).fill('+31 6 1234 5678');
  await pickDay(page);
  await dialog.getByLabel(f.meetingTime).selectOption('14:30');
  return dialog;
}
