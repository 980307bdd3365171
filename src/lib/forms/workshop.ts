import * as z from 'zod/mini';
import { emailAddress, filledIn, isDutchPhone, optionalText, requiredText } from './rules.ts';
import { runForm, type Messages } from './result.ts';

/** Fewest participants of an IKIGAI workshop. */
export const minimumParticipants = 6;

/** The IKIGAI workshop request: every field but organisation and notes required, at least 6 participants. */
export const workshopSchema = (m: Messages) =>
  z.object({
    contactName: requiredText(m.workshopRequired),
    companyName: optionalText(),
    phone: requiredText(m.workshopRequired).check(z.refine(isDutchPhone, { error: m.invalidPhone, when: filledIn })),
    email: emailAddress(m.workshopRequired, m.invalidEmail),
    participants: requiredText(m.workshopRequired).check(
      // "6.5" is not too few participants but no number of people at all: say that first.
      z.refine((v) => /^\d+$/.test(v), { error: m.participantsWhole, when: filledIn, abort: true }),
      z.refine((v) => Number(v) >= minimumParticipants, { error: m.participants, when: filledIn }),
    ),
    location: requiredText(m.workshopRequired),
    preferredTime: requiredText(m.workshopRequired),
    additionalInfo: optionalText(),
    date: z.date({ error: m.workshopRequired }),
  });
export const validateWorkshop = (values: unknown, m: Messages) =>
  runForm(workshopSchema(m), values, m, m.workshopRequired);
