import { z } from 'zod';
import { isoDate, sitePath, text } from './common.ts';

export const articleCategories = ['strategie-groei', 'leiderschap-teams', 'innovatie-technologie'] as const;

/** How an article ends (spec section 2, articles). */
export const articleCta = z.strictObject({
  type: z.enum(['strategy-session', 'change-session', 'team-assessment', 'service-link', 'ai-assessment']),
  heading: text,
  text,
  button: text,
  /** Where the button goes; for every type but `ai-assessment`, which opens a dialog. */
  href: sitePath.optional(),
});

const listItem = z.strictObject({
  title: text,
  /** Also the meta description: 150-160 characters. */
  description: text,
  tags: z.array(text).min(1),
  /** A shorter title for search results when the title is too long for them. */
  seoTitle: text.optional(),
});

/**
 * `content/articles/<slug>.md`: the Dutch article; its body is the intro followed by `##` sections.
 * `en` holds the English list item (articles themselves are Dutch only).
 */
export const articleSchema = z.strictObject({
  ...listItem.shape,
  date: isoDate,
  dateModified: isoDate.optional(),
  readTime: z.number().int().min(1).max(60),
  category: z.enum(articleCategories),
  keywords: z.array(text).min(1),
  popular: z.boolean().default(false),
  cta: articleCta,
  related: z.array(z.strictObject({ title: text, url: sitePath, description: text })).length(5),
  en: listItem,
});
export type ArticleData = z.infer<typeof articleSchema>;
