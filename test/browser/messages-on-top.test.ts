import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { openAtRest } from '../support/page-at-rest.ts';
import { holdScripts, isOnTop, onTopAfterScrolling } from '../support/what-people-see.ts';
import { format, secondaryActionOf, service, site, ui } from '../support/copy.ts';
import { fillMtPitch } from '../support/exercise.ts';
import { parseMailto } from '../../src/lib/mailto.ts';

const { forms: f, messages: m, errors: e } = ui.nl;
const widths = [375, 768, 1280];
const emailjs = 'https://api.emailjs.com/api/v1.0/email/send';

/**
 * Every message a visitor needs is on top of what they are doing and leads somewhere: a toast over
 * an open dialog, the MT pitch's failures with a mail link that carries the request, a sent form's
 * message to copy when no mail program opens, a dialog whose code failed, a form sent too early.
 */
describe.skipIf(!hasBrowser)('messages on top', () => {
  const env = siteInBrowser();

  /** A visitor at `width` px; `automated()` in the page decides whether the browser admits to being automated. */
  const visit = async (path: string, width = 1280) => {
    const context = await env.newContext({ locale: 'nl-NL', viewport: { width, height: 800 } });
    // The e-mail service refuses automated browsers (451): the page says per test whether this is one.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', {
        get: () => (window as { automated?: boolean }).automated === true,
      }),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openAtRest(page, env.origin + path);
    return { page, context, errors };
  };

  /**
   * What keeps a visitor from reading and closing the toast on screen: it must lie inside the
   * window, fully drawn, with its title, its text, each action and its close button on top.
   */
  const toastProblems = async (toast: Locator): Promise<string[]> => {
    await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const problems: string[] = [];
    const box = (await toast.boundingBox())!;
    const { width, height } = toast.page().viewportSize()!;
    if (box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height)
      problems.push(`outside the window ${JSON.stringify(box)}`);
    const parts = toast.locator('.toast__title, .toast__description, .toast__action, .toast__close');
    for (const part of await parts.all())
      if (!(await isOnTop(part))) problems.push(`covered: ${await part.evaluate((p) => p.className)}`);
    return problems;
  };

  /** Closes the toast with its button, which must leave the dialog open. */
  const closeToast = async (page: Page, toast: Locator) => {
    await toast.locator('.toast__close').click();
    await toast.waitFor({ state: 'detached' });
    expect(await page.locator('dialog[open]').count()).toBe(1);
  };

  const formDialogs = [
    {
      name: 'contact',
      path: '/services/werkpaard',
      button: service('nl', 'werkpaard').cta.text,
      says: m.requiredTitle,
    },
    { name: 'booking', path: '/services/los-gaan', button: /.+/, says: m.requiredTitle },
    { name: 'workshop', path: '/services/ikigai-journey', button: /.+/, says: m.requiredTitle },
    { name: 'business case', path: '/services/de-wedstrijd', button: secondaryActionOf('nl', 'de-wedstrijd') },
    { name: 'AI assessment', path: '/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie', button: /.+/ },
  ];
  const triggerOf = (page: Page, button: string | RegExp) =>
    page.locator('main button[command="show-modal"]').filter({ hasText: button }).first();

  it('shows a validation toast on top of every form dialog at 375, 768 and 1280 px, and closes it', async () => {
    const { page, errors } = await visit('/');
    const problems: string[] = [];
    for (const d of formDialogs) {
      await page.goto(env.origin + d.path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await triggerOf(page, d.button).click();
        const dialog = page.locator('dialog[open]');
        await dialog.locator('button[type="submit"]').click();
        const toast = page.getByTestId('toast');
        await toast.waitFor();
        if (d.says) expect(await toast.locator('.toast__title').textContent()).toBe(d.says);
        problems.push(...(await toastProblems(toast)).map((p) => `${d.name} at ${width} px: ${p}`));
        await closeToast(page, toast);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('explains each MT pitch failure on top, with a mail link carrying the request, keeping every field', async () => {
    const { page } = await visit('/services/klaar-voor-ai');
    let answer: number | 'network' = 0;
    let requests = 0;
    await page.route(emailjs, async (route) => {
      requests++;
      if (answer === 'network') await route.abort('internetdisconnected');
      else await route.fulfill({ status: answer, body: 'Refused' });
    });
    const failures: [number | 'network' | 'automated', string][] = [
      ['automated', m.sendHeadless],
      [403, m.sendBlocked],
      [429, m.sendRateLimited],
      [500, m.sendServerError],
      ['network', m.sendNetwork],
    ];
    const dialog = await fillMtPitch(page);
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const [failure, message] of failures) {
        await page.evaluate((automated) => {
          (window as { automated?: boolean }).automated = automated;
          // Each attempt is a first one for the e-mail service's throttle.
          localStorage.clear();
        }, failure === 'automated');
        if (failure !== 'automated') answer = failure;
        const before = requests;
        await dialog.getByRole('button', { name: f.mtSubmit }).click();
        const toast = page.getByTestId('toast');
        await toast.getByText(m.sendFailedTitle).waitFor();
        expect(await toast.locator('.toast__description').textContent()).toBe(
          format(message, { email: site.email, seconds: site.emailjs.throttleSeconds }),
        );
        expect(requests - before).toBe(failure === 'automated' ? 0 : 1);
        problems.push(...(await toastProblems(toast)).map((p) => `${failure} at ${width} px: ${p}`));
        const link = toast.getByRole('link', { name: m.mailRequest });
        const draft = parseMailto((await link.getAttribute('href'))!);
        expect(draft.to).toBe(site.email);
        expect(draft.subject).toBe('URGENT: MT Pitch Aanvraag - Acme BV');
        expect(draft.body).toContain('Contactpersoon: Anna de Boer (CEO)');
        expect(draft.body).toContain('Gewenste tijd: 14:30');
        if (failure === 'network' && width === 375) {
          // The link works: tapping it opens the mail draft.
          const opened = page.waitForRequest((r: Request) => r.url().startsWith('mailto:'));
          await link.click();
          expect(parseMailto((await opened).url()).body).toBe(draft.body);
        }
        await closeToast(page, toast);
        await expect(dialog.getByLabel(f.organizationName).inputValue()).resolves.toBe('Acme BV');
        await expect(dialog.getByLabel(f.phone).inputValue()).resolves.toBe('+31 6 1234 5678');
        await expect(dialog.getByLabel(f.meetingTime).inputValue()).resolves.toBe('14:30');
        await expect(dialog.locator('.field__hint[aria-live]').textContent()).resolves.toMatch(/\d{4}$/);
      }
    }
    expect(problems).toEqual([]);
    // The throttle the message names is the one the site sets.
    expect(m.sendRateLimited).toContain('{seconds}');
  });

  it('lets a visitor whose browser opens no mail program copy the whole message and reach the address', async () => {
    const { page, context } = await visit('/services/werkpaard', 375);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.origin });
    await triggerOf(page, service('nl', 'werkpaard').cta.text).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel(f.name).fill('Anna de Boer');
    await dialog.getByLabel(f.email).fill('anna@example.nl');
    await dialog.getByLabel(f.message).fill('Kunnen we sparren over onze groei?\nGraag deze week.');
    const opened = page.waitForRequest((r: Request) => r.url().startsWith('mailto:'));
    await dialog.getByRole('button', { name: f.contactSubmit }).click();
    const draft = parseMailto((await opened).url());
    // Nothing opened a mail program here; the confirmation still holds everything.
    const toast = page.getByTestId('toast');
    await toast.getByText(m.mailOpeningTitle).waitFor();
    expect(await toastProblems(toast)).toEqual([]);
    const address = toast.getByRole('link', { name: site.email });
    expect(await address.getAttribute('href')).toBe(`mailto:${site.email}`);
    await toast.getByRole('button', { name: m.copyMessage }).click();
    await toast.getByRole('button', { name: m.copied }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${m.copySubject}: ${draft.subject}\n\n${draft.body}`);
    expect(copied).toContain('Graag deze week.');
  });

  it('says the Spring dan! form opened in a new tab and what happens after it is sent', async () => {
    const { page, context } = await visit('/services/spring-dan', 375);
    await context.route(`${site.intakeFormUrl}**`, (route) => route.fulfill({ body: 'intake' }));
    await triggerOf(page, secondaryActionOf('nl', 'spring-dan')).click();
    const tab = context.waitForEvent('page');
    await page.locator('dialog[open]').getByRole('link', { name: /.+/ }).last().click();
    await tab;
    const toast = page.getByTestId('toast');
    await toast.getByText(m.intakeSentTitle).waitFor();
    expect(await toast.locator('.toast__description').textContent()).toBe(m.intakeSent);
    expect(`${m.intakeSentTitle} ${m.intakeSent}`).not.toMatch(/verzonden/i);
  });

  it('shows a notice with a mail link inside an open dialog whose code cannot be loaded', async () => {
    const context = await env.newContext({ locale: 'nl-NL', viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.route(/\/assets\/chunks\/MtPitchDialog-.+\.js$/, (route) => route.abort());
    await openAtRest(page, `${env.origin}/services/klaar-voor-ai`);
    await page.getByRole('main').getByRole('button').first().click();
    const dialog = page.locator('dialog[open]');
    const notice = dialog.getByRole('alert').filter({ hasText: e.loadFailedTitle });
    await notice.waitFor();
    expect(await onTopAfterScrolling(notice)).toBe(true);
    const mail = notice.getByRole('link', { name: site.email });
    expect(await mail.getAttribute('href')).toBe(`mailto:${site.email}`);
    expect(await isOnTop(mail)).toBe(true);
  });

  it('sends the contact form pressed before its code arrived once the code is there, with what was typed', async () => {
    const context = await env.newContext({ locale: 'nl-NL', viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const chunks = await holdScripts(page, /\/assets\/chunks\/.+\.js$/);
    await page.goto(`${env.origin}/#contact`);
    const form = page.locator('#contact form');
    await form.getByLabel(f.name).fill('Anna de Boer');
    await form.getByLabel(f.email).fill('anna@example.nl');
    await form.getByLabel(f.message).fill('Bel me gerust.');
    await form.getByRole('button', { name: f.contactSubmit }).click();
    expect(await page.locator('[data-island="ContactForm"][data-hydrated]').count()).toBe(0);
    expect(page.url()).toBe(`${env.origin}/#contact`);
    const opened = page.waitForRequest((r: Request) => r.url().startsWith('mailto:'));
    chunks.release();
    const draft = parseMailto((await opened).url());
    expect(draft.subject).toBe(format(f.contactSubject, { name: 'Anna de Boer' }));
    expect(draft.body).toContain(`${f.email}: anna@example.nl`);
    expect(draft.body).toContain(`${f.message}: Bel me gerust.`);
  });
});
