import type { SiteData } from './schema/index.ts';
import type { Route } from './routes.tsx';
import { escapeHtml } from '../src/lib/escape.ts';
import { localePath } from '../src/lib/paths.ts';

export interface Assets {
  /** URL of the stylesheet. */
  css: string;
  /** URL of the module every page loads. */
  script: string;
  /** The language detection script, inlined so it runs before the page paints. */
  detectLanguage: string;
}

/** The full page title: the page's own title, suffixed with the company name. */
export const pageTitle = (title: string, site: SiteData) => `${title} | ${site.name}`;

/** The `<head>` of a page: title, description, canonical URL and language alternates, assets. */
export function renderHead(route: Route, site: SiteData, assets: Assets): string {
  const e = escapeHtml;
  const url = (lang: 'nl' | 'en') => site.url + localePath(lang, route.path).replace(/^\/$/, '');
  const lines = [
    `<title>${e(pageTitle(route.title, site))}</title>`,
    `<meta name="description" content="${e(route.description)}">`,
  ];
  if (route.keywords.length) lines.push(`<meta name="keywords" content="${e(route.keywords.join(', '))}">`);
  if (route.file) {
    lines.push('<meta name="robots" content="noindex">');
  } else {
    lines.push(
      `<link rel="canonical" href="${e(url(route.lang))}">`,
      `<link rel="alternate" hreflang="nl" href="${e(url('nl'))}">`,
      `<link rel="alternate" hreflang="en" href="${e(url('en'))}">`,
      `<link rel="alternate" hreflang="x-default" href="${e(url('nl'))}">`,
      `<meta property="og:type" content="${route.kind === 'article' ? 'article' : 'website'}">`,
      `<meta property="og:title" content="${e(route.title)}">`,
      `<meta property="og:description" content="${e(route.description)}">`,
      `<meta property="og:url" content="${e(url(route.lang))}">`,
      `<meta property="og:site_name" content="${e(site.name)}">`,
      `<meta property="og:locale" content="${route.lang === 'nl' ? 'nl_NL' : 'en_GB'}">`,
      `<script>${assets.detectLanguage}</script>`,
    );
  }
  lines.push(
    '<meta name="theme-color" content="#16322A">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="stylesheet" href="${assets.css}">`,
    `<script type="module" src="${assets.script}"></script>`,
  );
  return lines.join('\n');
}
