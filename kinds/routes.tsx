import type { ReactElement } from 'react';
import type { SiteContent } from './content.ts';
import { languages, type Lang } from './fields.ts';
import { paths } from '../shared/paths.ts';
import { NotFoundPage } from '../src/pages/NotFoundPage.tsx';
import { allKinds } from './kind-registry.ts';
import type { PlanMemory } from './define.ts';
import { routesOfKind } from './kind-routes.ts';

/**
 * What a page is, for its share image and structured data: `not-found`, or a kind of page of a
 * content kind (`home`, `services`, `service`, `category`, `landing`, `experts`, `expert`,
 * `articles`, `article`, and those of any kind added to kinds/).
 */
export type PageKind = string;

/** One page of the site in one language. */
export interface Route {
  /** The Dutch-form path (`/services/werkpaard`); the URL adds `/en` for English. */
  path: string;
  lang: Lang;
  kind: PageKind;
  /**
   * Title without the company suffix; without one the page has the language's default title
   * (`ui.meta.defaultTitle`).
   */
  title?: string;
  /** Without one the page has the language's default description (`ui.meta.defaultDescription`). */
  description?: string;
  keywords: string[];
  /** The content date the page last changed, for the sitemap. */
  lastmod?: string;
  /**
   * Set for pages that are not a route of their own (the not-found pages): written to this file,
   * kept out of search.
   */
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
  | {
      type: 'person';
      name: string;
      jobTitle: string;
      description: string;
      email: string;
      location: string;
      sameAs: string[];
      languages: string[];
    }
  | {
      type: 'article';
      headline: string;
      datePublished: string;
      dateModified: string;
      section: string;
      wordCount: number;
      inLanguage: Lang;
    };

/**
 * Every page of the site, in both languages: the pages of each kind of content (kinds/), in
 * the registry's order, then the not-found pages.
 */
export function routesFor(content: SiteContent, options: { memory?: PlanMemory } = {}): Route[] {
  const routes: Route[] = [];
  for (const lang of languages) {
    const c = content.lang[lang];
    const { ui } = c;
    for (const kind of allKinds()) {
      const routesOf = routesOfKind(kind.name);
      const pages = content.pages?.[kind.name]?.[lang] ?? [];
      if (routesOf) routes.push(...routesOf({ content, lang, c, pages, memory: options.memory }));
    }

    const notFound = { lang, kind: 'not-found' as const, keywords: [] };
    routes.push({
      ...notFound,
      path: '/404',
      file: lang === 'nl' ? '404.html' : 'en/404.html',
      title: ui.notFound.title,
      element: <NotFoundPage />,
    });
    routes.push({
      ...notFound,
      path: `${paths.experts}/404`,
      file: lang === 'nl' ? 'raspaarden/404.html' : 'en/raspaarden/404.html',
      title: ui.experts.notFound,
      element: <NotFoundPage expert />,
    });
  }
  return routes;
}
