import type {
  Article,
  BreadcrumbList,
  CollectionPage,
  FAQPage,
  Graph,
  ImageObject,
  Organization,
  Person,
  ProfilePage,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import type { SiteData } from '../../kinds/schemas.ts';
import { languages, type Lang } from '../../kinds/fields.ts';
import type { Route } from '../../kinds/routes.tsx';
import { jsonForScript } from '../../shared/escape.ts';
import { pageUrl } from './urls.ts';

/** An image as structured data and share tags name it: an absolute URL and its size. */
export interface ImageRef {
  url: string;
  width: number;
  height: number;
  /** What the image shows, for link previews. */
  alt?: string;
}

/** What the structured data of a page needs besides the route. */
export interface JsonLdContext {
  site: SiteData;
  /** The company's logo as a raster image. */
  logo: ImageRef;
  /** The page's share image. */
  image?: ImageRef;
  /** The page's image in the further shapes rich results ask for (16x9, 4x3, 1x1), where it has them. */
  images?: ImageRef[];
  /** One line on what the company does, in the page's language. */
  about: string;
}

const languageTags: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB' };

export const organizationId = (site: SiteData) => `${site.url}/#organization`;
const websiteId = (site: SiteData) => `${site.url}/#website`;
const pageId = (url: string) => `${url}#webpage`;
const ref = (id: string) => ({ '@id': id });

const imageObject = (image: ImageRef): ImageObject => ({
  '@type': 'ImageObject',
  url: image.url,
  width: `${image.width}`,
  height: `${image.height}`,
});

/**
 * The company. In full (logo size, contact, address, profiles) on the home page, where search
 * engines look for it; elsewhere as the page's publisher with its name, URL and logo only, as every
 * byte of structured data counts against the page's text-to-code ratio.
 */
export function organization(ctx: JsonLdContext, full: boolean): Organization {
  const { site } = ctx;
  const base = { '@type': 'Organization', '@id': organizationId(site), name: site.name, url: site.url } as const;
  if (!full) return { ...base, logo: ctx.logo.url };
  return {
    ...base,
    logo: imageObject(ctx.logo),
    description: ctx.about,
    email: site.email,
    telephone: site.phone,
    address: { '@type': 'PostalAddress', addressLocality: site.city },
    identifier: { '@type': 'PropertyValue', propertyID: 'KvK', value: site.chamberOfCommerce },
    sameAs: [site.linkedin],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.email,
      telephone: site.phone,
      availableLanguage: [...languages],
    },
    founder: { '@type': 'Person', name: site.leadConsultant.name, email: site.leadConsultant.email },
  };
}

/** The site as a whole, in both its languages. */
export function webSite(ctx: JsonLdContext): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(ctx.site),
    name: ctx.site.name,
    url: ctx.site.url,
    description: ctx.about,
    inLanguage: Object.values(languageTags),
    publisher: ref(organizationId(ctx.site)),
  };
}

/** The trail of a page's breadcrumb, the page itself last; the page node holds it as its `breadcrumb`. */
export function breadcrumbList(route: Route, siteUrl: string): BreadcrumbList | undefined {
  if (!route.breadcrumbs?.length) return undefined;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: route.breadcrumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: pageUrl(siteUrl, route.lang, crumb.path),
    })),
  };
}

