import { posix } from 'node:path';
import type { ReactElement } from 'react';
import type { SiteContent } from './content.ts';
import { languages, type Lang } from './schema/common.ts';
import { serviceSummaries, categoryGroups } from './summaries.ts';
import { renderMarkdown } from './markdown.ts';
import { paths } from '../src/lib/paths.ts';
import { format } from '../src/lib/format.ts';
import { excerpt } from './excerpt.ts';
import { articlesPerPage, pageCount } from './article-lists.ts';
import { articleCategories, type ArticleCategory } from './schema/index.ts';
import type { Article } from './content.ts';
import { HomePage } from '../src/pages/HomePage.tsx';
import { ServicesPage } from '../src/pages/ServicesPage.tsx';
import { ServicePage } from '../src/pages/ServicePage.tsx';
import { CategoryPage } from '../src/pages/CategoryPage.tsx';
import { LandingPage } from '../src/pages/LandingPage.tsx';
import { ExpertsPage } from '../src/pages/ExpertsPage.tsx';
import { ExpertPage } from '../src/pages/ExpertPage.tsx';
import { ArticlesPage } from '../src/pages/ArticlesPage.tsx';
import { ArticlePage } from '../src/pages/ArticlePage.tsx';
import { NotFoundPage } from '../src/pages/NotFoundPage.tsx';

export type PageKind = 'home' | 'services' | 'service' | 'category' | 'landing' | 'experts' | 'expert' | 'articles' | 'article' | 'not-found';

/** One page of the site in one language. */
export interface Route {
  /** The Dutch-form path (`/services/werkpaard`); the URL adds `/en` for English. */
  path: string;
  lang: Lang;
  kind: PageKind;
  /** Title without the company suffix; without one the page has the language's default title (`ui.meta.defaultTitle`). */
  title?: string;
  /** Without one the page has the language's default description (`ui.meta.defaultDescription`). */
  description?: string;
  keywords: string[];
  /** The content date the page last changed, for the sitemap. */
  lastmod?: string;
  /** Set for pages that are not a route of their own (the not-found pages): written to this file, kept out of search. */
  file?: string;
  element: ReactElement;
  /** The trail the page's breadcrumb shows, as names and Dutch-form paths; the last crumb is the page itself. */
  breadcrumbs?: { name: string; path: string }[];
  /** The questions the page answers in its FAQ. */
  faqs?: { question: string; answer: string }[];
  /** What the page presents, for structured data. */
  subject?: PageSubject;
  /** The content files the page is made of; the sitemap dates a page without a content date by their last change. */
  sources?: string[];
  /** For a page of a list: the Dutch-form paths of the pages before and after it. */
  pagination?: { prev?: string; next?: string };
}


/** What a page presents, as structured data describes it. */
export type PageSubject =
  | { type: 'collection' }
  | { type: 'service'; name: string; description: string; serviceType: string; category?: string }
  | { type: 'person'; name: string; jobTitle: string; description: string; email: string; location: string; sameAs: string[]; languages: string[] }
  | { type: 'article'; headline: string; datePublished: string; dateModified: string; section: string; wordCount: number; inLanguage: Lang };

