import { z } from 'zod';
import { card, faq, seo, slug, text, titled, icon } from './common.ts';

/** The tabs of the services overview (spec section 3, service card); labels live in the UI strings. */
export const overviewCategories = [
  'strategie', 'innovatie', 'uitvoering', 'consultancy', 'training',
  'personal-branding', 'netwerk', 'investment', 'templates', 'technology',
] as const;

/** The main call to action of a service page (spec section 2, service detail). */
export const serviceCta = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('contact'), text }),
  z.strictObject({ type: z.literal('phone'), text }),
  z.strictObject({ type: z.literal('booking'), text, serviceType: text }),
  z.strictObject({ type: z.literal('ikigai'), text }),
  z.strictObject({ type: z.literal('mtpitch'), text }),
]);

/** A second action that opens one of the information dialogs. */
export const secondaryAction = z.strictObject({
  type: z.enum(['intake', 'training', 'networking', 'tools', 'business-case']),
  text,
});

/** `content/services/<slug>.<lang>.md`; the markdown body is the description. */
export const serviceSchema = z.strictObject({
  title: text,
  subtitle: text,
  summary: text.describe('one or two sentences for cards and menus'),
  icon,
  overviewCategory: z.enum(overviewCategories),
  features: z.array(titled).min(4),
  benefits: z.array(card).min(3),
  faqs: z.array(faq).default([]),
  cta: serviceCta,
  secondaryAction: secondaryAction.optional(),
  related: z.array(slug).length(3),
  seo,
});
export type ServiceData = z.infer<typeof serviceSchema>;

/** Fields that must be the same in both languages of a service. */
export const serviceSharedFields = ['icon', 'overviewCategory', 'related', 'cta.type', 'secondaryAction.type'] as const;
