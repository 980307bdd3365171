import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { parseMailto } from '../../src/lib/mailto.ts';

const emailjs = 'https://api.emailjs.com/api/v1.0/email/send';

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
    await page.goto(env.origin + path, { waitUntil: 'networkidle' });
    return { page, errors, close: () => context.close() };
  };

  /** Waits for the mail draft the page opens, and reads it. */
  const mailDraft = (page: Page) =>
    page.waitForRequest((r: Request) => r.url().startsWith('mailto:')).then((r) => parseMailto(r.url()));
  const toast = (page: Page) => page.getByTestId('toast');

  /** Picks the first day that can be picked next month. */
  const pickDay = async (page: Page) => {
    const dialog = page.getByRole('dialog');
    await dialog.locator('.rdp-button_next').click();
    const day = dialog.locator('.rdp-day_button:not([disabled])').first();
    await day.click();
  };

  it('sends the home contact form as a mail draft after the spec checks', async () => {
    const { page, errors, close } = await visit('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.locator('#contact form');
    const submit = form.getByRole('button', { name: 'Verstuur bericht' });
    await page.locator('[data-island="ContactForm"][data-hydrated]').waitFor({ state: 'attached' });
    await submit.click();
    await expect(toast(page).textContent()).resolves.toContain('Vul alle verplichte velden in');
    await expect(toast(page).textContent()).resolves.toContain('Naam, email en bericht zijn verplicht.');
    await expect(form.getByLabel('Naam').getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByLabel('Naam').fill('Anna de Boer');
    await expect(form.getByLabel('Naam').getAttribute('aria-invalid')).resolves.toBeNull();
    await form.getByLabel('E-mailadres').fill('anna@');
    await form.getByLabel('Bericht').fill('Kunnen we sparren over onze groei?\nGraag deze week.');
    await submit.click();
    await expect(toast(page).textContent()).resolves.toContain('Ongeldig email adres');
    await expect(form.getByLabel('Bericht').inputValue()).resolves.toContain('sparren');

    await form.getByLabel('E-mailadres').fill('anna@example.nl');
    await form.getByLabel('Bedrijf').fill('Acme & Zonen');
    const draft = mailDraft(page);
    await submit.click();
    const mail = await draft;
    expect(mail.to).toBe('hallo@paardensprong.example');
    expect(mail.subject).toBe('Contactaanvraag van Anna de Boer');
    expect(mail.body).toContain('Naam: Anna de Boer\nE-mailadres: anna@example.nl\nBedrijf: Acme & Zonen');
    expect(mail.body).toContain('Bericht: Kunnen we sparren over onze groei?\nGraag deze week.');
    await expect(toast(page).textContent()).resolves.toContain('Email wordt geopend');
    await expect(form.getByLabel('Naam').inputValue()).resolves.toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the contact dialog with the keyboard, traps focus, closes on Escape and returns focus', async () => {
    const { page, close } = await visit('/en/services', { lang: 'en', width: 375 });
    const trigger = page.getByRole('button', { name: /get in touch|contact|talk/i }).last();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await expect(dialog.getByRole('heading').first().textContent()).resolves.toBe('Get in touch');
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await trigger.click();
    await dialog.getByLabel('Name').fill('Sam Taylor');
    await dialog.getByLabel('Email address').fill('sam@example.co.uk');
    await dialog.getByLabel('Message').fill('Hello');
    const draft = mailDraft(page);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    expect((await draft).subject).toBe('Contact request from Sam Taylor');
    await dialog.waitFor({ state: 'hidden' });
    await expect(toast(page).textContent()).resolves.toContain('Your email program is opening');
    await close();
  });

  it('closes a dialog with a click on the overlay', async () => {
    const { page, close } = await visit('/services/werkpaard');
    await page
      .getByRole('button', { name: /Werkpaard/ })
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
    await dialog.getByLabel('Naam').fill('Anna de Boer');
    await dialog.getByLabel('Telefoonnummer').fill('12345');
    await dialog.getByLabel('E-mailadres').fill('anna@example.nl');
    await dialog.getByLabel('Voorkeurstijd').selectOption('10:30');
    await dialog.getByRole('button', { name: 'Vraag afspraak aan' }).click();
    await expect(toast(page).textContent()).resolves.toContain('Naam, telefoon, email, datum en tijd zijn verplicht.');
    await pickDay(page);
    await dialog.getByRole('button', { name: 'Vraag afspraak aan' }).click();
    await expect(toast(page).textContent()).resolves.toContain('Ongeldig telefoonnummer');
    await expect(dialog.getByLabel('Naam').inputValue()).resolves.toBe('Anna de Boer');
    await dialog.getByLabel('Telefoonnummer').fill('06 12 34 56 78');
    const draft = mailDraft(page);
    await dialog.getByRole('button', { name: 'Vraag afspraak aan' }).click();
    const mail = await draft;
    expect(mail.subject).toMatch(/^Afspraakverzoek Strategie- en positioneringsadvies: Anna de Boer$/);
    expect(mail.body).toContain('Dienst: Strategie- en positioneringsadvies');
    expect(mail.body).toContain('Telefoonnummer: 06 12 34 56 78');
    expect(mail.body).toMatch(/Datum: \w+dag \d+ \w+ \d{4}/);
    expect(mail.body).toContain('Voorkeurstijd: 10:30');
    await dialog.waitFor({ state: 'hidden' });
    await close();
  });

  it('asks for at least 6 participants for an IKIGAI workshop, in English too', async () => {
    const { page, close } = await visit('/en/services/ikigai-journey', { lang: 'en' });
    await page.getByRole('main').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.evaluate((d) => getComputedStyle(d).maxWidth)).resolves.toBe('600px');
    await dialog.getByLabel('Contact person').fill('Sam');
    await dialog.getByLabel('Phone number').fill('0612345678');
    await dialog.getByLabel('Email address').fill('sam@example.com');
    await dialog.getByLabel('Number of participants').fill('5');
    await dialog.getByLabel('Workshop location').fill('Utrecht');
    await dialog.getByLabel('Preferred time').selectOption('09:00');
    await pickDay(page);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(toast(page).textContent()).resolves.toContain('At least 6 participants required');
    await dialog.getByLabel('Number of participants').fill('12');
    const draft = mailDraft(page);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const mail = await draft;
    expect(mail.subject).toBe('Workshop request IKIGAI Journey: Sam');
    expect(mail.body).toContain('Number of participants: 12');
    await expect(toast(page).textContent()).resolves.toContain('Sending your workshop request');
    await close();
  });

  it('sends a business case as a mail draft and clears the form', async () => {
    const { page, close } = await visit('/services/de-wedstrijd');
    await page
      .getByRole('main')
      .getByRole('button', { name: /Stuur je business case/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Naam').fill('Anna');
    await dialog.getByLabel('E-mailadres').fill('anna@example.nl');
    await dialog.getByLabel(/Omschrijving/).fill('Een platform voor lokale energie.');
    const draft = mailDraft(page);
    await dialog.getByRole('button', { name: 'Verstuur business case' }).click();
    expect((await draft).body).toContain('Omschrijving van je idee of bedrijf: Een platform voor lokale energie.');
    await expect(toast(page).textContent()).resolves.toContain('Je business case staat klaar');
    await page
      .getByRole('main')
      .getByRole('button', { name: /Stuur je business case/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByLabel('Naam').inputValue()).resolves.toBe('');
    await close();
  });

  describe('the MT pitch request', () => {
    const fill = async (page: Page) => {
      await page.getByRole('main').getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Organisatienaam').fill('  Acme BV ');
      await dialog.getByLabel('Website').fill('https://www.acme.nl');
      await dialog.getByLabel('Contactpersoon').fill('Anna de Boer');
      await dialog.getByLabel('Rol of functie').fill('CEO');
      await dialog.getByLabel('E-mailadres').fill('anna@acme.nl');
      await dialog.getByLabel('Telefoonnummer').fill('+31 6 1234 5678');
      await pickDay(page);
      await dialog.getByLabel('Tijdstip').selectOption('14:30');
      return dialog;
    };

    it('shows every field error in red, clears it on edit, and checks the input types', async () => {
      const { page, close } = await visit('/services/klaar-voor-ai');
      await page.getByRole('main').getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.evaluate((d) => getComputedStyle(d).maxWidth)).resolves.toBe('600px');
      await expect(dialog.getByLabel('Website').getAttribute('type')).resolves.toBe('url');
      await expect(dialog.getByLabel('E-mailadres').getAttribute('type')).resolves.toBe('email');
      await expect(dialog.getByLabel('Telefoonnummer').getAttribute('type')).resolves.toBe('tel');
      const slots = await dialog.getByLabel('Tijdstip').locator('option:not([value=""])').allTextContents();
      expect(slots[0]).toBe('09:00');
      expect(slots.at(-1)).toBe('17:00');
      expect(slots).toHaveLength(17);
      await dialog.getByLabel('Organisatienaam').fill('A');
      await dialog.getByRole('button', { name: 'Vraag de MT-pitch aan' }).click();
      const error = dialog.getByText('Organisatienaam moet minimaal 2 karakters bevatten');
      await error.waitFor();
      await expect(error.evaluate((e) => getComputedStyle(e).color)).resolves.toBe('rgb(180, 35, 24)');
      await dialog.getByText('Selecteer een datum en tijd voor de MT pitch').waitFor();
      await dialog.getByText('Voer een geldige website URL in (bijv. https://www.bedrijf.nl)').waitFor();
      await dialog.getByLabel('Organisatienaam').fill('Acme');
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
      await dialog.getByLabel('Aanvullende informatie').fill('Graag met het hele MT.');
      const draft = mailDraft(page);
      await dialog.getByRole('button', { name: 'Vraag de MT-pitch aan' }).click();
      const mail = await draft;
      expect(sent).toMatchObject({
        lib_version: expect.any(String),
        user_id: 'paardensprong-public-key',
        service_id: 'service_paardensprong',
        template_id: 'template_mt_pitch',
      });
      const params = sent!.template_params as Record<string, string>;
      expect(params.to_email).toBe('hallo@paardensprong.example');
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
      await expect(toast(page).textContent()).resolves.toContain('Urgent MT Pitch aanvraag verzonden');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('main').getByRole('button').first().click();
      await expect(page.getByRole('dialog').getByLabel('Organisatienaam').inputValue()).resolves.toBe('');
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
      await dialog.getByRole('button', { name: 'Vraag de MT-pitch aan' }).click();
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
      expect(said).toContain('Urgent MT pitch request sent');
      expect(said).toContain('Please check your email program!');
      expect(said).not.toMatch(/\b(aanvraag|wordt|geopend)\b/i);
      await close();
    });

    const failures: [string, { status?: number; abort?: boolean; human: boolean }, RegExp][] = [
      ['an automated browser (451)', { human: false }, /automatisch aangestuurde browser/],
      ['a block (403)', { status: 403, human: true }, /geblokkeerd/],
      ['too many requests (429)', { status: 429, human: true }, /te veel aanvragen/],
      ['a network failure', { abort: true, human: true }, /niet bereiken/],
      ['a rejected configuration (400)', { status: 400, human: true }, /niet goed ingesteld/],
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
        await dialog.getByRole('button', { name: 'Vraag de MT-pitch aan' }).click();
        const text = await toast(page).textContent();
        expect(text).toMatch(message);
        // The log says what the service answered, for whoever looks into it.
        if (answer.status)
          expect(logged.join('\n')).toContain(`MT pitch request failed (status ${answer.status}: Refused)`);
        else if (answer.abort) expect(logged.join('\n')).toContain('MT pitch request failed (Failed to fetch)');
        else
          expect(logged.join('\n')).toContain('MT pitch request failed (status 451: Unavailable For Headless Browser)');
        expect(text).toContain('hallo@paardensprong.example');
        expect(requests).toBe(answer.human ? 1 : 0);
        await expect(dialog.getByLabel('Organisatienaam').inputValue()).resolves.toBe('  Acme BV ');
        await expect(dialog.getByLabel('Tijdstip').inputValue()).resolves.toBe('14:30');
        await close();
      });
    }
  });

  it('opens the Spring dan! intake dialog with the external form in a new tab', async () => {
    const { page, close } = await visit('/services/spring-dan');
    await page
      .getByRole('main')
      .getByRole('button', { name: /intake/i })
      .first()
      .click();
    const link = page.getByRole('dialog').getByRole('link', { name: /intake/i });
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('href')).resolves.toBe('https://forms.paardensprong.example/spring-dan-intake');
    await close();
  });

  it('lists the nine training programmes in a native dialog that needs no script', async () => {
    const { page, close } = await visit('/services/dress-uur');
    const trigger = page.getByRole('main').getByRole('button', { name: 'Bekijk alle trainingen' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: /Dress-uur/ });
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
    await page.getByRole('main').getByRole('button', { name: 'Bekijk wie je kunt ontmoeten' }).click();
    await expect(page.locator('dialog[open] .dialog-list__item').count()).resolves.toBe(8);
    await close();
    const tools = await visit('/services/playbook');
    await tools.page.getByRole('main').getByRole('button', { name: 'Bekijk de tools en templates' }).click();
    await expect(tools.page.locator('dialog[open] .dialog-list__item').count()).resolves.toBe(10);
    await tools.close();
  });

  it('requests an AI-readiness assessment from the end of the AI article', async () => {
    const { page, close } = await visit('/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie');
    await page.locator('[data-island="AssessmentDialog"] button[command="show-modal"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Naam').fill('Anna');
    await dialog.getByLabel('E-mailadres').fill('anna@acme.nl');
    await dialog.getByLabel('Organisatie').fill('Acme BV');
    const draft = mailDraft(page);
    await dialog.getByRole('button', { name: 'Vraag assessment aan' }).click();
    expect((await draft).subject).toBe('AI-assessment: Acme BV');
    await close();
  });

  it("loads a form's code only when its dialog is about to open", async () => {
    const context = await env.newContext({ locale: 'nl-NL' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${env.origin}/services/klaar-voor-ai`, { waitUntil: 'networkidle' });
    expect(scripts.some((s) => s.includes('MtPitchDialog'))).toBe(false);
    await page.getByRole('main').getByRole('button').first().hover();
    await page.waitForResponse((r) => r.url().includes('MtPitchDialog'));
    await context.close();
  });
});