/** Every page of the site, in both languages. */
export function routesFor(content: SiteContent): Route[] {
  const routes: Route[] = [];
  for (const lang of languages) {
    const c = content.lang[lang];
    const ui = c.ui;
    const summaries = serviceSummaries(content, lang);
    const contentDir = posix.dirname(c.privacy.file);
    const serviceFiles = (slugs: string[]) => slugs.map((slug) => c.services.find((s) => s.slug === slug)!.file);
    const crumb = (name: string, path: string) => ({ name, path });
    const servicesCrumb = crumb(ui.nav.services, paths.services);
    const categoryTitle = new Map(c.categories.flatMap((cat) => cat.data.services.map((s) => [s, cat.data.title] as const)));

    routes.push({
      path: paths.home, lang, kind: 'home', ...c.home.seo,
      sources: [`${contentDir}/home.${lang}.yaml`, ...c.categories.map((cat) => cat.file), ...c.services.map((s) => s.file)],
      element: <HomePage home={c.home} aboutHtml={renderMarkdown(c.home.about.body)} groups={categoryGroups(content, lang)} />,
    });

    const categoryOf = new Map(c.services.map((s) => [s.slug, s.data.overviewCategory]));
    routes.push({
      path: paths.services, lang, kind: 'services', ...ui.services.seo, keywords: c.services.map((s) => s.data.title),
      breadcrumbs: [crumb(ui.nav.home, paths.home), servicesCrumb],
      subject: { type: 'collection' },
      sources: c.services.map((s) => s.file),
      element: <ServicesPage services={[...summaries.values()].map((s) => ({ ...s, category: categoryOf.get(s.slug)! }))} />,
    });

    for (const service of c.services) {
      routes.push({
        path: paths.service(service.slug), lang, kind: 'service', ...service.data.seo,
        breadcrumbs: [servicesCrumb, crumb(service.data.title, paths.service(service.slug))],
        faqs: service.data.faqs,
        subject: {
          type: 'service', name: service.data.title, description: service.data.summary,
          serviceType: ui.services.categories[service.data.overviewCategory], category: categoryTitle.get(service.slug),
        },
        sources: [service.file],
        element: <ServicePage service={service.data} html={service.html} related={service.data.related.map((s) => summaries.get(s)!)} dialogs={c} />,
      });
    }

    for (const category of c.categories) {
      routes.push({
        path: paths.category(category.slug), lang, kind: 'category', ...category.data.seo,
        breadcrumbs: [servicesCrumb, crumb(category.data.title, paths.category(category.slug))],
        faqs: category.data.faqs,
        subject: { type: 'collection' },
        sources: [category.file, ...serviceFiles(category.data.services)],
        element: <CategoryPage category={category.data} html={category.html} services={category.data.services.map((s) => summaries.get(s)!)} />,
      });
    }

    for (const landing of c.landings) {
      routes.push({
        path: paths.landing(landing.slug), lang, kind: 'landing', ...landing.data.seo,
        faqs: landing.data.faqs,
        sources: [landing.file],
        element: <LandingPage page={landing.data} html={landing.html} sectionHtml={landing.data.sections.map((s) => renderMarkdown(s.body))} related={landing.data.related.map((s) => summaries.get(s)!)} />,
      });
    }

    routes.push({
      path: paths.experts, lang, kind: 'experts', ...ui.experts.seo, keywords: content.partners.map((p) => p.data[lang].specialization),
      breadcrumbs: [crumb(ui.nav.home, paths.home), crumb(ui.nav.experts, paths.experts)],
      subject: { type: 'collection' },
      sources: content.partners.map((p) => p.file),
      element: <ExpertsPage partners={content.partners} />,
    });
    for (const partner of content.partners) {
      const profile = partner.data[lang];
      const { name } = partner.data;
      routes.push({
        path: paths.expert(partner.id), lang, kind: 'expert',
        title: profile.seoTitle ?? (`${name}: ${profile.specialization}`.length <= 44 ? `${name}: ${profile.specialization}` : `${name} | ${ui.nav.experts}`),
        description: excerpt(profile.whoIAm),
        keywords: [name, profile.specialization, profile.location],
        breadcrumbs: [crumb(ui.nav.home, paths.home), crumb(ui.nav.experts, paths.experts), crumb(name, paths.expert(partner.id))],
        subject: {
          type: 'person', name, jobTitle: profile.specialization, description: profile.whoIAm.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim(),
          email: partner.data.email, location: profile.location, languages: partner.data.languages,
          sameAs: [partner.data.linkedin, partner.data.portfolio, partner.data.website].filter((u): u is string => Boolean(u)),
        },
        sources: [partner.file],
        element: <ExpertPage partner={partner} />,
      });
    }

    routes.push(...articleListRoutes(content, lang));
    for (const article of content.articles) routes.push(articleRoute(article, lang, ui));

    const notFound = { lang, kind: 'not-found' as const, keywords: [] };
    routes.push({ ...notFound, path: '/404', file: lang === 'nl' ? '404.html' : 'en/404.html', title: ui.notFound.title, element: <NotFoundPage /> });
    routes.push({ ...notFound, path: `${paths.experts}/404`, file: lang === 'nl' ? 'raspaarden/404.html' : 'en/raspaarden/404.html', title: ui.experts.notFound, element: <NotFoundPage expert /> });
  }
  return routes;
}

// The dev server plans the site again on every edit: an article's page stays the same object for
// as long as its data and the interface strings are the same objects, that is, unchanged.
// Pictures make a new article object with the same data: its HTML and cover must be the same too.
const articleRoutes = new WeakMap<object, Partial<Record<Lang, { ui: object; article: Article; route: Route }>>>();

const sameArticle = (a: Article, b: Article) => a === b || (a.html === b.html && a.cover === b.cover && a.wordCount === b.wordCount);

