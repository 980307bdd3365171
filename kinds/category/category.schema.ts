import { z } from 'zod';
import { faq, icon, seo, slug, text } from '../fields.ts';

/** `content/categories/<slug>.<lang>.md`; the slug is the page's path and the body its intro. */
export const categorySchema = z.strictObject({
  title: text,
  subtitle: text,
  description: text.describe('a short line for the home page and menus'),
  icon,
  /** Its services by slug, in the order shown; every service is in exactly one category. */
  services: z.array(slug).min(1),
  faqs: z.array(faq).min(4),
  cta: z.strictObject({ heading: text, text, button: text }),
  seo,
});
export type CategoryData = z.infer<typeof categorySchema>;
