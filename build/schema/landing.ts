import { z } from 'zod';
import { faq, icon, seo, slug, text } from './common.ts';

const item = z.strictObject({ title: text, description: text, icon: icon.optional() });

/** `content/landing/<slug>.<lang>.md`; the slug is the page's path and the body its intro. */
export const landingSchema = z.strictObject({
  title: text,
  subtitle: text,
  heroText: text,
  benefits: z.strictObject({ heading: text, style: z.enum(['list', 'cards']), items: z.array(item).min(3) }),
  steps: z.strictObject({ heading: text, intro: text.optional(), items: z.array(item).min(3) }),
  /** Extra blocks a page needs, such as the triple bottom line or the balance between innovation and execution. */
  sections: z.array(z.strictObject({ heading: text, body: text, items: z.array(item).default([]) })).default([]),
  audience: z.strictObject({ heading: text, items: z.array(text).min(3) }),
  related: z.array(slug).length(3),
  faqs: z.array(faq).length(5),
  cta: z.strictObject({ heading: text, text, button: text }),
  seo,
});
export type LandingData = z.infer<typeof landingSchema>;
