import * as z from 'zod/mini';
import { emailAddress, optionalText, requiredText } from './rules.ts';
import { runForm, type Messages } from './result.ts';

/** The contact form (home and the contact dialog): name, e-mail and message required. */
export const contactSchema = (m: Messages) =>
  z.object({
    name: requiredText(m.contactRequired),
    email: emailAddress(m.contactRequired, m.invalidEmail),
    company: optionalText(),
    phone: optionalText(),
    message: requiredText(m.contactRequired),
  });
export const validateContact = (values: unknown, m: Messages) =>
  runForm(contactSchema(m), values, m, m.contactRequired);
