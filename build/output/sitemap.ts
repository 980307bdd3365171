import type { Route } from '../../kinds/routes.tsx';
import { localePath } from '../../shared/paths.ts';
import { escapeHtml } from '../../shared/escape.ts';

/**
 * The sitemap protocol's limit of URLs in one file (its other limit, 50 MB, lies far beyond 50,000
 * of these entries).
 */
export const sitemapLimit = 50_000;

const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
  `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
  `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;

/**
 * The sitemap files: every indexable page in both languages, each with its language alternates.
 * Up to `limit` pages it is one `sitemap.xml`; past it `sitemap.xml` is an index of
 * `sitemap-1.xml`, `sitemap-2.xml` and so on. The names are known at once; each file is written
 * out when it is first asked for (the dev server rarely asks).
 */
export function sitemapFiles(
  routes: Route[],
  siteUrl: string,
  limit: number = sitemapLimit,
): Map<string, () => string> {
  const pages = routes.filter((r) => !r.file);
  const url = (lang: 'nl' | 'en', path: string) => escapeHtml(siteUrl + localePath(lang, path).replace(/^\/$/, ''));
  const entry = (r: Route) => {
    const nl = url('nl', r.path);
    const en = url('en', r.path);
    return [
      '  <url>',
      `    <loc>${r.lang === 'nl' ? nl : en}</loc>`,
      ...(r.lastmod ? [`    <lastmod>${r.lastmod}</lastmod>`] : []),
      `    <xhtml:link rel="alternate" hreflang="nl" href="${nl}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${nl}"/>`,
      '  </url>',
    ].join('\n');
  };
  if (pages.length <= limit) return new Map([['sitemap.xml', () => urlset(pages.map(entry))]]);
  const chunks = Array.from({ length: Math.ceil(pages.length / limit) }, (_, i) =>
    pages.slice(i * limit, (i + 1) * limit),
  );
  const newest = (chunk: Route[]) =>
    chunk.reduce<string | undefined>((max, r) => (r.lastmod && (!max || r.lastmod > max) ? r.lastmod : max), undefined);
  const index = () => {
    const children = chunks.map((chunk, i) => {
      const lastmod = newest(chunk);
      return [
        '  <sitemap>',
        `    <loc>${escapeHtml(`${siteUrl}/sitemap-${i + 1}.xml`)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        '  </sitemap>',
      ].join('\n');
    });
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.join('\n')}\n</sitemapindex>\n`
    );
  };
  return new Map([
    ['sitemap.xml', index],
    ...chunks.map((chunk, i) => [`sitemap-${i + 1}.xml`, () => urlset(chunk.map(entry))] as const),
  ]);
}

/**
 * Everything the sitemap files are made of, besides the code: the site's address, the limit, and
 * each indexable page's language, path and last change. Hashed, it tells whether the files would
 * come out as before without making them, which on a large site are megabytes.
 */
export function sitemapInputs(routes: Route[], siteUrl: string, limit: number = sitemapLimit): string {
  const pages = routes.filter((r) => !r.file).map((r) => `${r.lang} ${r.path} ${r.lastmod ?? ''}`);
  return `${siteUrl}\n${limit}\n${pages.join('\n')}`;
}

/** The sitemap files written out (see sitemapFiles). */
export function renderSitemaps(routes: Route[], siteUrl: string, limit?: number): Map<string, string> {
  return new Map([...sitemapFiles(routes, siteUrl, limit)].map(([file, render]) => [file, render()]));
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** robots.txt with `paths` kept from every crawler, under its `User-agent: *` rules. */
export function robotsDisallowing(robots: string, paths: readonly string[]): string {
  const lines = paths.map((p) => `Disallow: ${p}`).join('\n');
  return /^User-agent: \*\n(?:(?:Allow|Disallow): .*\n)*/m.test(robots)
    ? robots.replace(/^(User-agent: \*\n(?:(?:Allow|Disallow): .*\n)*)/m, `$1${lines}\n`)
    : `User-agent: *\n${lines}\n\n${robots}`;
}
