import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateContact } from '../../../../src/lib/forms/contact.ts';
import { validateBooking } from '../../../../src/lib/forms/booking.ts';
import { validateWorkshop } from '../../../../src/lib/forms/workshop.ts';
import { validateBusinessCase } from '../../../../src/lib/forms/business-case.ts';
import { validateAssessment } from '../../../../src/lib/forms/assessment.ts';
import { mtMailBody, mtTemplateParams, validateMtPitch } from '../../../../src/lib/forms/mt-pitch.ts';
import { isDutchPhone, isSelectableDay, timeSlots } from '../../../../src/lib/forms/rules.ts';
import { messagesOf } from '../../../support/form-messages.ts';

const nl = messagesOf('nl');
const en = messagesOf('en');

describe('the spec messages', () => {
  it('are the Dutch ones word for word', () => {
    expect(nl.requiredTitle).toBe('Vul alle verplichte velden in');
    expect(nl.contactRequired).toBe('Naam, email en bericht zijn verplicht.');
    expect(nl.invalidEmailTitle).toBe('Ongeldig email adres');
    expect(nl.invalidEmail).toBe('Voer een geldig email adres in.');
    expect(nl.bookingRequired).toBe('Naam, telefoon, email, datum en tijd zijn verplicht.');
    expect(nl.invalidPhoneTitle).toBe('Ongeldig telefoonnummer');
    expect(nl.invalidPhone).toBe('Voer een geldig Nederlands telefoonnummer in.');
    expect(nl.workshopRequired).toBe('Alle velden zijn verplicht voor een workshop aanvraag.');
    expect(nl.participantsTitle).toBe('Minimum 6 deelnemers vereist');
    expect(nl.participants).toBe('Voor een IKIGAI workshop zijn minimaal 6 deelnemers nodig.');
    expect(nl.mtDateTime).toBe('Selecteer een datum en tijd voor de MT pitch');
    expect(nl.mailOpeningTitle).toBe('Email wordt geopend');
    expect(nl.submitting).toBe('Bezig...');
    expect(en.submitting).toBe('Sending...');
  });
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('contact form (%s)', (_, m) => {
  const valid = { name: 'Anna de Boer', email: 'anna@example.nl', company: '', phone: '', message: 'Hallo' };
  it('accepts name, e-mail and message, trimmed', () => {
    const r = validateContact({ ...valid, name: '  Anna de Boer ' }, m);
    expect(r).toEqual({ ok: true, data: { ...valid } });
  });
  it('asks for every missing required field with the spec toast', () => {
    const r = validateContact({ ...valid, name: ' ', message: '' }, m);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.notice).toEqual({ title: m.requiredTitle, description: m.contactRequired });
    expect(r.errors).toEqual({ name: m.fieldRequired, message: m.fieldRequired });
  });
  it('rejects an invalid e-mail with its own toast', () => {
    const r = validateContact({ ...valid, email: 'anna@' }, m);
    expect(!r.ok && r.notice).toEqual({ title: m.invalidEmailTitle, description: m.invalidEmail });
    expect(!r.ok && r.errors.email).toBe(m.invalidEmail);
  });
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('booking form (%s)', (_, m) => {
  const valid = {
    name: 'Anna',
    phone: '06 12 34 56 78',
    email: 'anna@example.nl',
    website: '',
    preferredTime: '10:00',
    date: new Date(2030, 0, 7),
  };
  it('accepts a complete booking', () => expect(validateBooking(valid, m).ok).toBe(true));
  it('wants name, phone, e-mail, date and time', () => {
    for (const field of ['name', 'phone', 'email', 'preferredTime'] as const) {
      const r = validateBooking({ ...valid, [field]: '' }, m);
      expect(!r.ok && r.notice).toEqual({ title: m.requiredTitle, description: m.bookingRequired });
    }
    const r = validateBooking({ ...valid, date: undefined }, m);
    expect(!r.ok && r.notice.description).toBe(m.bookingRequired);
  });
  it('wants a Dutch phone number', () => {
    const r = validateBooking({ ...valid, phone: '12345' }, m);
    expect(!r.ok && r.notice).toEqual({ title: m.invalidPhoneTitle, description: m.invalidPhone });
  });
});

describe('the Dutch phone rule', () => {
  it('takes +31 or 0, a digit 1-9 and 8 more digits, spaces ignored', () => {
    for (const ok of ['0612345678', '06 12 34 56 78', '+31612345678', '+31 20 123 4567', '0201234567'])
      expect(isDutchPhone(ok), ok).toBe(true);
    for (const bad of ['0012345678', '061234567', '06123456789', '+32612345678', '+310612345678', '06-12345678', ''])
      expect(isDutchPhone(bad), bad).toBe(false);
  });
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('workshop form (%s)', (_, m) => {
  const valid = {
    contactName: 'Anna',
    companyName: '',
    phone: '0612345678',
    email: 'anna@example.nl',
    participants: '8',
    location: 'Utrecht',
    preferredTime: '09:00',
    additionalInfo: '',
    date: new Date(2030, 0, 7),
  };
  it('accepts a request for 6 or more participants', () => {
    expect(validateWorkshop(valid, m).ok).toBe(true);
    expect(validateWorkshop({ ...valid, participants: '6' }, m).ok).toBe(true);
  });
  it('wants at least 6 participants, with the spec message', () => {
    for (const participants of ['5', '0']) {
      const r = validateWorkshop({ ...valid, participants }, m);
      expect(!r.ok && r.notice, participants).toEqual({ title: m.participantsTitle, description: m.participants });
    }
  });
  it('says that a whole number is needed when the number of participants is not one (6.5, zes)', () => {
    for (const participants of ['6.5', 'zes', '-7', '1e1']) {
      const r = validateWorkshop({ ...valid, participants }, m);
      expect(!r.ok && r.notice, participants).toEqual({
        title: m.participantsWholeTitle,
        description: m.participantsWhole,
      });
      expect(!r.ok && r.errors.participants, participants).toBe(m.participantsWhole);
    }
  });
  it('wants every required field', () => {
    const r = validateWorkshop({ ...valid, location: '' }, m);
    expect(!r.ok && r.notice).toEqual({ title: m.requiredTitle, description: m.workshopRequired });
  });
});

describe('business case and assessment forms', () => {
  it('want name, e-mail and description / organisation', () => {
    const bc = validateBusinessCase({ name: 'A', email: 'a@b.nl', description: '' }, nl);
    expect(!bc.ok && bc.notice.description).toBe(nl.businessCaseRequired);
    expect(validateBusinessCase({ name: 'A', email: 'a@b.nl', description: 'Idee' }, nl).ok).toBe(true);
    const as = validateAssessment({ name: 'A', email: 'a@b.nl', company: '' }, en);
    expect(!as.ok && as.notice.description).toBe(en.assessmentRequired);
  });
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('MT pitch form (%s)', (_, m) => {
  const now = new Date(2026, 10, 20, 12, 0); // a Friday
  const monday = new Date(2026, 10, 23, 10, 30);
  const valid = {
    organizationName: 'Acme BV',
    website: 'https://www.acme.nl',
    contactPerson: 'Anna de Boer',
    role: 'CEO',
    email: 'anna@acme.nl',
    phone: '+31 6 1234 5678',
    meetingDateTime: monday,
    additionalInfo: '',
  };
  const errorsOf = (values: object) => {
    const r = validateMtPitch({ ...valid, ...values }, m, now);
    return r.ok ? {} : r.errors;
  };

  it('accepts a complete request and trims every value', () => {
    const r = validateMtPitch({ ...valid, organizationName: '  Acme BV  ', role: ' CEO ' }, m, now);
    expect(r.ok && r.data.organizationName).toBe('Acme BV');
    expect(r.ok && r.data.role).toBe('CEO');
  });
  it('applies every rule of the spec with its message', () => {
    expect(errorsOf({ organizationName: ' A ' })).toEqual({ organizationName: m.mtOrganizationMin });
    expect(errorsOf({ organizationName: 'x'.repeat(101) })).toEqual({ organizationName: m.mtOrganizationMax });
    expect(errorsOf({ website: 'acme' })).toEqual({ website: m.mtWebsite });
    expect(errorsOf({ website: 'javascript:alert(1)' })).toEqual({ website: m.mtWebsite });
    expect(errorsOf({ website: `https://www.acme.nl/${'x'.repeat(240)}` })).toEqual({ website: m.mtWebsiteMax });
    expect(errorsOf({ contactPerson: 'A' })).toEqual({ contactPerson: m.mtContactMin });
    expect(errorsOf({ contactPerson: 'x'.repeat(101) })).toEqual({ contactPerson: m.mtContactMax });
    expect(errorsOf({ role: 'x' })).toEqual({ role: m.mtRoleMin });
    expect(errorsOf({ role: 'x'.repeat(51) })).toEqual({ role: m.mtRoleMax });
    expect(errorsOf({ email: 'anna' })).toEqual({ email: m.mtEmail });
    expect(errorsOf({ email: `${'a'.repeat(250)}@acme.nl` })).toEqual({ email: m.mtEmailMax });
    expect(errorsOf({ phone: '061234' })).toEqual({ phone: m.mtPhone });
    expect(errorsOf({ phone: '0'.repeat(21) })).toEqual({ phone: m.mtPhoneMax });
    expect(errorsOf({ additionalInfo: 'x'.repeat(501) })).toEqual({ additionalInfo: m.mtInfoMax });
  });
  it('wants a date and time on a weekday in the future', () => {
    expect(errorsOf({ meetingDateTime: undefined })).toEqual({ meetingDateTime: m.mtDateTime });
    const saturday = new Date(2026, 10, 21, 10, 0);
    const earlierToday = new Date(2026, 10, 20, 9, 0);
    expect(errorsOf({ meetingDateTime: saturday })).toEqual({ meetingDateTime: m.mtDateTime });
    expect(errorsOf({ meetingDateTime: earlierToday })).toEqual({ meetingDateTime: m.mtDateTime });
  });
  it('leaves every field without an error when all is well', () => {
    expect(errorsOf({})).toEqual({});
  });
});

describe('MT pitch request', () => {
  const values = {
    organizationName: 'Acme BV',
    website: 'https://www.acme.nl',
    contactPerson: 'Anna de Boer',
    role: 'CEO',
    email: 'anna@acme.nl',
    phone: '0612345678',
    meetingDateTime: new Date(2026, 10, 24, 14, 30),
    additionalInfo: '',
  };
  const submittedAt = new Date(2026, 10, 20, 9, 5);
  it('fills the e-mail template with the spec parameters', () => {
    expect(mtTemplateParams(values, { to: 'hallo@paardensprong.example', submittedAt })).toEqual({
      to_email: 'hallo@paardensprong.example',
      subject: 'URGENT: MT Pitch Aanvraag - Acme BV',
      organization_name: 'Acme BV',
      website: 'https://www.acme.nl',
      contact_person: 'Anna de Boer',
      role: 'CEO',
      email: 'anna@acme.nl',
      phone: '0612345678',
      meeting_date: 'dinsdag 24 november 2026',
      meeting_time: '14:30',
      additional_info: 'Geen aanvullende informatie opgegeven',
      submitted_at: '20-11-2026 09:05',
    });
  });
  it('writes the Dutch mail body with the programme', () => {
    const body = mtMailBody(
      { ...values, additionalInfo: 'Graag met het hele MT.' },
      { company: 'Paardensprong', submittedAt },
    );
    expect(body).toContain('Contactpersoon: Anna de Boer (CEO)');
    expect(body).toContain('Gewenste datum: dinsdag 24 november 2026');
    expect(body).toContain('Gewenste tijd: 14:30');
    expect(body).toContain('Programma: 30 minuten actieve AI-readiness pitch');
    expect(body).toContain('Graag met het hele MT.');
    expect(body).toContain('Aangevraagd op: 20-11-2026 09:05');
  });
});

describe('dates and times', () => {
  it('offer slots every 30 minutes from 09:00 to 17:00 inclusive', () => {
    expect(timeSlots).toHaveLength(17);
    expect(timeSlots[0]).toBe('09:00');
    expect(timeSlots[1]).toBe('09:30');
    expect(timeSlots.at(-1)).toBe('17:00');
  });
  it('disable past days, days before 1900, and weekends where asked', () => {
    const today = new Date(2026, 10, 20, 15, 0);
    expect(isSelectableDay(new Date(2026, 10, 20), today)).toBe(true);
    expect(isSelectableDay(new Date(2026, 10, 19), today)).toBe(false);
    expect(isSelectableDay(new Date(1899, 11, 31), new Date(1899, 0, 1))).toBe(false);
    expect(isSelectableDay(new Date(2026, 10, 21), today)).toBe(true);
    expect(isSelectableDay(new Date(2026, 10, 21), today, { weekdaysOnly: true })).toBe(false);
    expect(isSelectableDay(new Date(2026, 10, 23), today, { weekdaysOnly: true })).toBe(true);
  });
});

describe('no input', () => {
  it('makes a validator throw', () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.constant(undefined),
      fc.constant(null),
      fc.integer(),
      fc.date({ noInvalidDate: false }),
      fc.object(),
    );
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'name',
            'email',
            'phone',
            'message',
            'date',
            'participants',
            'website',
            'meetingDateTime',
            'organizationName',
            'additionalInfo',
          ),
          anyValue,
        ),
        (values) => {
          for (const validate of [
            validateContact,
            validateBooking,
            validateWorkshop,
            validateBusinessCase,
            validateAssessment,
            validateMtPitch,
          ]) {
            const r = validate(values, nl);
            expect(typeof r.ok).toBe('boolean');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
