import { z } from 'zod';
import { card, seo, slug, text } from './common.ts';

/** `content/home.<lang>.yaml`: the sections of the home page. */
export const homeSchema = z.strictObject({
  seo,
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    text,
    primaryButton: text,
    secondaryButton: text,
  }),
  /** Section `over`. The body is markdown. */
  about: z.strictObject({ heading: text, body: text, highlights: z.array(card).min(3) }),
  /** Section `proposities`: one group per category, in this order. */
  propositions: z.strictObject({ heading: text, intro: text, groups: z.array(slug).length(5) }),
  /** Section `contact`. */
  contact: z.strictObject({ heading: text, text }),
});
export type HomeData = z.infer<typeof homeSchema>;
