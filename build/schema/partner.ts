import { z } from 'zod';
import { externalUrl, text } from './common.ts';

/** Contribution icons the spec allows on a partner profile. */
export const contributionIcons = ['Calendar', 'Zap', 'MessageSquare', 'Users', 'Target', 'Briefcase'] as const;
/** Languages a partner can speak, as ISO 639-1 codes; names and flags live in the UI strings. */
export const spokenLanguages = ['nl', 'en', 'de', 'fr', 'bg', 'pt', 'ar', 'es'] as const;

const profile = z.strictObject({
  specialization: text,
  /** The page title when name and specialization together are too long for search results (at most 44 characters). */
  seoTitle: text.max(44, 'must be at most 44 characters, so that with " | {company}" the title fits in search results').optional(),
  location: text,
  /** Paragraphs are separated by a blank line. */
  whoIAm: text,
  whatDrivesMe: text,
  whatIBring: text,
  contributions: z.array(z.strictObject({
    title: text,
    subtitle: text,
    icon: z.enum(contributionIcons),
    description: text,
  })).min(3),
  projects: z.array(z.strictObject({ name: text, description: text })).min(1),
});

/** `content/partners/<id>.yaml`: shared facts at the top, the texts in `nl` and `en`. */
export const partnerSchema = z.strictObject({
  name: text,
  email: z.email('must be an e-mail address'),
  linkedin: externalUrl,
  portfolio: externalUrl.optional(),
  website: externalUrl.optional(),
  /** A portrait in `public/` (`/images/partners/<id>.jpg`), square; without one the profile shows a monogram. */
  photo: z.string().regex(/^\/[\w/.-]+\.(jpe?g|png|webp|avif)$/, 'must be a path in public/ such as /images/partners/anna.jpg').optional(),
  theme: z.enum(['terracotta', 'sage', 'emerald']),
  languages: z.array(z.enum(spokenLanguages)).min(1),
  /** Show at most this many projects on the profile. */
  projectLimit: z.number().int().positive().optional(),
  nl: profile,
  en: profile,
});
export type PartnerData = z.infer<typeof partnerSchema>;
export type PartnerProfile = z.infer<typeof profile>;
