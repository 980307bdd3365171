import { z } from 'zod';
import { draft, isoDate, picturePath, sitePath, text } from '../fields.ts';

export const articleCategories = ['strategie-groei', 'leiderschap-teams', 'innovatie-technologie'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** The call to action that ends an article (spec section 2, articles). */
export const articleCta = z.strictObject({
  /**
   * What the button offers: a session (`strategy-session`, `change-session`, `team-assessment`), a
   * service (`service-link`, with `href` to it), or the AI assessment dialog (`ai-assessment`).
   */
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
  /**
   * What the picture (`image`) shows, for people who cannot see it and for search engines: one
   * plain sentence. Required with `image`, unless the picture is `decorative`.
   */
  alt: z.string().trim().optional(),
});

/**
 * `content/articles/<slug>.md`: the Dutch article; its body is the intro followed by `##` sections.
 * `en` holds the English list item (articles themselves are Dutch only).
 */
export const articleSchema = z
  .strictObject({
    ...listItem.shape,
    /**
     * A picture for the article: on its card, above its text and as its share image (cropped to
     * 16:9 there, and for link previews). A file beside the article or in `content/images/`
     * (`image: ogsm.svg`); a photo straight from a phone is fine. Without one, the card shows no
     * picture and link previews show the site's drawn card.
     */
    image: picturePath.optional(),
    /**
     * `true` when the picture adds nothing the text does not say (a pattern, a mood): then `alt`
     * may be `""` and screen readers pass it by.
     */
    decorative: z.boolean().optional(),
    draft,
    /**
     * The day it is published; the newest articles come first. An article dated later stays out of
     * the built site until a build on or after that day.
     */
    date: isoDate,
    /** The day it last changed in substance, when it did; not before `date`. */
    dateModified: isoDate.optional(),
    /**
     * Minutes to read it, when the writer sets it; the body must then match, at about 200 words a
     * minute. Left out, it is worked out from the body's words (`readTimeOf`).
     */
    readTime: z.number().int().min(1).max(60).optional(),
    /** The topic, shown above the title in the overview. */
    category: z.enum(articleCategories),
    /** Phrases people search for, for search engines. */
    keywords: z.array(text).min(1),
    /** `true` lists it under the popular articles in every page's footer, which shows the newest six of them. */
    popular: z.boolean().default(false),
    cta: articleCta,
    /** Five links at the end of the article, to articles, services or other pages. */
    related: z
      .array(
        z.strictObject({
          /** The text of the link. */
          title: text,
          /** The page it leads to: a page of the site or a redirect. */
          url: sitePath,
          /** A sentence under the link. */
          description: text,
        }),
      )
      .length(5),
    /**
     * What English pages show of the article: its English title, description, tags and picture
     * text, and the closing block and the five links in English.
     */
    en: listItem.extend({
      /** The call to action in English; its type and `href` are the Dutch one's. */
      cta: z.strictObject({
        /** The heading of the closing block, in English. */
        heading: text,
        /** A sentence or two under the heading, in English. */
        text,
        /** The text of the button, in English. */
        button: text,
      }),
      /** The five links of `related` in English, in the same order; each leads where the Dutch one does. */
      related: z
        .array(
          z.strictObject({
            /** The text of the link, in English: for an article, its English title. */
            title: text,
            /** A sentence under the link, in English. */
            description: text,
          }),
        )
        .length(5),
    }),
  })
  .superRefine((article, ctx) => {
    // Every picture that carries meaning has a text in both languages (the SEO monitor counts them).
    const texts = [
      { at: [] as string[], alt: article.alt },
      { at: ['en'], alt: article.en.alt },
    ];
    for (const { at, alt } of texts) {
      if (!article.image) {
        if (alt !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'alt'],
            message: 'describes a picture, but the article has no image; add `image` or remove `alt`',
          });
        continue;
      }
      if (article.decorative || alt) continue;
      const where = at.length ? 'English' : 'Dutch';
      const wrong = alt === undefined ? `has no ${where} alt text` : 'is empty';
      ctx.addIssue({
        code: 'custom',
        path: alt === undefined ? (at.length ? at : ['image']) : [...at, 'alt'],
        message:
          `${wrong}: write in \`${[...at, 'alt'].join('.')}\` what the picture shows, ` +
          'or set `decorative: true` when it adds nothing the text does not say',
      });
    }
    if (article.decorative && !article.image)
      ctx.addIssue({
        code: 'custom',
        path: ['decorative'],
        message: 'is set, but the article has no image; add `image` or remove `decorative`',
      });
  });
/** An article as the pages get it: its read time set, or worked out from its words. */
export type ArticleData = z.infer<typeof articleSchema> & { readTime: number };
