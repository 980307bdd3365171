import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, routeFile, type BuiltSite } from '../../build/pipeline.ts';
import { articlesPerPage } from '../../kinds/article/article-lists.ts';
import { auditSite, reportLines } from '../../build/seo/audit.ts';
import { languages } from '../../kinds/fields.ts';
import { writeExtraArticles } from '../../scripts/dev/extra-articles.ts';
import { pageWindow } from '../../src/components/ui/Pagination.tsx';
import { smallSiteArticles, writeSmallSite } from '../support/small-site.ts';

const siteUrl = 'https://paardensprong.example';
const fewer = 90;
const more = 280;

let dir: string;
let small: BuiltSite;
let large: BuiltSite;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'article-lists-'));
  const content = path.join(dir, 'content');
  // The real articles and many more; the services and landing pages are not what this is about.
  await writeSmallSite(content, fewer);
  small = await buildSite({ contentDir: content });
  await writeExtraArticles(content, more);
  large = await buildSite({ contentDir: content });
}, 240_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const html = (site: BuiltSite, file: string) => {
  const contents = site.files.get(file);
  if (contents === undefined) throw new Error(`${file} was not built`);
  return String(contents);
};
const links = (page: string, rel: string) =>
  [...page.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)">`, 'g'))].map((m) =>
    m[1] ? `${m[1]} ${m[2]}` : m[2],
  );
const cardLinks = (page: string) => [...page.matchAll(/<a class="card__link" href="([^"]+)"/g)].map((m) => m[1]!);

describe('a site with many articles', () => {
  it('has no page above 100 KB of HTML', () => {
    const heavy = [...large.files]
      .filter(([file, data]) => file.endsWith('.html') && data.length > 100 * 1024)
      .map(([file, data]) => `${file}: ${data.length} bytes`);
    expect(heavy).toEqual([]);
  });

  it('has no page that grows with the number of articles', () => {
    // The largest page of each kind, with 90 and with 280 extra articles (enough for the page
    // links to be complete): only page numbers and the cards shown may differ, by a few hundred
    // bytes; a page that listed every article would grow by tens of kilobytes.
    const largest = (site: BuiltSite) => {
      const sizes = new Map<string, number>();
      for (const route of site.routes)
        sizes.set(route.kind, Math.max(sizes.get(route.kind) ?? 0, site.files.get(routeFile(route))!.length));
      return sizes;
    };
    const before = largest(small);
    for (const [kind, size] of largest(large)) expect(size, kind).toBeLessThan(before.get(kind)! + 1024);
  });

  it('pages through the overview twelve articles at a time, newest first, in both languages', () => {
    const pages = Math.ceil(large.content.articles.length / articlesPerPage);
    expect(pages).toBe(Math.ceil((smallSiteArticles.length + more) / 12));
    for (const lang of languages) {
      const prefix = lang === 'nl' ? '' : '/en';
      const listed = Array.from({ length: pages }, (_, i) => {
        const file =
          i === 0
            ? lang === 'nl'
              ? 'artikelen.html'
              : 'en/artikelen.html'
            : `${prefix.slice(1)}${prefix ? '/' : ''}artikelen/pagina/${i + 1}.html`;
        const page = html(large, file);
        const own = `${siteUrl}${prefix}/artikelen${i === 0 ? '' : `/pagina/${i + 1}`}`;
        const counterpart = (l: string) =>
          `${siteUrl}${l === 'nl' ? '' : '/en'}/artikelen${i === 0 ? '' : `/pagina/${i + 1}`}`;
        expect(links(page, 'canonical'), file).toEqual([own]);
        expect(links(page, 'alternate').filter((l) => !l!.includes('feed.xml'))).toEqual([
          `nl ${counterpart('nl')}`,
          `en ${counterpart('en')}`,
          `x-default ${counterpart('nl')}`,
        ]);
        expect(links(page, 'prev')).toEqual(
          i === 0 ? [] : [`${siteUrl}${prefix}/artikelen${i === 1 ? '' : `/pagina/${i}`}`],
        );
        expect(links(page, 'next')).toEqual(i === pages - 1 ? [] : [`${siteUrl}${prefix}/artikelen/pagina/${i + 2}`]);
        const [pageWord, ofWord] = lang === 'nl' ? ['Pagina', 'van'] : ['Page', 'of'];
        expect(page).toContain(
          `aria-current="page"><span class="visually-hidden">${pageWord} ${i + 1} ${ofWord} ${pages}</span>`,
        );
        return cardLinks(page);
      });
      expect(listed.slice(0, -1).every((cards) => cards.length === articlesPerPage)).toBe(true);
      expect(listed.flat()).toEqual(large.content.articles.map((a) => `${prefix}/artikelen/${a.slug}`));
    }
    expect(large.files.has(`artikelen/pagina/${pages + 1}.html`)).toBe(false);
    expect(large.files.has('artikelen/pagina/1.html')).toBe(false);
  });

  it('has an overview per category that lists exactly its articles, paged the same way', () => {
    for (const category of ['strategie-groei', 'leiderschap-teams', 'innovatie-technologie']) {
      const expected = large.content.articles
        .filter((a) => a.data.category === category)
        .map((a) => `/en/artikelen/${a.slug}`);
      const pages = Math.ceil(expected.length / articlesPerPage);
      const listed = Array.from({ length: pages }, (_, i) =>
        cardLinks(html(large, `en/artikelen/categorie/${category}${i === 0 ? '' : `/pagina/${i + 1}`}.html`)),
      ).flat();
      expect(listed, category).toEqual(expected);
      // Every page of the overview links to each category's overview.
      expect(html(large, 'artikelen/pagina/3.html')).toContain(`href="/artikelen/categorie/${category}"`);
    }
  });

  it('gives every page of the lists its own title and description of search-result length', () => {
    const lists = [...large.files]
      .filter(([file]) => /^(en\/)?artikelen(\.html$|\/pagina\/|\/categorie\/)/.test(file))
      .map(([file, data]) => ({ file, html: String(data) }));
    expect(lists.length).toBeGreaterThan(2 * 25);
    const failing = reportLines(auditSite(lists, { siteUrl, languages })).filter((line) => line.startsWith('FAIL'));
    expect(failing).toEqual([]);
  });
});

describe('the page links of a list', () => {
  it('show the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 25)).toEqual([1, 0, 4, 5, 6, 0, 25]);
    expect(pageWindow(25, 25)).toEqual([1, 0, 24, 25]);
    expect(pageWindow(3, 25)).toEqual([1, 2, 3, 4, 0, 25]);
  });
});