/** The page of an article in a language. */
function articleRoute(article: Article, lang: Lang, ui: SiteContent['lang'][Lang]['ui']): Route {
  const known = articleRoutes.get(article.data)?.[lang];
  if (known?.ui === ui && sameArticle(known.article, article)) return known.route;
  const item = lang === 'nl' ? article.data : article.data.en;
  const route: Route = {
    path: paths.article(article.slug), lang, kind: 'article',
    title: item.seoTitle ?? item.title, description: item.description,
    keywords: lang === 'nl' ? article.data.keywords : article.data.en.tags,
    lastmod: article.data.dateModified ?? article.data.date,
    breadcrumbs: [{ name: ui.nav.articles, path: paths.articles }, { name: item.title, path: paths.article(article.slug) }],
    subject: {
      type: 'article', headline: item.title, datePublished: article.data.date, dateModified: article.data.dateModified ?? article.data.date,
      section: ui.articles.categories[article.data.category], wordCount: article.wordCount, inLanguage: 'nl',
    },
    element: <ArticlePage article={article} />,
  };
  articleRoutes.set(article.data, { ...articleRoutes.get(article.data), [lang]: { ui, article, route } });
  return route;
}

/**
 * The pages of the article overview and of each category's overview in a language, twelve
 * articles a page, newest first. Each page after the first has its own title and description
 * (the titles it lists), so search engines see no two alike.
 */
function articleListRoutes(content: SiteContent, lang: Lang): Route[] {
  const { ui } = content.lang[lang];
  const t = ui.articles;
  const byCategory = new Map<ArticleCategory, Article[]>(articleCategories.map((category) => [category, []]));
  for (const article of content.articles) byCategory.get(article.data.category)!.push(article);
  const categories = articleCategories.filter((category) => byCategory.get(category)!.length > 0);
  const home = { name: ui.nav.home, path: paths.home };
  const overview = { name: ui.nav.articles, path: paths.articles };
  const lists = [
    { list: paths.articles, category: undefined as ArticleCategory | undefined, articles: content.articles, heading: t.heading, intro: t.intro, title: t.seo.title, description: t.seo.description, lead: '', trail: [home, overview] },
    ...categories.map((category) => {
      const name = t.categories[category];
      const title = format(t.lists.categoryTitle, { category: name });
      return {
        list: paths.articleCategory(category), category, articles: byCategory.get(category)!, heading: title, intro: format(t.lists.categoryIntro, { category: name }),
        title, description: undefined, lead: format(t.lists.categoryDescription, { category: name }), trail: [home, overview, { name, path: paths.articleCategory(category) }],
      };
    }),
  ];
  const routes: Route[] = [];
  for (const { list, category, articles, heading, intro, title, description, lead, trail } of lists) {
    const pages = pageCount(articles.length);
    for (let page = 1; page <= pages; page++) {
      const shown = articles.slice((page - 1) * articlesPerPage, page * articlesPerPage);
      const path = paths.listPage(list, page);
      const pageLead = page === 1 ? lead : `${lead} ${format(t.lists.pageDescription, { page, pages })}`;
      const crumbs = page === 1 ? trail : [...trail, { name: format(t.lists.page, { page, pages }), path }];
      routes.push({
        path, lang, kind: 'articles',
        title: page === 1 ? title : format(t.lists.pageTitle, { title, page }),
        // Worked out when read: the dev server plans every page of every list on each edit, and
        // shows few of them.
        // The first overview page has the description its copy gives; every other page one made
        // of what it lists, followed by that description to make up the length.
        get description() {
          return page === 1 && description ? description : excerpt(`${pageLead} ${shown.map((a) => (lang === 'nl' ? a.data.title : a.data.en.title)).join(', ')}. ${t.seo.description}`);
        },
        get lastmod() {
          return shown.map((a) => a.data.dateModified ?? a.data.date).sort().at(-1);
        },
        get keywords() {
          return [...new Set(shown.flatMap((a) => (lang === 'nl' ? a.data.tags : a.data.en.tags)))].slice(0, 10);
        },
        breadcrumbs: crumbs,
        subject: { type: 'collection' },
        pagination: { prev: page > 1 ? paths.listPage(list, page - 1) : undefined, next: page < pages ? paths.listPage(list, page + 1) : undefined },
        element: <ArticlesPage articles={shown} categories={categories} listing={{ list, category, heading, intro, page, pages, trail: crumbs }} />,
      });
    }
  }
  return routes;
}
