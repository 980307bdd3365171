import type { Route } from './routes.tsx';
import { localePath } from '../src/lib/paths.ts';
import { escapeHtml } from '../src/lib/escape.ts';

/** The sitemap protocol's limits for one file: 50,000 URLs and 50 MB. */
export const sitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

const urlsetOpen = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const urlsetClose = '\n</urlset>\n';

/**
 * The sitemap files: every indexable page in both languages, each with its language alternates.
 * Up to the protocol's limits it is one `sitemap.xml`; past them `sitemap.xml` is an index of
 * `sitemap-1.xml`, `sitemap-2.xml` and so on. `limit` lowers the number of URLs a file may hold.
 */
export function renderSitemaps(routes: Route[], siteUrl: string, limit: number = sitemapLimits.urls): Map<string, string> {
  const url = (lang: 'nl' | 'en', path: string) => escapeHtml(siteUrl + localePath(lang, path).replace(/^\/$/, ''));
  const chunks: { entries: string[]; bytes: number; lastmod?: string }[] = [];
  let chunk: (typeof chunks)[number] | undefined;
  for (const r of routes) {
    if (r.file) continue;
    const entry = [
      '  <url>',
      `    <loc>${url(r.lang, r.path)}</loc>`,
      ...(r.lastmod ? [`    <lastmod>${r.lastmod}</lastmod>`] : []),
      `    <xhtml:link rel="alternate" hreflang="nl" href="${url('nl', r.path)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${url('en', r.path)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('nl', r.path)}"/>`,
      '  </url>',
    ].join('\n');
    const bytes = Buffer.byteLength(entry) + 1;
    if (!chunk || chunk.entries.length >= limit || chunk.bytes + bytes > sitemapLimits.bytes - urlsetOpen.length - urlsetClose.length) {
      chunk = { entries: [], bytes: 0 };
      chunks.push(chunk);
    }
    chunk.entries.push(entry);
    chunk.bytes += bytes;
    if (r.lastmod && (!chunk.lastmod || r.lastmod > chunk.lastmod)) chunk.lastmod = r.lastmod;
  }
  const urlset = (entries: string[]) => `${urlsetOpen}${entries.join('\n')}${urlsetClose}`;
  if (chunks.length <= 1) return new Map([['sitemap.xml', urlset(chunks[0]?.entries ?? [])]]);
  const files = new Map<string, string>();
  const index = chunks.map((c, i) => [
    '  <sitemap>',
    `    <loc>${escapeHtml(`${siteUrl}/sitemap-${i + 1}.xml`)}</loc>`,
    ...(c.lastmod ? [`    <lastmod>${c.lastmod}</lastmod>`] : []),
    '  </sitemap>',
  ].join('\n'));
  files.set('sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('\n')}\n</sitemapindex>\n`);
  chunks.forEach((c, i) => files.set(`sitemap-${i + 1}.xml`, urlset(c.entries)));
  return files;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
