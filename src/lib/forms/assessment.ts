import * as z from 'zod/mini';
import { emailAddress, optionalText, requiredText } from './rules.ts';
import { runForm, type Messages } from './result.ts';

/** The AI-readiness assessment request at the end of the AI article: name, e-mail and organisation required. */
export const assessmentSchema = (m: Messages) =>
  z.object({
    name: requiredText(m.assessmentRequired),
    email: emailAddress(m.assessmentRequired, m.invalidEmail),
    company: requiredText(m.assessmentRequired),
    role: optionalText(),
    teamSize: optionalText(),
    question: optionalText(),
  });
export const validateAssessment = (values: unknown, m: Messages) =>
  runForm(assessmentSchema(m), values, m, m.assessmentRequired);
