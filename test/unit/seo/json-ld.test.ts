import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  jsonLdGraph,
  jsonLdScript,
  organization,
  organizationId,
  type JsonLdContext,
} from '../../../build/seo/json-ld.ts';
import { checkJsonLd } from '../../../build/seo/json-ld-rules.ts';
import type { Route } from '../../../kinds/routes.tsx';
import type { SiteContent } from '../../../kinds/content.ts';
import { realContent, routeAt } from '../../support/real-content.ts';

let content: SiteContent;
let routes: Route[];
let ctx: JsonLdContext;
beforeAll(async () => {
  ({ content, routes } = await realContent());
  ctx = {
    site: content.site,
    logo: { url: `${content.site.url}/assets/logo.png`, width: 512, height: 512 },
    image: { url: `${content.site.url}/assets/share/page.png`, width: 1200, height: 630, alt: 'A card' },
    about: 'What the company does.',
  };
});

type Node = Record<string, unknown>;
const nodes = (route: Route) => jsonLdGraph(route, ctx)!['@graph'] as unknown as Node[];
const node = (route: Route, type: string) => nodes(route).find((n) => n['@type'] === type)!;
const types = (route: Route) => nodes(route).map((n) => n['@type']);

describe('structured data', () => {
  it('is complete and valid on every indexable page of the real content, absent on pages out of search', () => {
    for (const route of routes) {
      const graph = jsonLdGraph(route, ctx);
      if (route.file) {
        expect(graph, route.path).toBeUndefined();
        continue;
      }
      const report = checkJsonLd([JSON.stringify(graph)]);
      expect(report.errors, `${route.lang} ${route.path}`).toEqual([]);
    }
  });

  it('gives each kind of page the types the spec names', () => {
    expect(types(routeAt(routes, 'nl', '/'))).toEqual(['Organization', 'WebSite', 'WebPage']);
    expect(types(routeAt(routes, 'nl', '/services'))).toEqual(['Organization', 'CollectionPage']);
    expect(types(routeAt(routes, 'en', '/services/werkpaard'))).toEqual([
      'Organization',
      'WebPage',
      'Service',
      'FAQPage',
    ]);
    expect(types(routeAt(routes, 'nl', '/strategie-advies'))).toEqual(['Organization', 'CollectionPage', 'FAQPage']);
    expect(types(routeAt(routes, 'nl', '/strategisch-advies-startups'))).toEqual([
      'Organization',
      'WebPage',
      'FAQPage',
    ]);
    expect(types(routeAt(routes, 'nl', '/raspaarden'))).toEqual(['Organization', 'CollectionPage']);
    expect(types(routeAt(routes, 'nl', `/raspaarden/${content.partners[0]!.id}`))).toEqual([
      'Organization',
      'ProfilePage',
      'Person',
    ]);
    expect(types(routeAt(routes, 'nl', '/artikelen'))).toEqual(['Organization', 'CollectionPage']);
    expect(types(routeAt(routes, 'en', `/artikelen/${content.articles[0]!.slug}`))).toEqual([
      'Organization',
      'WebPage',
      'Article',
    ]);
    // Every page with an FAQ has an FAQPage, every page with a breadcrumb a BreadcrumbList.
    for (const route of routes.filter((r) => !r.file)) {
      expect(types(route).includes('FAQPage'), route.path).toBe(Boolean(route.faqs?.length));
      const page = nodes(route)[route.kind === 'home' ? 2 : 1]!;
      expect(Boolean(page.breadcrumb), route.path).toBe(Boolean(route.breadcrumbs?.length));
    }
  });

  it('describes the company from content/site.yaml: in full on the home page, as publisher elsewhere', () => {
    const { site } = content;
    expect(organization(ctx, true)).toMatchObject({
      '@id': `${site.url}/#organization`,
      name: site.name,
      url: site.url,
      email: site.email,
      telephone: site.phone,
      logo: { '@type': 'ImageObject', url: ctx.logo.url, width: '512', height: '512' },
      address: { addressLocality: site.city },
      sameAs: [site.linkedin],
      contactPoint: { email: site.email, telephone: site.phone },
      description: ctx.about,
    });
    expect(organization(ctx, false)).toEqual({
      '@type': 'Organization',
      '@id': organizationId(site),
      name: site.name,
      url: site.url,
      logo: ctx.logo.url,
    });
    for (const route of routes.filter((r) => !r.file)) {
      const page = nodes(route).find((n) => /Page$/.test(String(n['@type'])) && n['@type'] !== 'FAQPage')!;
      expect(page.publisher, route.path).toEqual({ '@id': organizationId(site) });
    }
  });

  it('lists the breadcrumb as the page shows it, with absolute URLs in the page language', () => {
    const route = routeAt(routes, 'en', '/services/werkpaard');
    const page = node(route, 'WebPage');
    expect(page.breadcrumb).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: content.lang.en.ui.nav.services,
          item: `${content.site.url}/en/services`,
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: content.lang.en.services.find((s) => s.slug === 'werkpaard')!.data.title,
          item: `${content.site.url}/en/services/werkpaard`,
        },
      ],
    });
  });

  it('answers the questions of the FAQ as the page does', () => {
    const route = routeAt(routes, 'nl', '/strategie-advies');
    const faq = node(route, 'FAQPage');
    expect(faq.mainEntity).toEqual(
      route.faqs!.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer },
      })),
    );
  });

  it('describes a service with its provider, kind and category', () => {
    const service = node(routeAt(routes, 'nl', '/services/de-kuhr'), 'Service');
    const data = content.lang.nl.services.find((s) => s.slug === 'de-kuhr')!.data;
    expect(service).toMatchObject({
      name: data.title,
      description: data.summary,
      url: `${content.site.url}/services/de-kuhr`,
      provider: { '@id': organizationId(content.site) },
      serviceType: content.lang.nl.ui.services.categories[data.overviewCategory],
      category: content.lang.nl.categories.find((c) => c.data.services.includes('de-kuhr'))!.data.title,
      image: ctx.image!.url,
    });
  });

  it('describes an article with what rich results ask: author, publisher with logo, dates, section, words', () => {
    const article = content.articles[0]!;
    for (const lang of ['nl', 'en'] as const) {
      const route = routeAt(routes, lang, `/artikelen/${article.slug}`);
      const graph = nodes(route);
      const data = node(route, 'Article');
      expect(data).toMatchObject({
        headline: lang === 'nl' ? article.data.title : article.data.en.title,
        description: route.description,
        datePublished: article.data.date,
        dateModified: article.data.dateModified ?? article.data.date,
        wordCount: article.wordCount,
        articleSection: content.lang[lang].ui.articles.categories[article.data.category],
        keywords: route.keywords.join(', '),
        // The body is Dutch on both versions of the page.
        inLanguage: 'nl-NL',
        author: { '@id': organizationId(content.site) },
        publisher: { '@id': organizationId(content.site) },
        image: [ctx.image!.url],
      });
      expect(graph[0]).toMatchObject({ '@type': 'Organization', logo: ctx.logo.url });
    }
  });

  it('describes a partner as a person with their profiles and languages', () => {
    const partner = content.partners[0]!;
    const person = node(routeAt(routes, 'en', `/raspaarden/${partner.id}`), 'Person');
    expect(person).toMatchObject({
      name: partner.data.name,
      jobTitle: partner.data.en.specialization,
      email: partner.data.email,
      knowsLanguage: partner.data.languages,
      workLocation: { '@type': 'Place', name: partner.data.en.location },
      url: `${content.site.url}/en/raspaarden/${partner.id}`,
    });
    expect(person.sameAs).toContain(partner.data.linkedin);
  });

  it('is written through the escaping of DESIGN.md decision 8: no content string can end the script', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const route: Route = {
      path: '/x',
      lang: 'nl',
      kind: 'landing',
      title: hostile,
      description: 'd',
      keywords: [],
      element: createElement('div'),
      faqs: [{ question: hostile, answer: `R&D ${hostile}` }],
    };
    const script = jsonLdScript(jsonLdGraph(route, ctx)!);
    const body = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/<|>|&/);
    expect(JSON.parse(body)['@graph'][2].mainEntity[0].acceptedAnswer.text).toBe(`R&D ${hostile}`);
  });
});
