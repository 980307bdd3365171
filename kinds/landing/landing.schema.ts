import { z } from 'zod';
import { draft, faq, icon, markdown, seo, slug, text } from '../fields.ts';

const item = z.strictObject({
  title: text,
  description: text,
  /** An icon shown with it, when it has one. */
  icon: icon.optional(),
});

/** `content/landing/<slug>.<lang>.md`; the slug is the page's path and the body its intro. */
export const landingSchema = z.strictObject({
  title: text,
  draft,
  subtitle: text,
  /** The text of the opening block, under the subtitle. */
  heroText: text,
  /** What the visitor gains. */
  benefits: z.strictObject({
    heading: text,
    /** `list` shows the items as a list, `cards` as cards. */
    style: z.enum(['list', 'cards']),
    items: z.array(item).min(3),
  }),
  /** How the work goes, step by step. */
  steps: z.strictObject({ heading: text, intro: text.optional(), items: z.array(item).min(3) }),
  /** Extra blocks a page needs, such as the triple bottom line or the balance between innovation and execution. */
  sections: z
    .array(
      z.strictObject({
        heading: text,
        /** The text of the block, in markdown. */
        body: markdown,
        /** Cards under the text, when it has them. */
        items: z.array(item).default([]),
      }),
    )
    .default([]),
  /** Who it is for: one line for each kind of visitor. */
  audience: z.strictObject({ heading: text, items: z.array(text).min(3) }),
  /** Three services shown at the end, by slug. */
  related: z.array(slug).length(3),
  faqs: z.array(faq).length(5),
  cta: z.strictObject({ heading: text, text, button: text }),
  seo,
});
export type LandingData = z.infer<typeof landingSchema>;
