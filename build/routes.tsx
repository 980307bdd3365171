import type { ReactElement } from 'react';
import type { SiteContent } from './content.ts';
import { languages, type Lang } from './schema/common.ts';
import { serviceSummaries, categoryGroups } from './summaries.ts';
import { renderMarkdown } from './markdown.ts';
import { paths } from '../src/lib/paths.ts';
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
  /** Title without the company suffix. */
  title: string;
  description: string;
  keywords: string[];
  /** The content date the page last changed, for the sitemap. */
  lastmod?: string;
  /** Set for pages that are not a route of their own (the not-found pages): written to this file, kept out of search. */
  file?: string;
  element: ReactElement;
}

/** Every page of the site, in both languages. */
export function routesFor(content: SiteContent): Route[] {
  const routes: Route[] = [];
  for (const lang of languages) {
    const c = content.lang[lang];
    const ui = c.ui;
    const summaries = serviceSummaries(content, lang);
    const newestArticle = content.articles[0]?.data.date;

    routes.push({
      path: paths.home, lang, kind: 'home', ...c.home.seo, lastmod: newestArticle,
      element: <HomePage home={c.home} aboutHtml={renderMarkdown(c.home.about.body)} groups={categoryGroups(content, lang)} />,
    });

    const categoryOf = new Map(c.services.map((s) => [s.slug, s.data.overviewCategory]));
    routes.push({
      path: paths.services, lang, kind: 'services', ...ui.services.seo, keywords: c.services.map((s) => s.data.title),
      element: <ServicesPage services={[...summaries.values()].map((s) => ({ ...s, category: categoryOf.get(s.slug)! }))} />,
    });

    for (const service of c.services) {
      routes.push({
        path: paths.service(service.slug), lang, kind: 'service', ...service.data.seo,
        element: <ServicePage service={service.data} html={service.html} related={service.data.related.map((s) => summaries.get(s)!)} />,
      });
    }

    for (const category of c.categories) {
      routes.push({
        path: paths.category(category.slug), lang, kind: 'category', ...category.data.seo,
        element: <CategoryPage category={category.data} html={category.html} services={category.data.services.map((s) => summaries.get(s)!)} />,
      });
    }

    for (const landing of c.landings) {
      routes.push({
        path: paths.landing(landing.slug), lang, kind: 'landing', ...landing.data.seo,
        element: <LandingPage page={landing.data} html={landing.html} sectionHtml={landing.data.sections.map((s) => renderMarkdown(s.body))} related={landing.data.related.map((s) => summaries.get(s)!)} />,
      });
    }

    routes.push({
      path: paths.experts, lang, kind: 'experts', ...ui.experts.seo, keywords: content.partners.map((p) => p.data[lang].specialization),
      element: <ExpertsPage partners={content.partners} />,
    });
    for (const partner of content.partners) {
      const profile = partner.data[lang];
      routes.push({
        path: paths.expert(partner.id), lang, kind: 'expert',
        title: `${partner.data.name}: ${profile.specialization}`.length <= 44 ? `${partner.data.name}: ${profile.specialization}` : partner.data.name,
        // The spec: a profile's description is the first 150 characters of who-I-am.
        description: `${profile.whoIAm.replace(/\s+/g, ' ').slice(0, 149).trimEnd()}…`,
        keywords: [partner.data.name, profile.specialization, profile.location],
        element: <ExpertPage partner={partner} />,
      });
    }

    routes.push({
      path: paths.articles, lang, kind: 'articles', ...ui.articles.seo, lastmod: newestArticle,
      keywords: [...new Set(content.articles.flatMap((a) => (lang === 'nl' ? a.data.tags : a.data.en.tags)))].slice(0, 10),
      element: <ArticlesPage articles={content.articles} />,
    });
    for (const article of content.articles) {
      const item = lang === 'nl' ? article.data : article.data.en;
      routes.push({
        path: paths.article(article.slug), lang, kind: 'article',
        title: item.seoTitle ?? item.title, description: item.description,
        keywords: lang === 'nl' ? article.data.keywords : article.data.en.tags,
        lastmod: article.data.dateModified ?? article.data.date,
        element: <ArticlePage article={article} />,
      });
    }

    const notFound = { lang, kind: 'not-found' as const, description: ui.meta.defaultDescription, keywords: [] };
    routes.push({ ...notFound, path: '/404', file: lang === 'nl' ? '404.html' : 'en/404.html', title: ui.notFound.title, element: <NotFoundPage /> });
    routes.push({ ...notFound, path: `${paths.experts}/404`, file: lang === 'nl' ? 'raspaarden/404.html' : 'en/raspaarden/404.html', title: ui.experts.notFound, element: <NotFoundPage expert /> });
  }
  return routes;
}
