import type { Locator, Page } from 'playwright-core';
import { ui } from './copy.ts';

/**
 * What each island is: its name, the page's language and the props it renders, so that tests can
 * skip what they saw. Asked for all islands of a page at once: one call instead of one per island.
 */
const identities = (islands: Element[]) =>
  islands.map((island) => {
    const props = island.nextElementSibling?.textContent ?? '';
    return `${island.getAttribute('data-island')}:${document.documentElement.lang}:${props}`;
  });
/**
 * What each menu or dialog is: the element it opens (with its heading, since request forms'
 * dialogs are named after their island, not their form) or its island's name, and the page's
 * language; and whether its trigger can be seen now. Asked for all triggers at once.
 */
const opened = (triggers: Element[]) =>
  triggers.map((element) => {
    const id = element.getAttribute('commandfor') ?? element.getAttribute('popovertarget');
    const heading = id ? document.getElementById(id)?.querySelector('h1, h2, h3')?.textContent : undefined;
    const opens = id ?? element.closest('[data-island]')?.getAttribute('data-island');
    return {
      name: `${opens}:${heading ?? ''}:${document.documentElement.lang}`,
      visible: element.checkVisibility({ visibilityProperty: true }),
    };
  });

/**
 * A `skip` for wakeIslands and openEverything shared by several page visits: each island, menu
 * and dialog is exercised on the first page that has it (the privacy policy is on every page,
 * the same form on many), and passed over on the pages after.
 */
export function firstTimeOnly(): { skip: (step: string) => (what: string) => boolean; readonly count: number } {
  const seen = new Set<string>();
  return {
    skip: (step) => (what) => seen.has(`${step} ${what}`) || !seen.add(`${step} ${what}`),
    /** How many islands, menus and dialogs were exercised so far. */
    get count() {
      return seen.size;
    },
  };
}

/**
 * Wakes every island of the page whose trigger can be reached, the way a keyboard visitor does:
 * its first link, button or field is scrolled to and focused, which is what an island waiting
 * for interaction listens for (focus, like a pointer or a touch); one that waits to be seen wakes
 * as it is scrolled to. All at once, in one call to the page, then waits until each is live.
 * `skip` leaves out islands already seen elsewhere (the same name and props).
 */
export async function wakeIslands(page: Page, skip: (island: string) => boolean = () => false): Promise<void> {
  const islands = page.locator('[data-island]');
  const names = await islands.evaluateAll(identities);
  const wanted = names.flatMap((name, i) => (skip(name) ? [] : [i]));
  const waking = await islands.evaluateAll(async (elements, wanted) => {
    const woken: number[] = [];
    for (const i of wanted) {
      const target = elements[i]!.querySelector<HTMLElement>('a, button, input');
      if (!target?.checkVisibility()) continue;
      target.scrollIntoView({ block: 'center', behavior: 'instant' });
      target.focus();
      woken.push(i);
      // One that waits to be seen is seen when a frame is drawn with it on screen.
      if (elements[i]!.getAttribute('data-hydrate') === 'visible')
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    return woken;
  }, wanted);
  // Told by the page as each island marks itself live, rather than asked on every frame: polling
  // on animation frames kept Chromium making frames all the while it waited.
  await page.evaluate(
    (waking) =>
      new Promise<void>((resolve, reject) => {
        const elements = document.querySelectorAll('[data-island]');
        const live = () => waking.every((i) => elements[i]!.hasAttribute('data-hydrated'));
        if (live()) return resolve();
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error('an island did not wake within 10 s'));
        }, 10_000);
        const observer = new MutationObserver(() => {
          if (!live()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        observer.observe(document.body, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
      }),
    waking,
  );
}

/**
 * Opens every header menu and every dialog of the page (native and React), submits each form
 * once to show its errors (and toast), opens a date picker's next month, and closes each dialog
 * again. `skip` leaves out menus and dialogs already seen elsewhere. Returns how many dialogs it opened.
 */
export async function openEverything(page: Page, skip: (trigger: string) => boolean = () => false): Promise<number> {
  let count = 0;
  // Names and visibility of every trigger in one call to the page each, then only the triggers
  // wanted are touched: asking each of a page's triggers apart cost more than opening the new ones.
  const wanted = async (locator: Locator) => {
    const triggers = await locator.evaluateAll(opened);
    return triggers.flatMap(({ name, visible }, i) => (visible && !skip(name) ? [locator.nth(i)] : []));
  };
  for (const trigger of await wanted(page.locator('button[popovertarget]'))) {
    await trigger.click();
    await page.keyboard.press('Escape');
  }
  const dialogTriggers = page.locator(
    'button[commandfor][command="show-modal"], [data-island] button[aria-haspopup="dialog"]',
  );
  for (const trigger of await wanted(dialogTriggers)) {
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const dialog = page.locator('dialog[open], [role="dialog"][data-state="open"]').last();
    await dialog.waitFor();
    count++;
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
  return count;
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
