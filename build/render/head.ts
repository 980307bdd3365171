import type { SiteData } from '../../kinds/schemas.ts';
import type { Lang } from '../../kinds/fields.ts';
import type { Route } from '../../kinds/routes.tsx';
import { escapeHtml } from '../../shared/escape.ts';
import { localePath } from '../../shared/paths.ts';
import { jsonLdGraph, jsonLdScript, type ImageRef } from '../seo/json-ld.ts';
import { pageUrl } from '../seo/urls.ts';
import { imageVariants } from '../seo/share-image.ts';

export interface Assets {
  /** URL of the calendar's stylesheet, which forms with a date load when they wake up. */
  calendarCss: string;
  /** URL of the heading font, preloaded so headings do not wait for the stylesheet. */
  font: string;
  /** URL of the stylesheet. */
  css: string;
  /** URL of the module every page loads. */
  script: string;
  /** The language detection script, inlined so it runs before the page paints. */
  detectLanguage: string;
  /** The high-contrast switch, inlined for the same reason. */
  contrast: string;
  /** Picks the not-found page's language and variant from the path on hosts that serve only the root `404.html`. */
  notFound: string;
  /**
   * What search engines and link previews are given; without it pages have no share image, feed
   * link or structured data.
   */
  seo?: SeoAssets;
}

/** The files and facts the head refers to for search engines, feed readers and link previews. */
export interface SeoAssets {
  /** The logo as a raster image, absolute URL. */
  logo: ImageRef;
  /**
   * The share image of each page kind and language (`service.nl`), and its further shapes
   * (`article.nl.1x1`); a page with its own picture has its own, by URL path (`/en/artikelen/ogsm`,
   * `/en/artikelen/ogsm.1x1`). Absolute URLs.
   */
  shareImages: Map<string, ImageRef>;
  /** The article feed of each language: URL path and title. */
  feeds: Record<Lang, { href: string; title: string }>;
  /** Per language: the default title and description of pages that set none, and one line on what the company does. */
  defaults: Record<Lang, { title: string; description: string; about: string }>;
}

/** The full page title: the page's own title, suffixed with the company name. */
export const pageTitle = (title: string, site: SiteData) => `${title} | ${site.name}`;

const locales: Record<Lang, string> = { nl: 'nl_NL', en: 'en_GB' };

/**
 * The `<head>` of a page: title, description, keywords; for indexable pages the canonical URL,
 * language alternates, Open Graph and Twitter card tags with the share image and the structured
 * data; the article feed; assets.
 */
export function renderHead(route: Route, site: SiteData, assets: Assets): string {
  return `${ownHead(pageHead(route, site, assets))}\n${commonHead(route, assets)}`;
}

/** A page's own part of the head as it is written: its tags, then its structured data. */
export const ownHead = ({ tags, data }: PageHead): string => (data ? `${tags}\n${data}` : tags);

/** What the head of every page of its language and sort holds alike, made once (see render.tsx). */
export function commonHead(route: Route, assets: Assets): string {
  const sort = `${route.lang}${route.file ? ' file' : ''}`;
  const known = commonHeads.get(assets) ?? commonHeads.set(assets, new Map()).get(assets)!;
  let head = known.get(sort);
  if (head === undefined) {
    const e = escapeHtml;
    const seo = assets.seo;
    const lines = route.file ? [] : [`<script>${assets.detectLanguage}</script>`];
    if (seo)
      lines.push(
        `<link rel="alternate" type="application/atom+xml" ` +
          `title="${e(seo.feeds[route.lang].title)}" href="${e(seo.feeds[route.lang].href)}">`,
      );
    lines.push(
      `<script>${assets.contrast}</script>`,
      '<meta name="theme-color" content="#16322A">',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      `<link rel="preload" href="${assets.font}" as="font" type="font/woff2" crossorigin>`,
      `<link rel="stylesheet" href="${assets.css}">`,
      `<script type="module" src="${assets.script}"></script>`,
    );
    head = lines.join('\n');
    known.set(sort, head);
  }
  return head;
}

const commonHeads = new WeakMap<Assets, Map<string, string>>();