/** The questions of a page's FAQ with their answers. */
export function faqPage(route: Route, siteUrl: string): FAQPage | undefined {
  if (!route.faqs?.length) return undefined;
  const url = pageUrl(siteUrl, route.lang, route.path);
  return {
    '@type': 'FAQPage',
    '@id': `${url}#faq`,
    url,
    inLanguage: languageTags[route.lang],
    mainEntity: route.faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/**
 * The page itself: its kind, title, language, publisher and breadcrumb. The description and share
 * image are in the page's meta tags already and are not repeated here.
 */
export function webPage(route: Route, ctx: JsonLdContext): WebPage | CollectionPage | ProfilePage {
  const url = pageUrl(ctx.site.url, route.lang, route.path);
  const breadcrumb = breadcrumbList(route, ctx.site.url);
  const common = {
    '@id': pageId(url),
    ...(breadcrumb ? { breadcrumb } : {}),
    url,
    name: route.title,
    inLanguage: languageTags[route.lang],
    publisher: ref(organizationId(ctx.site)),
    ...(route.kind === 'home' ? { isPartOf: ref(websiteId(ctx.site)) } : {}),
  };
  const subject = route.subject;
  // A collection's items are the links of the page itself; listing them again as an ItemList
  // would only earn a carousel for kinds of content this site does not have (recipes, courses).
  if (subject?.type === 'collection') return { '@type': 'CollectionPage', ...common };
  if (subject?.type === 'person')
    return {
      '@type': 'ProfilePage',
      ...common,
      ...(route.lastmod ? { dateModified: route.lastmod } : {}),
      mainEntity: ref(`${url}#person`),
    };
  return {
    '@type': 'WebPage',
    ...common,
    ...(subject?.type === 'service' ? { mainEntity: ref(`${url}#service`) } : {}),
  };
}

/** A service the company offers. */
export function service(route: Route, ctx: JsonLdContext): Service | undefined {
  const subject = route.subject;
  if (subject?.type !== 'service') return undefined;
  const url = pageUrl(ctx.site.url, route.lang, route.path);
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: subject.name,
    description: subject.description,
    serviceType: subject.serviceType,
    category: subject.category,
    url,
    provider: ref(organizationId(ctx.site)),
    ...(ctx.image ? { image: ctx.image.url } : {}),
  };
}

/** An expert partner, on their profile. */
export function person(route: Route, ctx: JsonLdContext): Person | undefined {
  const subject = route.subject;
  if (subject?.type !== 'person') return undefined;
  const url = pageUrl(ctx.site.url, route.lang, route.path);
  return {
    '@type': 'Person',
    '@id': `${url}#person`,
    name: subject.name,
    jobTitle: subject.jobTitle,
    description: subject.description,
    url,
    email: subject.email,
    sameAs: subject.sameAs,
    knowsLanguage: subject.languages,
    workLocation: { '@type': 'Place', name: subject.location },
    affiliation: ref(organizationId(ctx.site)),
  };
}

/** An article, with what rich results ask of it. */
export function article(route: Route, ctx: JsonLdContext): Article | undefined {
  const subject = route.subject;
  if (subject?.type !== 'article') return undefined;
  const url = pageUrl(ctx.site.url, route.lang, route.path);
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: subject.headline,
    description: route.description,
    url,
    mainEntityOfPage: ref(pageId(url)),
    // The body is Dutch on both language versions of the page.
    inLanguage: languageTags[subject.inLanguage],
    author: ref(organizationId(ctx.site)),
    publisher: ref(organizationId(ctx.site)),
    datePublished: subject.datePublished,
    dateModified: subject.dateModified,
    keywords: route.keywords.join(', '),
    articleSection: subject.section,
    wordCount: subject.wordCount,
    ...(ctx.image ? { image: [ctx.image, ...(ctx.images ?? [])].map((i) => i.url) } : {}),
  };
}

/** Every node of a page's structured data; empty for pages kept out of search. */
export function jsonLdGraph(route: Route, ctx: JsonLdContext): Graph | undefined {
  if (route.file) return undefined;
  const home = route.kind === 'home';
  const nodes: (Thing | undefined)[] = [
    organization(ctx, home),
    home ? webSite(ctx) : undefined,
    webPage(route, ctx),
    service(route, ctx),
    person(route, ctx),
    article(route, ctx),
    faqPage(route, ctx.site.url),
  ];
  return { '@context': 'https://schema.org', '@graph': nodes.filter((n): n is Thing => n !== undefined) };
}

/** The structured data as a script element, escaped so no string in it can end the script (DESIGN.md decision 8). */
export function jsonLdScript(graph: Graph): string {
  return `<script type="application/ld+json">${jsonForScript(graph)}</script>`;
}
