import { z } from 'zod';
import { externalUrl, text } from '../fields.ts';

/** `content/site.yaml`: the identity of the company. Its name and addresses live here and nowhere else. */
export const siteSchema = z.strictObject({
  /** The company's name, as every page shows it. */
  name: text,
  /** The site's address, without a slash at the end: canonical URLs and the sitemap start with it. */
  url: z.url({ protocol: /^https?$/ }).refine((u) => !u.endsWith('/'), 'must not end with a slash'),
  /** The brand mark: an SVG or PNG file in `public/`, for structured data and share images. */
  logo: z
    .string()
    .regex(/^\/[\w./-]+\.(svg|png)$/, 'must be the path of an .svg or .png file in public/, such as /logo.svg'),
  /** The company's e-mail address. */
  email: z.email('must be an e-mail address'),
  /** In international form without spaces, for `tel:` links. */
  phone: z.string().regex(/^\+\d{8,15}$/, 'must be written as +31612345678'),
  /** The phone number as people read it. */
  phoneDisplay: text,
  /** The consultant who answers, named in the copy as `{consultant}`. */
  leadConsultant: z.strictObject({ name: text, email: z.email() }),
  /** Where the company is based. */
  city: text,
  /** The number at the Dutch chamber of commerce (KvK), shown in the footer. */
  chamberOfCommerce: text,
  /** The first year of the copyright line in the footer. */
  copyrightYear: z.number().int(),
  /** The company's LinkedIn page. */
  linkedin: externalUrl,
  /** The partner organisation the footer links to. */
  partnerSite: z.strictObject({ label: text, url: externalUrl }),
  /** The intake form that the Spring dan! dialog opens. */
  intakeFormUrl: externalUrl,
  /**
   * The service that hosts the intake form and keeps its answers for us, named in the privacy
   * policy as `{intakeFormProvider}`.
   */
  intakeFormProvider: text,
  /** The e-mail service that sends the MT pitch request (EmailJS). */
  emailjs: z.strictObject({
    /** The EmailJS service that sends the mail. */
    serviceId: text,
    /** The EmailJS template of the mail. */
    templateId: text,
    /** The public key of the EmailJS account. */
    publicKey: text,
    /** E-mail addresses whose requests the service refuses (spam that got through before). */
    blockList: z.array(z.string()).default([]),
    /** One request per visitor per this many seconds. */
    throttleSeconds: z.number().int().min(0).default(10),
  }),
});
export type SiteData = z.infer<typeof siteSchema>;