/**
 * What the head of a page holds of its own, before commonHead: its tags, and apart from them its
 * structured data, a script of JSON in which jsonForScript escaped every `<`, so that it holds no
 * markup and runs nothing (the last guards of a page need not read it, see render.tsx).
 */
export interface PageHead {
  tags: string;
  data: string;
}

/** What the head of a page holds of its own (see PageHead). */
export function pageHead(route: Route, site: SiteData, assets: Assets): PageHead {
  const e = escapeHtml;
  const seo = assets.seo;
  const url = (lang: Lang) => pageUrl(site.url, lang, route.path);
  const defaults = seo?.defaults[route.lang];
  // The spec's default title already names the company.
  const title = route.title ? pageTitle(route.title, site) : (defaults?.title ?? site.name);
  const description = route.description ?? defaults?.description ?? '';
  const other: Lang = route.lang === 'nl' ? 'en' : 'nl';
  const lines = [`<title>${e(title)}</title>`, `<meta name="description" content="${e(description)}">`];
  if (route.keywords.length) lines.push(`<meta name="keywords" content="${e(route.keywords.join(', '))}">`);
  if (route.file) {
    lines.push('<meta name="robots" content="noindex">');
    if (route.kind === 'not-found') lines.push(`<script>${assets.notFound}</script>`);
  } else {
    // A page with a picture of its own (an article's image) shares it; others their kind's card.
    const ownPath = localePath(route.lang, route.path);
    const shareKey = seo?.shareImages.has(ownPath) ? ownPath : `${route.kind}.${route.lang}`;
    const image = seo?.shareImages.get(shareKey);
    lines.push(
      `<link rel="canonical" href="${e(url(route.lang))}">`,
      `<link rel="alternate" hreflang="nl" href="${e(url('nl'))}">`,
      `<link rel="alternate" hreflang="en" href="${e(url('en'))}">`,
      `<link rel="alternate" hreflang="x-default" href="${e(url('nl'))}">`,
      // A page of a list names its neighbours, so crawlers can walk the list in order.
      ...(route.pagination?.prev
        ? [`<link rel="prev" href="${e(pageUrl(site.url, route.lang, route.pagination.prev))}">`]
        : []),
      ...(route.pagination?.next
        ? [`<link rel="next" href="${e(pageUrl(site.url, route.lang, route.pagination.next))}">`]
        : []),
      `<meta property="og:type" content="${route.kind === 'article' ? 'article' : 'website'}">`,
      `<meta property="og:title" content="${e(route.title ?? title)}">`,
      `<meta property="og:description" content="${e(description)}">`,
      `<meta property="og:url" content="${e(url(route.lang))}">`,
      `<meta property="og:site_name" content="${e(site.name)}">`,
      `<meta property="og:locale" content="${locales[route.lang]}">`,
      `<meta property="og:locale:alternate" content="${locales[other]}">`,
    );
    if (image) {
      lines.push(
        `<meta property="og:image" content="${e(image.url)}">`,
        `<meta property="og:image:width" content="${image.width}">`,
        `<meta property="og:image:height" content="${image.height}">`,
        ...(image.alt ? [`<meta property="og:image:alt" content="${e(image.alt)}">`] : []),
      );
    }
    // X reads the Open Graph title, description and image; it needs only the card type of its own.
    lines.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`);
    const subject = route.subject;
    if (subject?.type === 'article') {
      lines.push(
        `<meta property="article:published_time" content="${subject.datePublished}">`,
        `<meta property="article:modified_time" content="${subject.dateModified}">`,
        `<meta property="article:section" content="${e(subject.section)}">`,
      );
    }
    if (seo) {
      // The further shapes of its image, looked up one by one: the dev server renders a page again
      // when an image it reads changes, not when another page's does.
      const images = Object.keys(imageVariants[route.kind] ?? {})
        .map((shape) => seo.shareImages.get(`${shareKey}.${shape}`))
        .filter((shaped) => shaped !== undefined);
      const graph = jsonLdGraph(route, { site, logo: seo.logo, image, images, about: seo.defaults[route.lang].about });
      if (graph) return { tags: lines.join('\n'), data: jsonLdScript(graph) };
    }
  }
  return { tags: lines.join('\n'), data: '' };
}
