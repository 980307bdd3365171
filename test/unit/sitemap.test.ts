import { createElement } from 'react';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRobots, renderSitemaps } from '../../build/output/sitemap.ts';
import { dateRoutes } from '../../build/seo/content-dates.ts';
import type { Route } from '../../kinds/routes.tsx';
import { realContent } from '../support/real-content.ts';

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
const asList = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

let routes: Route[];
beforeAll(async () => {
  ({ routes } = await realContent());
});

const route = (over: Partial<Route>): Route => ({
  path: '/a',
  lang: 'nl',
  kind: 'landing',
  title: 't',
  description: 'd',
  keywords: [],
  element: createElement('div'),
  ...over,
});

describe('the sitemap', () => {
  it('lists every indexable page with its lastmod and language alternates, and nothing else', () => {
    const site = 'https://example.test';
    const files = renderSitemaps(
      [
        route({ path: '/a&b', lastmod: '2025-01-02' }),
        route({ path: '/b', lang: 'en' }),
        route({ path: '/404', file: '404.html' }),
      ],
      site,
    );
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    const text = files.get('sitemap.xml')!;
    expect(XMLValidator.validate(text)).toBe(true);
    const urls = asList(xml.parse(text).urlset.url) as {
      loc: string;
      lastmod?: string;
      'xhtml:link': { hreflang: string; href: string }[];
    }[];
    expect(urls.map((u) => u.loc)).toEqual(['https://example.test/a&b', 'https://example.test/en/b']);
    expect(urls[0]!.lastmod).toBe('2025-01-02');
    expect(urls[0]!['xhtml:link'].map((l) => [l.hreflang, l.href])).toEqual([
      ['nl', 'https://example.test/a&b'],
      ['en', 'https://example.test/en/a&b'],
      ['x-default', 'https://example.test/a&b'],
    ]);
    expect(renderRobots(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.test/sitemap.xml\n');
  });

  it('becomes an index of sitemaps past its limit of URLs, each child within it and every page in one of them', () => {
    const site = 'https://example.test';
    const pages = Array.from({ length: 7 }, (_, i) => route({ path: `/p${i}`, lastmod: `2025-01-0${i + 1}` }));
    const files = renderSitemaps([...pages, route({ path: '/404', file: '404.html' })], site, 3);
    expect([...files.keys()]).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    const index = files.get('sitemap.xml')!;
    expect(XMLValidator.validate(index)).toBe(true);
    const children = asList(xml.parse(index).sitemapindex.sitemap) as { loc: string; lastmod: string }[];
    expect(children.map((c) => c.loc)).toEqual([1, 2, 3].map((n) => `${site}/sitemap-${n}.xml`));
    // Each child is dated by the newest page it lists.
    expect(children.map((c) => c.lastmod)).toEqual(['2025-01-03', '2025-01-06', '2025-01-07']);
    const listed = [1, 2, 3].flatMap((n) => {
      const child = files.get(`sitemap-${n}.xml`)!;
      expect(XMLValidator.validate(child)).toBe(true);
      const urls = asList(xml.parse(child).urlset.url) as { loc: string }[];
      expect(urls.length).toBeLessThanOrEqual(3);
      return urls.map((u) => u.loc);
    });
    expect(listed).toEqual(pages.map((p) => `${site}${p.path}`));
  });

  it('dates a page without a content date by the newest change of the files it is made of', () => {
    const dated = [
      route({ path: '/a', sources: ['content/a.md', 'content/b.md'] }),
      route({ path: '/b', lastmod: '2024-12-01', sources: ['content/a.md'] }),
      route({ path: '/c', sources: ['content/unknown.md'] }),
    ];
    dateRoutes(
      dated,
      new Map([
        ['content/a.md', '2025-03-01'],
        ['content/b.md', '2025-05-06'],
      ]),
    );
    expect(dated.map((r) => r.lastmod)).toEqual(['2025-05-06', '2024-12-01', undefined]);
  });

  it('gives every page of the real content the files it is made of or a content date', () => {
    for (const r of routes.filter((x) => !x.file))
      expect(Boolean(r.lastmod || r.sources?.length), `${r.lang} ${r.path}`).toBe(true);
  });
});
