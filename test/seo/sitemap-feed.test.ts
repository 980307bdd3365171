import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createElement } from 'react';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRobots, renderSitemaps } from '../../build/sitemap.ts';
import { renderFeed, feedPath, feedEntries } from '../../build/seo/feed.ts';
import { contentDates, dateRoutes } from '../../build/seo/content-dates.ts';
import type { Route } from '../../build/routes.tsx';
import type { SiteContent } from '../../content-model/content.ts';
import { realContent } from './real-content.ts';

const run = promisify(execFile);
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
const asList = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

let content: SiteContent;
let routes: Route[];
beforeAll(async () => {
  ({ content, routes } = await realContent());
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

describe('content dates', () => {
  it('are the dates the files were last committed, newest change first', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'content-dates-'));
    const git = (args: string[], date: string) =>
      run('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.test', ...args], {
        cwd: dir,
        env: { ...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` },
      });
    try {
      await git(['init', '-q'], '2025-01-01');
      await writeFile(path.join(dir, 'a.md'), 'one');
      await writeFile(path.join(dir, 'b.md'), 'one');
      await git(['add', '.'], '2025-01-01');
      await git(['commit', '-q', '-m', 'first'], '2025-01-01');
      await writeFile(path.join(dir, 'a.md'), 'two');
      await git(['commit', '-q', '-am', 'second'], '2025-02-03');
      const shown = path.relative(process.cwd(), dir);
      const dates = await contentDates(dir);
      expect(Object.fromEntries(dates)).toEqual({ [`${shown}/a.md`]: '2025-02-03', [`${shown}/b.md`]: '2025-01-01' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are none outside a git work tree', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'content-dates-'));
    try {
      expect((await contentDates(dir)).size).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the article feed', () => {
  it('carries the newest 50 articles, however many there are', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...content.articles[i % content.articles.length]!,
      slug: `stuk-${i}`,
    }));
    const text = renderFeed({ ...content, articles: many }, 'nl', `${content.site.url}/logo.png`);
    const entries = asList(xml.parse(text).feed.entry) as { id: string }[];
    expect(feedEntries).toBe(50);
    expect(entries.map((e) => e.id)).toEqual(many.slice(0, 50).map((a) => `${content.site.url}/artikelen/${a.slug}`));
  });

  it('is Atom with every article, newest first, linking the page of its language', () => {
    for (const lang of ['nl', 'en'] as const) {
      const text = renderFeed(content, lang, `${content.site.url}/logo.png`);
      expect(XMLValidator.validate(text), lang).toBe(true);
      const feed = xml.parse(text).feed;
      expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
      expect(feed['xml:lang']).toBe(lang);
      expect(asList(feed.link).find((l: { rel: string }) => l.rel === 'self').href).toBe(
        content.site.url + feedPath(lang),
      );
      const entries = asList(feed.entry);
      expect(entries).toHaveLength(content.articles.length);
      const first = content.articles[0]!;
      expect(entries[0].title).toBe(lang === 'nl' ? first.data.title : first.data.en.title);
      expect(entries[0].link.href).toBe(`${content.site.url}${lang === 'nl' ? '' : '/en'}/artikelen/${first.slug}`);
      expect(entries[0].published).toBe(`${first.data.date}T00:00:00Z`);
      expect(entries[0].summary).toBe(lang === 'nl' ? first.data.description : first.data.en.description);
      // The whole Dutch article in the Dutch feed; the English one summarises it.
      expect(Boolean(entries[0].content), lang).toBe(lang === 'nl');
      expect(feed.updated).toBe(
        `${content.articles
          .map((a) => a.data.dateModified ?? a.data.date)
          .sort()
          .at(-1)}T00:00:00Z`,
      );
    }
  });

  it('carries the article HTML escaped, so it stays well-formed', () => {
    const text = renderFeed(content, 'nl', `${content.site.url}/logo.png`);
    const entry = asList(xml.parse(text, true).feed.entry)[0];
    expect(entry.content['#text']).toContain('<h2');
    expect(text).not.toMatch(/<content type="html">[^<]*<h2/);
  });
});
