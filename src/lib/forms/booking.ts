import * as z from 'zod/mini';
import { emailAddress, filledIn, isDutchPhone, optionalText, requiredText } from './rules.ts';
import { runForm, type Messages } from './result.ts';

/** The booking dialog: name, phone, e-mail, preferred time and date required; a Dutch phone number. */
export const bookingSchema = (m: Messages) =>
  z.object({
    name: requiredText(m.bookingRequired),
    phone: requiredText(m.bookingRequired).check(z.refine(isDutchPhone, { error: m.invalidPhone, when: filledIn })),
    email: emailAddress(m.bookingRequired, m.invalidEmail),
    website: optionalText(),
    preferredTime: requiredText(m.bookingRequired),
    date: z.date({ error: m.bookingRequired }),
  });
export const validateBooking = (values: unknown, m: Messages) =>
  runForm(bookingSchema(m), values, m, m.bookingRequired);
