import * as z from 'zod/mini';
import { emailAddress, optionalText, requiredText } from './rules.ts';
import { runForm, type Messages } from './result.ts';

/** De Wedstrijd's business case form: name, e-mail and description required. */
export const businessCaseSchema = (m: Messages) =>
  z.object({
    name: requiredText(m.businessCaseRequired),
    email: emailAddress(m.businessCaseRequired, m.invalidEmail),
    company: optionalText(),
    phone: optionalText(),
    description: requiredText(m.businessCaseRequired),
    currentSituation: optionalText(),
    goals: optionalText(),
    timeline: optionalText(),
  });
export const validateBusinessCase = (values: unknown, m: Messages) =>
  runForm(businessCaseSchema(m), values, m, m.businessCaseRequired);
