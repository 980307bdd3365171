import { z } from 'zod';
import { draft, externalUrl, picturePath, text } from '../fields.ts';

/** Contribution icons the spec allows on a partner profile. */
export const contributionIcons = ['Calendar', 'Zap', 'MessageSquare', 'Users', 'Target', 'Briefcase'] as const;
/** Languages a partner can speak, as ISO 639-1 codes; names and flags live in the UI strings. */
export const spokenLanguages = ['nl', 'en', 'de', 'fr', 'bg', 'pt', 'ar', 'es'] as const;

const profile = z.strictObject({
  /** What they do, in a few words: on their card and under their name. */
  specialization: text,
  /** The page title when name and specialization together are too long for search results (at most 44 characters). */
  seoTitle: text
    .max(44, 'must be at most 44 characters, so that with " | {company}" the title fits in search results')
    .optional(),
  /** The profile's description in search results: one or two sentences of 150-160 characters. */
  seoDescription: text,
  /** The city they work from. */
  location: text,
  /** Who they are. Paragraphs are separated by a blank line; the first sums them up in structured data. */
  whoIAm: text,
  /** What drives them; paragraphs are separated by a blank line. */
  whatDrivesMe: text,
  /** What they bring to a client; paragraphs are separated by a blank line. */
  whatIBring: text,
  /** What they offer clients: at least three. */
  contributions: z
    .array(
      z.strictObject({
        title: text,
        subtitle: text,
        icon: z.enum(contributionIcons),
        description: text,
      }),
    )
    .min(3),
  /** Work they did, shown in this order. */
  projects: z.array(z.strictObject({ name: text, description: text })).min(1),
});

/** `content/partners/<id>.yaml`: shared facts at the top, the texts in `nl` and `en`. */
export const partnerSchema = z.strictObject({
  /** Their full name. */
  name: text,
  draft,
  /** Their e-mail address, shown on the profile. */
  email: z.email('must be an e-mail address'),
  /** Their LinkedIn profile. */
  linkedin: externalUrl,
  /** Their portfolio, when they have one. */
  portfolio: externalUrl.optional(),
  /** Their own web site, when they have one. */
  website: externalUrl.optional(),
  /**
   * Their portrait, on their card and profile (cropped to a circle): a file beside this one or in
   * `content/images/` (`photo: anna.jpg`), straight from a phone is fine. Its text is "Foto van"
   * and their name, or "Illustratie van" and their name for a drawing (SVG). Without one, their
   * initials show.
   */
  photo: picturePath.optional(),
  /** The colour of their profile. */
  theme: z.enum(['terracotta', 'sage', 'emerald']),
  /** The languages they work in, as two-letter codes. */
  languages: z.array(z.enum(spokenLanguages)).min(1),
  /** Show at most this many projects on the profile. */
  projectLimit: z.number().int().positive().optional(),
  /** The Dutch texts of the profile. */
  nl: profile,
  /** The English texts of the profile. */
  en: profile,
});
export type PartnerData = z.infer<typeof partnerSchema>;
