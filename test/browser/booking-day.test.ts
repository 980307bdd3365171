import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { openAtRest } from '../support/page-at-rest.ts';
import { format, ui } from '../support/copy.ts';
import { formatLongDate } from '../../src/lib/format.ts';
import { timeSlots } from '../../src/lib/forms/rules.ts';

const f = ui.nl.forms;

/** The times the select offers, without its placeholder. */
const offered = (select: Locator) =>
  select.evaluate((s: HTMLSelectElement) => [...s.options].map((o) => o.value).filter(Boolean));

describe.skipIf(!hasBrowser)('choosing a day in the booking dialog', () => {
  const env = siteInBrowser();

  /** The booking dialog of De KuhR, opened on a Wednesday at `time` in Amsterdam. */
  const openBooking = async (time: string) => {
    const context = await env.newContext({
      locale: 'nl-NL',
      timezoneId: 'Europe/Amsterdam',
      viewport: { width: 1280, height: 900 },
    });
    // The page's clock reads this moment; its timers run as usual.
    await context.clock.setFixedTime(new Date(`2026-12-02T${time}:00+01:00`));
    const page = await context.newPage();
    await openAtRest(page, `${env.origin}/services/de-kuhr`);
    await page.getByRole('main').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    return { page, dialog, day: (iso: string) => dialog.locator(`.rdp-day[data-day="${iso}"] button`) };
  };

  it('keeps the chosen day chosen when it is clicked again', async () => {
    const { dialog, day } = await openBooking('10:00');
    const chosen = format(f.selectedDate, { date: formatLongDate(new Date(2026, 11, 3), 'nl') });
    await day('2026-12-03').click();
    await dialog.getByText(chosen).waitFor();
    await day('2026-12-03').click();
    await expect(dialog.locator('.rdp-day[data-day="2026-12-03"]').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(dialog.getByText(chosen).isVisible()).resolves.toBe(true);
    await expect(dialog.getByText(f.noDate).count()).resolves.toBe(0);
  });

  it("offers today's times still to come, every time on a later day, and no today once they are past", async () => {
    const { dialog, day } = await openBooking('14:10');
    const time = dialog.getByLabel(f.preferredTime);
    await time.selectOption('09:00');
    await day('2026-12-02').click();
    expect(await offered(time)).toEqual(timeSlots.filter((slot) => slot > '14:10'));
    // The time chosen before is past on the day chosen now: it is no choice any more.
    await expect(time.inputValue()).resolves.toBe('');
    await day('2026-12-03').click();
    expect(await offered(time)).toEqual(timeSlots);

    const late = await openBooking('17:05');
    await expect(late.day('2026-12-02').isDisabled()).resolves.toBe(true);
    await expect(late.day('2026-12-03').isDisabled()).resolves.toBe(false);
  });
});
