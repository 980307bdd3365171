import { z } from 'zod';
import { isoDate, sitePath, text } from './common.ts';

export const articleCategories = ['strategie-groei', 'leiderschap-teams', 'innovatie-technologie'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** The call to action that ends an article (spec section 2, articles). */
export const articleCta = z.strictObject({
  /** What the button offers: a session (`strategy-session`, `change-session`, `team-assessment`), a service (`service-link`, with `href` to it), or the AI assessment dialog (`ai-assessment`). */
  type: z.enum(['strategy-session', 'change-session', 'team-assessment', 'service-link', 'ai-assessment']),
  /** The heading of the closing block. */
  heading: text,
  /** A sentence or two under the heading. */
  text,
  /** The text of the button. */
  button: text,
  /** Where the button goes; for every type but `ai-assessment`, which opens a dialog. */
  href: sitePath.optional(),
});

const listItem = z.strictObject({
  /** The title, on the article and in lists. */
  title: text,
  /** Shown in the overview; also the meta description: 150-160 characters. */
  description: text,
  /** Shown with the article and in the overview. */
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
  /** The day it was published, not in the future; the newest articles come first. */
  date: isoDate,
  /** The day it last changed in substance, when it did; not before `date`. */
  dateModified: isoDate.optional(),
  /** Minutes to read it; the body must match, at about 200 words a minute. */
  readTime: z.number().int().min(1).max(60),
  /** The topic, shown above the title in the overview. */
  category: z.enum(articleCategories),
  /** Phrases people search for, for search engines. */
  keywords: z.array(text).min(1),
  /** `true` lists it under the popular articles in every page's footer, which shows the newest six of them. */
  popular: z.boolean().default(false),
  cta: articleCta,
  /** Five links at the end of the article, to articles, services or other pages. */
  related: z.array(z.strictObject({
    /** The text of the link. */
    title: text,
    /** The page it leads to: a page of the site or a redirect. */
    url: sitePath,
    /** A sentence under the link. */
    description: text,
  })).length(5),
  /** What English pages show of the article: its English title, description and tags. */
  en: listItem,
});
export type ArticleData = z.infer<typeof articleSchema>;
