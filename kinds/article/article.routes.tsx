import { articleCategories, type ArticleCategory } from '../schemas.ts';
import { paths } from '../../shared/paths.ts';
import { format } from '../../src/lib/format.ts';
import { articlesPerPage, pageCount } from './article-lists.ts';
import type { Article, ListedArticle, SiteContent } from '../content.ts';
import { languages, type Lang } from '../fields.ts';
import { excerpt } from '../../shared/excerpt.ts';
import { ArticlesPage } from './ArticlesPage.tsx';
import { ArticlePage } from './ArticlePage.tsx';
import type { Route } from '../routes.tsx';
import { routeMadeOf } from '../route-inputs.ts';
import { categoriesWithArticles, categoryOfEach, perArticle } from './per-article.ts';
import type { PlanMemory, RoutesOf } from '../define.ts';
import type { article } from './article.ts';

/** The pages of the article kind in one language. */
export const articleRoutes: RoutesOf<typeof article> = ({ content, lang, c, memory }) => [
  ...articleListRoutes(content, lang, memory),
  ...articlesRoutes(content.articles, lang, c.ui, memory),
];

type UiStrings = SiteContent['lang'][Lang]['ui'];

/** What the dev server keeps of an article's page in each language (see articleRoute). */
type KeptArticle = Partial<Record<Lang, { ui: object; article: Article; route: Route }>>;

// The dev server's pages of every article in a language: an article that is the same object in
// the same place as at the last plan keeps its page without a look at its data (see perArticle),
// which for thousands of articles is most of planning the site. An article's page stays the same
// object for as long as its data and the interface strings are the same objects, that is,
// unchanged. Pictures make a new article object with the same data: its HTML and cover must be
// the same too.
const articlesRoutes = (articles: readonly Article[], lang: Lang, ui: UiStrings, memory?: PlanMemory) => {
  if (!memory) return articles.map((a) => articleRoute(a, lang, ui));
  const kept = memory.weak<object, KeptArticle>('article pages');
  const pagesOfEach = memory.kept(`article pages ${lang}`, () =>
    perArticle((a: Article, ui: UiStrings) => articleRoute(a, lang, ui, kept)),
  );
  return pagesOfEach(articles, ui);
};

const sameArticle = (a: Article, b: Article) =>
  a === b || (a.html === b.html && a.cover === b.cover && a.wordCount === b.wordCount);

/** An article's own pages, one in each language: all a change to its body alone changes (see quick-rebuild.ts). */
export const articlePages = (article: Article, content: SiteContent): Route[] =>
  languages.map((lang) => articleRoute(article, lang, content.lang[lang].ui));

/** The page of an article in a language. */
function articleRoute(article: Article, lang: Lang, ui: UiStrings, kept?: WeakMap<object, KeptArticle>): Route {
  const known = kept?.get(article.data)?.[lang];
  if (known?.ui === ui && sameArticle(known.article, article)) return known.route;
  const item = lang === 'nl' ? article.data : article.data.en;
  const route: Route = {
    path: paths.article(article.slug),
    lang,
    kind: 'article',
    title: item.seoTitle ?? item.title,
    description: item.description,
    keywords: lang === 'nl' ? article.data.keywords : article.data.en.tags,
    lastmod: article.data.dateModified ?? article.data.date,
    breadcrumbs: [
      { name: ui.nav.articles, path: paths.articles },
      { name: item.title, path: paths.article(article.slug) },
    ],
    subject: {
      type: 'article',
      headline: item.title,
      datePublished: article.data.date,
      dateModified: article.data.dateModified ?? article.data.date,
      section: ui.articles.categories[article.data.category],
      wordCount: article.wordCount,
      inLanguage: 'nl',
    },
    element: <ArticlePage article={article} />,
  };
  // Made of these alone, as the cache above assumes too.
  routeMadeOf(route, 'article', article, lang, ui);
  kept?.set(article.data, { ...kept.get(article.data), [lang]: { ui, article, route } });
  return route;
}

/**
 * The pages of the article lists in a language that `wanted` asks for by path, without making the
 * others: for a build that makes only the list pages showing a changed article (see quick-rebuild.ts).
 */
export const articleListPagesAt = (content: SiteContent, lang: Lang, wanted: (path: string) => boolean): Route[] =>
  articleListRoutes(content, lang, undefined, wanted);

// The dev server's list pages, as for the articles' pages above: a page of a list stays the same
// object for as long as what it is made of (routeMadeOf) is the same, one level deep.
type KeptList = { scalars: unknown[]; shown: ListedArticle[]; listed: unknown[][]; route: Route };

const sameInputs = (a: unknown[], b: unknown[]) =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i];
    if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((v, j) => Object.is(v, y[j]));
    return Object.is(x, y);
  });

/**
 * The pages of the article overview and of each category's overview in a language, twelve
 * articles a page, newest first. Each page after the first has its own title and description
 * (the titles it lists), so search engines see no two alike.
 */
