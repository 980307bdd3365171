import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { openAtRest } from '../support/page-at-rest.ts';
import { parseMailto } from '../../src/lib/mailto.ts';
import { dialogs, format, secondaryActionOf, service, site, ui } from '../support/copy.ts';
import { fillMtPitch, pickDay } from '../support/exercise.ts';

const emailjs = 'https://api.emailjs.com/api/v1.0/email/send';

// The words of the forms, as the content has them: a test finds a field or button by them.
const { forms: f, messages: m } = ui.nl;
const { forms: fEn, messages: mEn } = ui.en;

/** The kind of service a booking is for, as the service's page gives it to its booking dialog. */
const bookedService = (slug: string) => {
  const cta = service('nl', slug).cta;
  if (cta.type !== 'booking') throw new Error(`${slug} books no appointment`);
  return cta.serviceType;
};

describe.skipIf(!hasBrowser)('forms and dialogs in a browser', () => {
  const env = siteInBrowser();

  /** A fresh visitor; `human` hides that the browser is automated, as the e-mail service checks for that. */
  const visit = async (path: string, { lang = 'nl', width = 1280, human = false } = {}) => {
    const context = await env.newContext({
      locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
      viewport: { width, height: 900 },
    });
    if (human)
      await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openAtRest(page, env.origin + path);
    return { page, errors, close: () => context.close() };
  };

  /** Waits for the mail draft the page opens, and reads it. */
  const mailDraft = (page: Page) =>
    page.waitForRequest((r: Request) => r.url().startsWith('mailto:')).then((r) => parseMailto(r.url()));
  const toast = (page: Page) => page.getByTestId('toast');

  it('sends the home contact form as a mail draft after the spec checks', async () => {
    const { page, errors, close } = await visit('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.locator('#contact form');
    const submit = form.getByRole('button', { name: f.contactSubmit });
    await page.locator('[data-island="ContactForm"][data-hydrated]').waitFor({ state: 'attached' });
    await submit.click();
    await expect(toast(page).textContent()).resolves.toContain(m.requiredTitle);
    await expect(toast(page).textContent()).resolves.toContain(m.contactRequired);
    await expect(form.getByLabel(f.name).getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByLabel(f.name).fill('Anna de Boer');
    await expect(form.getByLabel(f.name).getAttribute('aria-invalid')).resolves.toBeNull();
    await form.getByLabel(f.email).fill('anna@');
    await form.getByLabel(f.message).fill('Kunnen we sparren over onze groei?\nGraag deze week.');
    await submit.click();
    await expect(toast(page).textContent()).resolves.toContain(m.invalidEmailTitle);
    await expect(form.getByLabel(f.message).inputValue()).resolves.toContain('sparren');

    await form.getByLabel(f.email).fill('anna@example.nl');
    await form.getByLabel(f.company).fill('Acme & Zonen');
    const draft = mailDraft(page);
    await submit.click();
    const mail = await draft;
    expect(mail.to).toBe(site.email);
    expect(mail.subject).toBe(format(f.contactSubject, { name: 'Anna de Boer' }));
    expect(mail.body).toContain(`${f.name}: Anna de Boer\n${f.email}: anna@example.nl\n${f.company}: Acme & Zonen`);
    expect(mail.body).toContain(`${f.message}: Kunnen we sparren over onze groei?\nGraag deze week.`);
    await expect(toast(page).textContent()).resolves.toContain(m.mailOpeningTitle);
    // The words stay in the form until the visitor closes the confirmation that holds them too.
    await expect(form.getByLabel(f.name).inputValue()).resolves.toBe('Anna de Boer');
    await toast(page).getByRole('button', { name: f.close }).click();
    await expect(form.getByLabel(f.name).inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the contact dialog with the keyboard, traps focus, closes on Escape and returns focus', async () => {
    const { page, close } = await visit('/en/services', { lang: 'en', width: 375 });
    const trigger = page.getByRole('button', { name: ui.en.services.ctaButton }).last();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await expect(dialog.getByRole('heading').first().textContent()).resolves.toBe(fEn.contactTitle);
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await trigger.click();
    await dialog.getByLabel(fEn.name).fill('Sam Taylor');
    await dialog.getByLabel(fEn.email).fill('sam@example.co.uk');
    await dialog.getByLabel(fEn.message).fill('Hello');
    const draft = mailDraft(page);
    await dialog.getByRole('button', { name: fEn.contactSubmit }).click();
    expect((await draft).subject).toBe(format(fEn.contactSubject, { name: 'Sam Taylor' }));
    await dialog.waitFor({ state: 'hidden' });
    await expect(toast(page).textContent()).resolves.toContain(mEn.mailOpening);
    await close();
  });

  it('closes a dialog with a click on the overlay', async () => {
    const { page, close } = await visit('/services/werkpaard');
    await page
      .getByRole('button', { name: service('nl', 'werkpaard').cta.text })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await page.mouse.click(10, 450);
    await dialog.waitFor({ state: 'hidden' });
    await close();
  });

  it('books an appointment with the service type, a Dutch phone number and a future date', async () => {
    const { page, close } = await visit('/services/de-kuhr');
    await page.getByRole('main').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    // Past days cannot be chosen.
    const yesterday = new Date(Date.now() - 86_400_000);
    if (yesterday.getMonth() === new Date().getMonth()) {
      await expect(
        dialog.locator(`.rdp-day[data-day="${yesterday.toLocaleDateString('en-CA')}"] button`).isDisabled(),
      ).resolves.toBe(true);
    }
    await dialog.getByLabel(f.name).fill('Anna de Boer');
    await dialog.getByLabel(f.phone).fill('12345');
    await dialog.getByLabel(f.email).fill('anna@example.nl');
    await dialog.getByLabel(f.preferredTime).selectOption('10:30');
    await dialog.getByRole('button', { name: f.bookingSubmit }).click();
    await expect(toast(page).textContent()).resolves.toContain(m.bookingRequired);
    await pickDay(page);
    await dialog.getByRole('button', { name: f.bookingSubmit }).click();
    await expect(toast(page).textContent()).resolves.toContain(m.invalidPhoneTitle);
    await expect(dialog.getByLabel(f.name).inputValue()).resolves.toBe('Anna de Boer');
    await dialog.getByLabel(f.phone).fill('06 12 34 56 78');
    const draft = mailDraft(page);
    await dialog.getByRole('button', { name: f.bookingSubmit }).click();
    const mail = await draft;
    const serviceType = bookedService('de-kuhr');
    expect(mail.subject).toBe(format(f.bookingSubject, { service: serviceType, name: 'Anna de Boer' }));
    expect(mail.body).toContain(`${f.mailService}: ${serviceType}`);
    expect(mail.body).toContain(`${f.phone}: 06 12 34 56 78`);
    const date = mail.body.split('\n').find((line) => line.startsWith(`${f.date}: `));
    expect(date?.slice(f.date.length + 2)).toMatch(/^\w+dag \d+ \w+ \d{4}$/);
    expect(mail.body).toContain(`${f.preferredTime}: 10:30`);
    await dialog.waitFor({ state: 'hidden' });
    await close();
  });

  it('asks for at least 6 participants for an IKIGAI workshop, in English too', async () => {
    const { page, close } = await visit('/en/services/ikigai-journey', { lang: 'en' });
    await page.getByRole('main').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.evaluate((d) => getComputedStyle(d).maxWidth)).resolves.toBe('600px');
    await dialog.getByLabel(fEn.contactName).fill('Sam');
    await dialog.getByLabel(fEn.phone).fill('0612345678');
    await dialog.getByLabel(fEn.email).fill('sam@example.com');
    await dialog.getByLabel(fEn.participants).fill('5');
    await dialog.getByLabel(fEn.location).fill('Utrecht');
    await dialog.getByLabel(fEn.preferredTime).selectOption('09:00');
    await pickDay(page);
    await dialog.getByRole('button', { name: fEn.workshopSubmit }).click();
    await expect(toast(page).textContent()).resolves.toContain(mEn.participantsTitle);
    await dialog.getByLabel(fEn.participants).fill('12');
    const draft = mailDraft(page);
    await dialog.getByRole('button', { name: fEn.workshopSubmit }).click();
    const mail = await draft;
    expect(mail.subject).toBe(format(fEn.workshopSubject, { organisation: 'Sam' }));
    expect(mail.body).toContain(`${fEn.participants}: 12`);
    await expect(toast(page).textContent()).resolves.toContain(mEn.workshopOpeningTitle);
    await close();
  });

  it('sends a business case as a mail draft and clears the form once its confirmation is closed', async () => {
    const { page, close } = await visit('/services/de-wedstrijd');
    const open = () =>
      page
        .getByRole('main')
        .getByRole('button', { name: secondaryActionOf('nl', 'de-wedstrijd') })
        .first()
        .click();
    await open();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(f.name).fill('Anna');
    await dialog.getByLabel(f.email).fill('anna@example.nl');
    await dialog.getByLabel(f.description).fill('Een platform voor lokale energie.');
    const draft = mailDraft(page);
    await dialog.getByRole('button', { name: f.businessCaseSubmit }).click();
    expect((await draft).body).toContain(`${f.description}: Een platform voor lokale energie.`);
    await expect(toast(page).textContent()).resolves.toContain(m.businessCaseSentTitle);
    await open();
    await expect(page.getByRole('dialog').getByLabel(f.name).inputValue()).resolves.toBe('Anna');
    await toast(page).getByRole('button', { name: f.close }).click();
    await expect(page.getByRole('dialog').getByLabel(f.name).inputValue()).resolves.toBe('');
    await close();
  });

  describe('the MT pitch request', () => {
    const fill = (page: Page) => fillMtPitch(page, '  Acme BV ');

    it('shows every field error in red, clears it on edit, and checks the input types', async () => {
      const { page, close } = await visit('/services/klaar-voor-ai');
      await page.getByRole('main').getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.evaluate((d) => getComputedStyle(d).maxWidth)).resolves.toBe('600px');
      await expect(dialog.getByLabel(f.website).getAttribute('type')).resolves.toBe('url');
      await expect(dialog.getByLabel(f.email).getAttribute('type')).resolves.toBe('email');
      await expect(dialog.getByLabel(f.phone).getAttribute('type')).resolves.toBe('tel');
      const slots = await dialog.getByLabel(f.meetingTime).locator('option:not([value=""])').allTextContents();
      expect(slots[0]).toBe('09:00');
      expect(slots.at(-1)).toBe('17:00');
      expect(slots).toHaveLength(17);
      await dialog.getByLabel(f.organizationName).fill('A');
      await dialog.getByRole('button', { name: f.mtSubmit }).click();
      const error = dialog.getByText(m.mtOrganizationMin);
      await error.waitFor();
      await expect(error.evaluate((e) => getComputedStyle(e).color)).resolves.toBe('rgb(180, 35, 24)');
      await dialog.getByText(m.mtDateTime).waitFor();
      await dialog.getByText(m.mtWebsite).waitFor();
      await dialog.getByLabel(f.organizationName).fill('Acme');
      await error.waitFor({ state: 'detached' });
      // Weekends are disabled.
      const weekend = dialog.locator('.rdp-day:not(.rdp-outside) button').filter({ hasText: /^\d+$/ });
      const disabledDays = await weekend.evaluateAll((buttons) =>
        buttons
          .filter((b) => {
            const d = new Date((b.parentElement as HTMLElement).dataset.day!);
            return d.getDay() === 0 || d.getDay() === 6;
          })
          .every((b) => (b as HTMLButtonElement).disabled),
      );
      expect(disabledDays).toBe(true);
      await close();
    });

    it('sends the template parameters to the e-mail service, then opens the Dutch mail draft', async () => {
      const { page, close } = await visit('/services/klaar-voor-ai', { human: true });
      let sent: Record<string, unknown> | undefined;
      await page.route(emailjs, async (route) => {
        sent = route.request().postDataJSON();
        await route.fulfill({ status: 200, body: 'OK' });
      });
      const dialog = await fill(page);
      await dialog.getByLabel(f.additionalInfo).fill('Graag met het hele MT.');
      const draft = mailDraft(page);
      await dialog.getByRole('button', { name: f.mtSubmit }).click();
      const mail = await draft;
      expect(sent).toMatchObject({
        lib_version: expect.any(String),
        user_id: 'paardensprong-public-key',
        service_id: 'service_paardensprong',
        template_id: 'template_mt_pitch',
      });
      const params = sent!.template_params as Record<string, string>;
      expect(params.to_email).toBe(site.email);
      expect(params.subject).toBe('URGENT: MT Pitch Aanvraag - Acme BV');
      expect(params.organization_name).toBe('Acme BV');
      expect(params.website).toBe('https://www.acme.nl');
      expect(params.contact_person).toBe('Anna de Boer');
      expect(params.role).toBe('CEO');
      expect(params.email).toBe('anna@acme.nl');
      expect(params.phone).toBe('+31 6 1234 5678');
      expect(params.meeting_date).toMatch(/^(maandag|dinsdag|woensdag|donderdag|vrijdag) \d{1,2} \w+ \d{4}$/);
      expect(params.meeting_time).toBe('14:30');
      expect(params.additional_info).toBe('Graag met het hele MT.');
      expect(params.submitted_at).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
      expect(mail.subject).toBe('URGENT: MT Pitch Aanvraag - Acme BV');
      expect(mail.body).toContain('Contactpersoon: Anna de Boer (CEO)');
      expect(mail.body).toContain('Programma: 30 minuten actieve AI-readiness pitch');
      expect(mail.body).toContain(`Gewenste datum: ${params.meeting_date}`);
      await expect(toast(page).textContent()).resolves.toContain(m.mtSentTitle);
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('main').getByRole('button').first().click();
      await expect(page.getByRole('dialog').getByLabel(f.organizationName).inputValue()).resolves.toBe('');
      await close();
    });

    it('fills in the default text when there is no additional information', async () => {
      const { page, close } = await visit('/services/klaar-voor-ai', { human: true });
      let params: Record<string, string> = {};
      await page.route(emailjs, async (route) => {
        params = route.request().postDataJSON().template_params;
        await route.fulfill({ status: 200, body: 'OK' });
      });
      const dialog = await fill(page);
      await dialog.getByRole('button', { name: f.mtSubmit }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(params.additional_info).toBe('Geen aanvullende informatie opgegeven');
      await close();
    });

    it('sends the consultancy one Dutch request from the English page too', async () => {
      const { page, close } = await visit('/en/services/klaar-voor-ai', { lang: 'en', human: true });
      let params: Record<string, string> = {};
      await page.route(emailjs, async (route) => {
        params = route.request().postDataJSON().template_params;
        await route.fulfill({ status: 200, body: 'OK' });
      });
      await page.getByRole('main').getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      const field = (name: string) => dialog.locator(`[name="${name}"]`);
      await field('organizationName').fill('Acme Ltd');
      await field('website').fill('https://www.acme.example');
      await field('contactPerson').fill('Anna Baker');
      await field('role').fill('CEO');
      await field('email').fill('anna@acme.example');
      await field('phone').fill('+44 20 7946 0000');
      await pickDay(page);
      await field('time').selectOption('10:00');
      const draft = mailDraft(page);
      await dialog.locator('button[type="submit"]').click();
      const mail = await draft;
      expect(params.additional_info).toBe('Geen aanvullende informatie opgegeven');
      expect(mail.body).toContain('Programma: 30 minuten actieve AI-readiness pitch');
      expect(mail.body).toMatch(/Gewenste datum: (maandag|dinsdag|woensdag|donderdag|vrijdag) /);
      // Nothing English in the mail to the consultancy.
      expect(mail.body).not.toMatch(/\b(interactive|provided|additional|the|and)\b/i);
      // What the visitor reads stays in the page's language.
      const said = await toast(page).textContent();
      expect(said).toContain(mEn.mtSentTitle);
      expect(said).toContain(mEn.mtMailOpening);
      expect(said).not.toMatch(/\b(aanvraag|wordt|geopend)\b/i);
      await close();
    });

    it('lets a request that failed be sent again at once; only one that went out waits its turn', async () => {
      const { page, close } = await visit('/services/klaar-voor-ai', { human: true });
      const answers: ('abort' | 200)[] = ['abort', 200];
      let requests = 0;
      await page.route(emailjs, async (route) => {
        requests++;
        const answer = answers.shift() ?? 200;
        if (answer === 'abort') await route.abort('internetdisconnected');
        else await route.fulfill({ status: 200, body: 'OK' });
      });
      const dialog = await fill(page);
      const send = dialog.getByRole('button', { name: f.mtSubmit });
      await send.click();
      await expect(toast(page).textContent()).resolves.toContain(format(m.sendNetwork, { email: site.email }));
      // The connection is back: the visitor presses again straight away, and the request goes out.
      const draft = mailDraft(page);
      await send.click();
      await draft;
      expect(requests).toBe(2);
      // The failure's toast gives way to the confirmation once the draft has opened.
      await expect.poll(() => toast(page).textContent()).toContain(m.mtSentTitle);
      // A request that did go out counts: another one now is asked to wait, and nothing is posted.
      await fill(page);
      await send.click();
      await expect.poll(() => toast(page).textContent()).toContain(m.sendFailedTitle);
      await expect(toast(page).textContent()).resolves.toContain(
        format(m.sendRateLimited, { email: site.email, seconds: site.emailjs.throttleSeconds }),
      );
      expect(requests).toBe(2);
      await close();
    });

    const failures: [string, { status?: number; abort?: boolean; human: boolean }, string][] = [
      ['an automated browser (451)', { human: false }, m.sendHeadless],
      ['a block (403)', { status: 403, human: true }, m.sendBlocked],
      ['too many requests (429)', { status: 429, human: true }, m.sendRateLimited],
      ['a network failure', { abort: true, human: true }, m.sendNetwork],
      ['a rejected configuration (400)', { status: 400, human: true }, m.sendMisconfigured],
    ];
    for (const [name, answer, message] of failures) {
      it(`explains ${name}, offers the e-mail address and keeps what was typed`, async () => {
        const { page, close } = await visit('/services/klaar-voor-ai', { human: answer.human });
        let requests = 0;
        await page.route(emailjs, async (route) => {
          requests++;
          if (answer.abort) await route.abort('internetdisconnected');
          else await route.fulfill({ status: answer.status!, body: 'Refused' });
        });
        const logged: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') logged.push(m.text());
        });
        const dialog = await fill(page);
        await dialog.getByRole('button', { name: f.mtSubmit }).click();
        const text = await toast(page).textContent();
        expect(text).toContain(format(message, { email: site.email, seconds: site.emailjs.throttleSeconds }));
        // The log says what the service answered, for whoever looks into it.
        if (answer.status)
          expect(logged.join('\n')).toContain(`MT pitch request failed (status ${answer.status}: Refused)`);
        else if (answer.abort) expect(logged.join('\n')).toContain('MT pitch request failed (Failed to fetch)');
        else
          expect(logged.join('\n')).toContain('MT pitch request failed (status 451: Unavailable For Headless Browser)');
        expect(text).toContain(site.email);
        expect(requests).toBe(answer.human ? 1 : 0);
        await expect(dialog.getByLabel(f.organizationName).inputValue()).resolves.toBe('  Acme BV ');
        await expect(dialog.getByLabel(f.meetingTime).inputValue()).resolves.toBe('14:30');
        await close();
      });
    }
  });

  it('opens the Spring dan! intake dialog with the external form in a new tab', async () => {
    const { page, close } = await visit('/services/spring-dan');
    await page
      .getByRole('main')
      .getByRole('button', { name: secondaryActionOf('nl', 'spring-dan') })
      .first()
      .click();
    const link = page.getByRole('dialog').getByRole('link', { name: dialogs('nl').intake.button });
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('href')).resolves.toBe(site.intakeFormUrl);
    await close();
  });

  it('lists the nine training programmes in a native dialog that needs no script', async () => {
    const { page, close } = await visit('/services/dress-uur');
    const trigger = page.getByRole('main').getByRole('button', { name: secondaryActionOf('nl', 'dress-uur') });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: dialogs('nl').training.title });
    await dialog.waitFor({ state: 'visible' });
    await expect(dialog.locator('.dialog-list__item').count()).resolves.toBe(9);
    await expect(dialog.evaluate((d) => getComputedStyle(d).maxWidth)).resolves.toBe('800px');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await close();
  });

  it('lists eight networking stakeholders and the tools and templates', async () => {
    const { page, close } = await visit('/services/in-de-piste');
    await page
      .getByRole('main')
      .getByRole('button', { name: secondaryActionOf('nl', 'in-de-piste') })
      .click();
    await expect(page.locator('dialog[open] .dialog-list__item').count()).resolves.toBe(8);
    await close();
    const tools = await visit('/services/playbook');
    await tools.page
      .getByRole('main')
      .getByRole('button', { name: secondaryActionOf('nl', 'playbook') })
      .click();
    await expect(tools.page.locator('dialog[open] .dialog-list__item').count()).resolves.toBe(10);
    await tools.close();
  });

  it('requests an AI-readiness assessment from the end of the AI article', async () => {
    const { page, close } = await visit('/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie');
    await page.locator('[data-island="AssessmentDialog"] button[command="show-modal"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(f.name).fill('Anna');
    await dialog.getByLabel(f.email).fill('anna@acme.nl');
    await dialog.getByLabel(f.companyName).fill('Acme BV');
    const draft = mailDraft(page);
    await dialog.getByRole('button', { name: f.assessmentSubmit }).click();
    expect((await draft).subject).toBe(format(f.assessmentSubject, { organisation: 'Acme BV' }));
    await close();
  });

  it("loads a form's code only when its dialog is about to open", async () => {
    const context = await env.newContext({ locale: 'nl-NL' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openAtRest(page, `${env.origin}/services/klaar-voor-ai`);
    expect(scripts.some((s) => s.includes('MtPitchDialog'))).toBe(false);
    await page.getByRole('main').getByRole('button').first().hover();
    await page.waitForResponse((r) => r.url().includes('MtPitchDialog'));
    await context.close();
  });
});
