import type { Route } from './routes.tsx';
import { localePath } from '../src/lib/paths.ts';
import { escapeHtml } from '../src/lib/escape.ts';

/** `sitemap.xml`: every indexable page in both languages, each with its language alternates. */
export function renderSitemap(routes: Route[], siteUrl: string): string {
  const url = (lang: 'nl' | 'en', path: string) => escapeHtml(siteUrl + localePath(lang, path).replace(/^\/$/, ''));
  const entries = routes.filter((r) => !r.file).map((r) => [
    '  <url>',
    `    <loc>${url(r.lang, r.path)}</loc>`,
    ...(r.lastmod ? [`    <lastmod>${r.lastmod}</lastmod>`] : []),
    `    <xhtml:link rel="alternate" hreflang="nl" href="${url('nl', r.path)}"/>`,
    `    <xhtml:link rel="alternate" hreflang="en" href="${url('en', r.path)}"/>`,
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('nl', r.path)}"/>`,
    '  </url>',
  ].join('\n'));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
