import { z } from 'zod';
import { isoDate, text } from '../fields.ts';

/** `content/privacy.<lang>.md`: the privacy policy shown in a dialog; the body holds `##` sections. */
export const privacySchema = z.strictObject({
  title: text,
  /** The day the policy last changed, shown with it. */
  updated: isoDate,
});
export type PrivacyData = z.infer<typeof privacySchema>;
