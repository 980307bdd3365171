import { z } from 'zod';
import { card, markdown, seo, slug, text } from '../fields.ts';

/** `content/home.<lang>.yaml`: the sections of the home page. */
export const homeSchema = z.strictObject({
  seo,
  /** The opening block. */
  hero: z.strictObject({
    /** The small line above the title. */
    eyebrow: text,
    title: text,
    text,
    /** The first button; it leads to the contact section. */
    primaryButton: text,
    /** The second button; it leads to the propositions. */
    secondaryButton: text,
  }),
  /** Section `over`. */
  about: z.strictObject({
    heading: text,
    /** The text of the section, in markdown. */
    body: markdown,
    /** At least three cards beside the text. */
    highlights: z.array(card).min(3),
  }),
  /** Section `proposities`: one group per category, in this order. */
  propositions: z.strictObject({
    heading: text,
    intro: text,
    /** The slugs of the five categories, in the order the page shows them. */
    groups: z.array(slug).length(5),
  }),
  /** Section `contact`. */
  contact: z.strictObject({ heading: text, text }),
});
export type HomeData = z.infer<typeof homeSchema>;
