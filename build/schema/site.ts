import { z } from 'zod';
import { externalUrl, text } from './common.ts';

/** `content/site.yaml`: the identity of the company. Its name and addresses live here and nowhere else. */
export const siteSchema = z.strictObject({
  name: text,
  url: z.url({ protocol: /^https?$/ }).refine((u) => !u.endsWith('/'), 'must not end with a slash'),
  email: z.email('must be an e-mail address'),
  /** In international form without spaces, for `tel:` links. */
  phone: z.string().regex(/^\+\d{8,15}$/, 'must be written as +31612345678'),
  phoneDisplay: text,
  leadConsultant: z.strictObject({ name: text, email: z.email() }),
  city: text,
  chamberOfCommerce: text,
  copyrightYear: z.number().int(),
  linkedin: externalUrl,
  partnerSite: z.strictObject({ label: text, url: externalUrl }),
  intakeFormUrl: externalUrl,
  emailjs: z.strictObject({ serviceId: text, templateId: text, publicKey: text }),
});
export type SiteData = z.infer<typeof siteSchema>;
