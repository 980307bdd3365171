import { z } from 'zod';
import { externalUrl, text } from './common.ts';

/** `content/site.yaml`: the identity of the company. Its name and addresses live here and nowhere else. */
export const siteSchema = z.strictObject({
  name: text,
  url: z.url({ protocol: /^https?$/ }).refine((u) => !u.endsWith('/'), 'must not end with a slash'),
  /** The brand mark: an SVG or PNG file in `public/`, for structured data and share images. */
  logo: z.string().regex(/^\/[\w./-]+\.(svg|png)$/, 'must be the path of an .svg or .png file in public/, such as /logo.svg'),
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
  /** The e-mail service that sends the MT pitch request (EmailJS). */
  emailjs: z.strictObject({
    serviceId: text,
    templateId: text,
    publicKey: text,
    /** E-mail addresses whose requests the service refuses (spam that got through before). */
    blockList: z.array(z.string()).default([]),
    /** One request per visitor per this many seconds. */
    throttleSeconds: z.number().int().min(0).default(10),
  }),
});
export type SiteData = z.infer<typeof siteSchema>;
