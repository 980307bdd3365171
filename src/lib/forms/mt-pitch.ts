import * as z from 'zod/mini';
import { format } from 'date-fns/format';
import { nl } from 'date-fns/locale/nl';
import { isSelectableDay } from './rules.ts';
import { runForm, type Messages } from './result.ts';

const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(min, { error: tooShort }), z.maxLength(max, { error: tooLong }));

/** The MT pitch request of Klaar voor AI (spec section 5): values trimmed, every rule with its message. */
export const mtPitchSchema = (m: Messages, now: Date = new Date()) =>
  z.object({
    organizationName: text(2, 100, m.mtOrganizationMin, m.mtOrganizationMax),
    website: z
      .string()
      .check(
        z.trim(),
        z.url({ protocol: /^https?$/, hostname: /^[^.\s]+(\.[^.\s]+)+$/, error: m.mtWebsite }),
        z.maxLength(255, { error: m.mtWebsiteMax }),
      ),
    contactPerson: text(2, 100, m.mtContactMin, m.mtContactMax),
    role: text(2, 50, m.mtRoleMin, m.mtRoleMax),
    email: z.string().check(z.trim(), z.email({ error: m.mtEmail }), z.maxLength(255, { error: m.mtEmailMax })),
    phone: text(10, 20, m.mtPhone, m.mtPhoneMax),
    meetingDateTime: z
      .date({ error: m.mtDateTime })
      .check(z.refine((d) => d > now && isSelectableDay(d, now, { weekdaysOnly: true }), { error: m.mtDateTime })),
    additionalInfo: z.optional(z.string().check(z.trim(), z.maxLength(500, { error: m.mtInfoMax }))),
  });
export type MtPitchValues = z.infer<ReturnType<typeof mtPitchSchema>>;
export const validateMtPitch = (values: unknown, m: Messages, now?: Date) => runForm(mtPitchSchema(m, now), values, m);

/**
 * The request reaches the consultancy in Dutch, whatever the language of the page it was sent
 * from (spec section 5), so its fixed lines live here rather than in the interface strings.
 */
export const mtMailText = {
  programme: '30 minuten actieve AI-readiness pitch',
  noInfo: 'Geen aanvullende informatie opgegeven',
} as const;

/** The template parameters the e-mail service fills its template with (spec section 3). */
export function mtTemplateParams(v: MtPitchValues, { to, submittedAt }: { to: string; submittedAt: Date }) {
  return {
    to_email: to,
    subject: mtSubject(v.organizationName),
    organization_name: v.organizationName,
    website: v.website,
    contact_person: v.contactPerson,
    role: v.role,
    email: v.email,
    phone: v.phone,
    meeting_date: dutchLongDate(v.meetingDateTime),
    meeting_time: format(v.meetingDateTime, 'HH:mm'),
    additional_info: v.additionalInfo || mtMailText.noInfo,
    submitted_at: format(submittedAt, 'dd-MM-yyyy HH:mm'),
  };
}

export const mtSubject = (organization: string) => `URGENT: MT Pitch Aanvraag - ${organization}`;

/** `dinsdag 3 maart 2026`: weekday, day, month and year in Dutch. */
export const dutchLongDate = (date: Date) => format(date, 'EEEE d MMMM yyyy', { locale: nl });

/** The Dutch mail draft sent after the request (the consultancy reads Dutch whatever the page's language). */
export function mtMailBody(v: MtPitchValues, { company, submittedAt }: { company: string; submittedAt: Date }): string {
  return [
    `Beste ${company},`,
    '',
    'Hierbij vragen we een MT pitch aan voor Klaar voor AI.',
    '',
    `Organisatie: ${v.organizationName}`,
    `Website: ${v.website}`,
    `Contactpersoon: ${v.contactPerson} (${v.role})`,
    `E-mail: ${v.email}`,
    `Telefoon: ${v.phone}`,
    `Gewenste datum: ${dutchLongDate(v.meetingDateTime)}`,
    `Gewenste tijd: ${format(v.meetingDateTime, 'HH:mm')}`,
    `Programma: ${mtMailText.programme}`,
    ...(v.additionalInfo ? ['', 'Aanvullende informatie:', v.additionalInfo] : []),
    '',
    `Aangevraagd op: ${format(submittedAt, 'dd-MM-yyyy HH:mm')}`,
  ].join('\n');
}
