import { z } from 'zod';
import { card, draft, faq, seo, slug, text, titled, icon } from '../fields.ts';

/** The tabs of the services overview (spec section 3, service card); labels live in the UI strings. */
export const overviewCategories = [
  'strategie',
  'innovatie',
  'uitvoering',
  'consultancy',
  'training',
  'personal-branding',
  'netwerk',
  'investment',
  'templates',
  'technology',
] as const;

/**
 * The main call to action of a service page (spec section 2, service detail): `contact` opens the
 * contact form, `phone` calls, `booking` opens the booking form, `ikigai` the workshop form and
 * `mtpitch` the request for an MT pitch; `text` is the button's text.
 */
export const serviceCta = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('contact'), text }),
  z.strictObject({ type: z.literal('phone'), text }),
  z.strictObject({
    type: z.literal('booking'),
    text,
    /** What the booking is for, as the booking form names it. */
    serviceType: text,
  }),
  z.strictObject({ type: z.literal('ikigai'), text }),
  z.strictObject({ type: z.literal('mtpitch'), text }),
]);

/** A second action that opens one of the information dialogs. */
export const secondaryAction = z.strictObject({
  /** The dialog it opens. */
  type: z.enum(['intake', 'training', 'networking', 'tools', 'business-case']),
  /** The text of its button. */
  text,
});

/** `content/services/<slug>.<lang>.md`; the markdown body is the description. */
export const serviceSchema = z.strictObject({
  title: text,
  draft,
  subtitle: text,
  summary: text.describe('one or two sentences for cards and menus'),
  icon,
  /** The tab of the services overview that lists it. */
  overviewCategory: z.enum(overviewCategories),
  /** What the service offers: at least four, each a title and a sentence. */
  features: z.array(titled).min(4),
  /** What it brings: at least three, each with an icon. */
  benefits: z.array(card).min(3),
  faqs: z.array(faq).default([]),
  cta: serviceCta,
  secondaryAction: secondaryAction.optional(),
  /** Three other services shown at the end, by slug. */
  related: z.array(slug).length(3),
  seo,
});
export type ServiceData = z.infer<typeof serviceSchema>;

/** Fields that must be the same in both languages of a service. */
export const serviceSharedFields = ['icon', 'overviewCategory', 'related', 'cta.type', 'secondaryAction.type'] as const;
