import { articleCategories, articleSchema, type ArticleCategory } from '../schemas.ts';
import { paths } from '../../shared/paths.ts';
import { articleListPaths } from './article-lists.ts';
import { wordsPerMinute } from '../../shared/copy-limits.ts';
import { defineKind } from '../define.ts';
import { articleLabels } from './article.labels.ts';

const list = (items: string[]) => items.join('  ·  ');
const isArticleCategory = (value: unknown): value is ArticleCategory =>
  (articleCategories as readonly unknown[]).includes(value);

/**
 * The articles: one Dutch file each, whose `en` fields hold the English list item; a page per
 * language, and the lists.
 */
export const article = defineKind({
  name: 'article',
  pattern: /^articles\/(?<key>[^./]+)\.md$/,
  schema: articleSchema,
  layout: 'bilingual',
  page: paths.article,
  listPages: (data) =>
    articleListPaths(data.map((d) => (d as { category?: unknown } | undefined)?.category).filter(isArticleCategory)),
  // Changes dated no later than today, and calls to action that lead somewhere. Each file on its own: a
  // build that finds only some articles changed runs this over those alone (see quick-rebuild.ts).
  checkAll: ({ files, today, problem }) => {
    for (const {
      entry,
      data: { date, dateModified, cta },
    } of files) {
      const at = (...path: PropertyKey[]) => ({ entry, path });
      // An article dated after today is held back until its day (see publication.ts), not checked here.
      if (dateModified && dateModified > today)
        problem(entry.file, 'dateModified', `${dateModified} is in the future (today is ${today})`, at('dateModified'));
      if (dateModified && dateModified < date)
        problem(
          entry.file,
          'dateModified',
          `${dateModified} is before the article's date ${date}; an article is modified after it is published`,
          at('dateModified'),
        );
      if (cta.type === 'service-link' && !cta.href?.startsWith('/services/')) {
        problem(
          entry.file,
          'cta.href',
          cta.href
            ? `"${cta.href}" is not a service page; ` +
                'a cta of type "service-link" leads to one, such as /services/werkpaard'
            : 'is required for a cta of type "service-link": the path of the service, such as /services/werkpaard',
          at('cta', cta.href ? 'href' : 'type'),
        );
      }
      if (cta.type === 'ai-assessment' && cta.href) {
        problem(
          entry.file,
          'cta.href',
          'is not used: a cta of type "ai-assessment" opens the AI assessment dialog; remove href',
          at('cta', 'href'),
        );
      }
    }
  },
  // Its card and page show its picture, and link previews and rich results show it as well.
  pictures: [
    {
      field: 'image',
      as: 'cover',
      places: { card: 'cover-card', page: 'cover-page' },
      shareAlt: (data, lang) => {
        const item = lang === 'nl' ? data : data.en;
        return item.alt || item.title;
      },
    },
  ],
  copy: (check, data) => {
    const { en, ...nl } = data;
    check.text(nl, { body: check.body, lang: 'nl' });
    check.text(en, { prefix: 'en', lang: 'en' });
    check.seo(nl.seoTitle ?? nl.title, nl.description, {
      title: nl.seoTitle ? 'seoTitle' : 'title',
      description: 'description',
    });
    check.seo(en.seoTitle ?? en.title, en.description, {
      title: en.seoTitle ? 'en.seoTitle' : 'en.title',
      description: 'en.description',
    });
    // A read time the writer set must match the body; one left out is worked out from it.
    const words = check.bodyWords();
    const minutes = words / wordsPerMinute;
    if (nl.readTime !== undefined && (minutes < nl.readTime * 0.8 || minutes > nl.readTime * 1.25)) {
      check.problem(
        'readTime',
        `is ${nl.readTime} minutes, but the ${words} words read in about ${Math.round(minutes)}; ` +
          `write about ${nl.readTime * wordsPerMinute} words or change readTime`,
      );
    }
  },
  shareCards: (content, lang) => {
    const { ui } = content.lang[lang];
    // Of the interface strings alone: an article's card is the share image of every article page
    // without a picture of its own, so a card that named articles would change thousands of
    // pages whenever one is published.
    return {
      articles: { eyebrow: ui.nav.articles, headline: ui.articles.heading, text: ui.articles.intro },
      article: {
        eyebrow: list(Object.values(ui.articles.categories)),
        headline: ui.articles.heading,
        text: ui.articles.intro,
      },
    };
  },
  scaffold: (s) => {
    const category = (s.category ?? 'strategie-groei') as ArticleCategory;
    if (!articleCategories.includes(category))
      s.refuse(`--category ${category} is not an article category; choose one of ${articleCategories.join(', ')}`);
    const tags = {
      'strategie-groei': ['Strategie', 'Strategy'],
      'leiderschap-teams': ['Leiderschap', 'Leadership'],
      'innovatie-technologie': ['Innovatie', 'Innovation'],
    }[category];
    const articles = s.entries
      .filter((e) => e.kind === 'article')
      .map((e) => ({
        slug: e.key,
        data: e.data as {
          title: string;
          description: string;
          date: string;
          en: { title: string; description: string };
        },
      }))
      .filter((a) => typeof a.data?.date === 'string')
      .sort((a, b) => (a.data.date < b.data.date ? 1 : -1));
    // Each link in both languages: an article by its own list items, a service by its name.
    const links = [
      ...articles.slice(0, 5).map((a) => ({
        nl: { title: a.data.title, url: paths.article(a.slug), description: a.data.description },
        en: { title: a.data.en.title, description: a.data.en.description },
      })),
      ...s.services.map((slug) => ({
        nl: { title: slug, url: paths.service(slug), description: 'Een dienst die je verder helpt met dit onderwerp.' },
        en: { title: slug, description: 'A service that helps you further with this subject.' },
      })),
    ].slice(0, 5);
    const starter = s.starter(new URL('./article.starter.md', import.meta.url));
    const seoTitle = s.searchTitle(s.title, ': een praktische gids');
    const enSeoTitle = s.searchTitle(s.en, ': a practical guide');
    const data = {
      title: s.title,
      ...(seoTitle ? { seoTitle } : {}),
      description: s.description({
        starts: [
          `${s.title}: wat het is, waarom het ertoe doet en hoe je er als ondernemer mee aan de slag gaat`,
          `${s.title}: wat het is en hoe je ermee begint`,
          'Wat het is, waarom het ertoe doet en hoe je er als ondernemer mee aan de slag gaat',
        ],
        clauses: [', met praktische stappen voor je team', ' en een eerste stap die je deze week al kunt zetten'],
        closers: ['Met voorbeelden uit de praktijk.', 'Lees hoe je begint.', 'Zo pak je het aan.'],
      }),
      tags: [tags[0]],
      date: s.today,
      category,
      keywords: [s.title.toLowerCase().replace(/[.?!:]/g, '')],
      popular: false,
      cta: starter.data.cta,
      related: links.map((l) => l.nl),
      en: {
        title: s.en,
        ...(enSeoTitle ? { seoTitle: enSeoTitle } : {}),
        description: s.description({
          starts: [
            `${s.en}: what it is, why it matters and how you can get started with it as a founder`,
            `${s.en}: what it is and how to get started`,
            'What it is, why it matters and how you can get started with it as a founder',
          ],
          clauses: [', with practical steps for your team', ' and a first step you can take this week'],
          closers: ['With examples from practice.', 'Read how to begin.', 'Here is how to start.'],
        }),
        tags: [tags[1]],
        cta: (starter.data.en as { cta: unknown }).cta,
        related: links.map((l) => l.en),
      },
    };
    return [{ relative: `articles/${s.slug}.md`, text: s.markdownFile(data, starter.body) }];
  },
  guide: {
    title: 'Articles',
    file: 'content/articles/<slug>.md',
    page: '/artikelen/<slug>',
    source: new URL('./article.schema.ts', import.meta.url),
    schemaName: 'articleSchema',
    body:
      'the article, in Dutch: an introduction, then `##` sections. ' +
      'Its length must match `readTime` when that is set.',
    adding: {
      heading: 'An article',
      example: 'npm run new -- article "Titel van het artikel" --en "English title of the article"',
      text:
        'writes `content/articles/<slug>.md`, dated today, in the category `strategie-groei` ' +
        '(choose another with `--category`). Write the article below the front matter; ' +
        '`readTime` is worked out from the words; set it only to show another. ' +
        '`related` starts with the five newest articles: pick five links that fit. ' +
        'Set `popular: true` to list it in the footer.',
    },
  },
  editing: {
    labels: articleLabels,
    collection: 'articles',
    folder: 'articles',
    singular: 'Article',
    summary: '{{date}} · {{title}}',
    sortableFields: ['date', 'title'],
    sortedBy: { field: 'date', order: 'desc' },
  },
});