function articleListRoutes(
  content: SiteContent,
  lang: Lang,
  memory: PlanMemory | undefined,
  wanted?: (path: string) => boolean,
): Route[] {
  const cachedLists = memory?.map<string, KeptList>('article lists');
  const { ui } = content.lang[lang];
  const t = ui.articles;
  const byCategory = new Map<ArticleCategory, Article[]>(articleCategories.map((category) => [category, []]));
  const categoryOf = categoryOfEach(content.articles);
  content.articles.forEach((article, i) => byCategory.get(categoryOf[i]!)!.push(article));
  const categories = categoriesWithArticles(content.articles);
  const home = { name: ui.nav.home, path: paths.home };
  const overview = { name: ui.nav.articles, path: paths.articles };
  const lists = [
    {
      list: paths.articles,
      category: undefined as ArticleCategory | undefined,
      articles: content.articles,
      heading: t.heading,
      intro: t.intro,
      title: t.seo.title,
      description: t.seo.description,
      lead: '',
      trail: [home, overview],
    },
    ...categories.map((category) => {
      const name = t.categories[category];
      const title = format(t.lists.categoryTitle, { category: name });
      return {
        list: paths.articleCategory(category),
        category,
        articles: byCategory.get(category)!,
        heading: title,
        intro: format(t.lists.categoryIntro, { category: name }),
        title,
        description: t.categoryDescriptions[category],
        lead: format(t.lists.categoryDescription, { category: name }),
        trail: [home, overview, { name, path: paths.articleCategory(category) }],
      };
    }),
  ];
  const routes: Route[] = [];
  for (const { list, category, articles, heading, intro, title, description, lead, trail } of lists) {
    const pages = pageCount(articles.length);
    for (let page = 1; page <= pages; page++) {
      const path = paths.listPage(list, page);
      if (wanted && !wanted(path)) continue;
      // What the page shows of each article, and all it is made of: not the body (see ListedArticle).
      const shown: ListedArticle[] = articles.slice((page - 1) * articlesPerPage, page * articlesPerPage);
      // Everything below follows from these, so its key is made of them, without working out
      // the description, date and keywords of a thousand pages that are not rendered.
      const scalars = ['articles', lang, ui, list, category, categories, page, pages];
      const listedOf = () => [shown.map((a) => a.slug), shown.map((a) => a.data), shown.map((a) => a.cover)];
      const known = cachedLists?.get(`${lang} ${path}`);
      // The same articles are the same objects, most of the time (see articlesRoutes); an article
      // whose body alone changed is another object that shows the same.
      if (
        known &&
        sameInputs(known.scalars, scalars) &&
        (sameInputs(known.shown, shown) || sameInputs(known.listed, listedOf()))
      ) {
        known.shown = shown;
        routes.push(known.route);
        continue;
      }
      const listed = listedOf();
      const inputs = [...scalars, ...listed];
      const pageLead = page === 1 ? lead : `${lead} ${format(t.lists.pageDescription, { page, pages })}`;
      const crumbs = page === 1 ? trail : [...trail, { name: format(t.lists.page, { page, pages }), path }];
      // Kept once worked out: a build reads them for the page's key, its head and the sitemap.
      let lastmod: string | undefined;
      let keywords: string[] | undefined;
      const route: Route = {
        path,
        lang,
        kind: 'articles',
        title: page === 1 ? title : format(t.lists.pageTitle, { title, page }),
        // Worked out when read: the dev server plans every page of every list on each edit, and
        // shows few of them.
        // The first page of a list has the description its copy gives; every other page one made
        // of what it lists, followed by that description to make up the length (and to differ).
        get description() {
          return page === 1
            ? description
            : excerpt(
                `${pageLead} ${shown.map((a) => (lang === 'nl' ? a.data.title : a.data.en.title)).join(', ')}. ` +
                  description,
              );
        },
        get lastmod() {
          return (lastmod ??= shown
            .map((a) => a.data.dateModified ?? a.data.date)
            .sort()
            .at(-1));
        },
        get keywords() {
          const tagsOf = (a: ListedArticle) => (lang === 'nl' ? a.data.tags : a.data.en.tags);
          return (keywords ??= [...new Set(shown.flatMap(tagsOf))].slice(0, 10));
        },
        breadcrumbs: crumbs,
        subject: { type: 'collection' },
        pagination: {
          prev: page > 1 ? paths.listPage(list, page - 1) : undefined,
          next: page < pages ? paths.listPage(list, page + 1) : undefined,
        },
        element: (
          <ArticlesPage
            articles={shown}
            categories={categories}
            listing={{ list, category, heading, intro, page, pages }}
          />
        ),
      };
      routes.push(routeMadeOf(route, ...inputs));
      cachedLists?.set(`${lang} ${path}`, { scalars, shown, listed, route });
    }
  }
  return routes;
}
