import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { promisify } from 'node:util';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditSite, isNoindex, pathOfFile, reportLines, type HtmlFile, type SiteAudit } from '../../build/seo/audit.ts';
import {
  attr,
  byTag,
  elements,
  ownText,
  parseHtml,
  visibleText,
  type HtmlDocument,
} from '../../build/seo/html-tree.ts';
import { buildSite } from '../../build/pipeline.ts';
import { languages } from '../../kinds/fields.ts';
import { expandRedirects } from '../../build/output/redirects.ts';
import { realContent } from '../support/real-content.ts';

const run = promisify(execFile);
const siteDir = inject('siteDir');
const siteUrl = 'https://paardensprong.example';

let files: HtmlFile[];
let audit: SiteAudit;
const docs = new Map<string, HtmlDocument>();
beforeAll(async () => {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  files = await Promise.all(
    entries
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map(async (e) => {
        const full = path.join(e.parentPath, e.name);
        return { file: path.relative(siteDir, full).split(path.sep).join('/'), html: await readFile(full, 'utf8') };
      }),
  );
  for (const f of files) docs.set(f.file, parseHtml(f.html));
  audit = auditSite(files, { siteUrl, languages });
});

const indexable = () => files.filter((f) => !isNoindex(docs.get(f.file)!));
const meta = (doc: HtmlDocument, key: string) =>
  byTag(doc, 'meta')
    .find((m) => attr(m, 'property') === key || attr(m, 'name') === key)
    ?.attrs.find((a) => a.name === 'content')?.value;
const jsonLdNodes = (doc: HtmlDocument) =>
  byTag(doc, 'script')
    .filter((s) => attr(s, 'type') === 'application/ld+json')
    .flatMap((s) => JSON.parse(ownText(s))['@graph'] as Record<string, unknown>[]);

describe('the real site, as search engines and link previews see it', () => {
  it('passes every check of the SEO monitor on every page', () => {
    expect(audit.pages.length).toBe(indexable().length);
    expect(audit.pages.length).toBeGreaterThan(90);
    expect(reportLines(audit).filter((l) => l.startsWith('FAIL'))).toEqual([]);
  });

  it('gives every page a description written as whole sentences, never one cut off', () => {
    const cut = files
      .map((f) => ({ file: f.file, description: /<meta name="description" content="([^"]*)"/.exec(f.html)?.[1] }))
      .filter((f) => f.description !== undefined && !/[.!?]$/.test(f.description));
    expect(cut).toEqual([]);
    // A profile's description is its own, not the start of the partner's story.
    const profile = files.find((f) => f.file === 'raspaarden/sanne-oliveira.html')!;
    expect(profile.html).toContain('<meta name="description" content="Sanne Oliveira was CFO van een scale-up');
  });

  it('passes `npm run seo` over the built folder, which exits with 0', async () => {
    const { stdout } = await run('npx', ['tsx', 'scripts/seo-monitor.ts', '--dir', siteDir]);
    expect(stdout.trim()).toMatch(/^SEO monitor: all \d+ pages pass every check; \d+ not indexable, skipped\.$/);
  });

  it('skips exactly the redirect stubs and not-found pages, which carry noindex', async () => {
    const { content } = await realContent();
    const stubs = expandRedirects(content.redirects).map((r) => r.from);
    const notFound = ['/404.html', '/en/404.html', '/raspaarden/404.html', '/en/raspaarden/404.html'];
    expect([...audit.skipped].sort()).toEqual([...stubs, ...notFound].sort());
  });

  it('lists every indexable page in the sitemap with lastmod and alternates, and no other', async () => {
    const text = await readFile(path.join(siteDir, 'sitemap.xml'), 'utf8');
    expect(XMLValidator.validate(text)).toBe(true);
    const urls = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(text).urlset.url as {
      loc: string;
      lastmod?: string;
      'xhtml:link': { hreflang: string }[];
    }[];
    const pages = indexable()
      .map((f) => siteUrl + (pathOfFile(f.file) === '/' ? '' : pathOfFile(f.file)))
      .sort();
    expect(urls.map((u) => u.loc).sort()).toEqual(pages);
    for (const u of urls) {
      expect(u.lastmod, u.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(
        u['xhtml:link'].map((l) => l.hreflang),
        u.loc,
      ).toEqual(['nl', 'en', 'x-default']);
    }
    expect(await readFile(path.join(siteDir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('gives every page an existing 1200 x 630 share image, and every head the feed of its language', async () => {
    for (const f of indexable()) {
      const doc = docs.get(f.file)!;
      const image = meta(doc, 'og:image')!;
      // A drawn card (PNG), or for an article with a picture that picture cropped (JPEG); article lists have cards.
      const isArticle = /^(en\/)?artikelen\/[^/]+\.html$/.test(f.file);
      expect(image, f.file).toMatch(new RegExp(`^${siteUrl}/assets/share/.+\\.${isArticle ? 'jpg' : 'png'}$`));
      const { width, height } = await sharp(path.join(siteDir, image.slice(siteUrl.length))).metadata();
      expect([width, height], image).toEqual([1200, 630]);
      expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    }
    for (const f of files) {
      const doc = docs.get(f.file)!;
      // Redirect stubs are no pages of the site: they have no head of their own to link from.
      if (!byTag(doc, 'link').some((l) => attr(l, 'rel') === 'stylesheet')) continue;
      const feed = byTag(doc, 'link').find((l) => attr(l, 'type') === 'application/atom+xml');
      const lang = attr(byTag(doc, 'html')[0]!, 'lang');
      expect(attr(feed!, 'href'), f.file).toBe(lang === 'nl' ? '/feed.xml' : '/en/feed.xml');
    }
    for (const feed of ['feed.xml', 'en/feed.xml'])
      expect(XMLValidator.validate(await readFile(path.join(siteDir, feed), 'utf8')), feed).toBe(true);
  });

  it('states in structured data the breadcrumb and the questions the page shows', () => {
    let crumbs = 0;
    let faqs = 0;
    for (const f of indexable()) {
      const doc = docs.get(f.file)!;
      const nodes = jsonLdNodes(doc);
      const nav = elements(doc).find((e) => e.tagName === 'nav' && attr(e, 'class') === 'breadcrumbs');
      const list = nodes.find((n) => n.breadcrumb)?.breadcrumb as
        { itemListElement: { name: string; item: string }[] } | undefined;
      expect(Boolean(list), `${f.file}: a breadcrumb list exactly where the page shows a breadcrumb`).toBe(
        Boolean(nav),
      );
      if (nav && list) {
        crumbs++;
        const shown = byTag(nav, 'li').map((li) => ({
          name: visibleText(li),
          href: byTag(li, 'a')[0] ? attr(byTag(li, 'a')[0]!, 'href') : undefined,
        }));
        expect(
          list.itemListElement.map((i) => i.name),
          f.file,
        ).toEqual(shown.map((s) => s.name));
        shown.forEach((s, i) => {
          if (s.href) expect(list.itemListElement[i]!.item, f.file).toBe(siteUrl + (s.href === '/' ? '' : s.href));
        });
        expect(list.itemListElement.at(-1)!.item).toBe(
          siteUrl + (pathOfFile(f.file) === '/' ? '' : pathOfFile(f.file)),
        );
      }
      const faq = nodes.find((n) => n['@type'] === 'FAQPage') as { mainEntity: { name: string }[] } | undefined;
      if (faq) {
        faqs++;
        const text = visibleText(byTag(doc, 'main')[0]!);
        for (const q of faq.mainEntity) expect(text, f.file).toContain(q.name);
      }
    }
    expect(crumbs).toBeGreaterThan(40);
    expect(faqs).toBeGreaterThan(20);
  });
});

describe('the SEO monitor dashboard', () => {
  it('is written only when asked, kept out of search and linked from nowhere', async () => {
    await expect(readdir(path.join(siteDir, 'seo-monitor'))).rejects.toThrow();
    const site = await buildSite({ contentDir: 'content', seoMonitor: true });
    const dashboard = String(site.files.get('seo-monitor/index.html'));
    const doc = parseHtml(dashboard);
    expect(isNoindex(doc)).toBe(true);
    expect(byTag(doc, 'tbody')[0]!.childNodes.filter((n) => n.nodeName === 'tr')).toHaveLength(audit.pages.length);
    expect(visibleText(doc)).toContain('/en/services/werkpaard');
    expect(String(site.files.get('sitemap.xml'))).not.toContain('seo-monitor');
    // Kept from crawlers, as the real site's robots.txt needs no word of it.
    expect(String(site.files.get('robots.txt'))).toContain('Disallow: /seo-monitor/');
    expect(await readFile(path.join(siteDir, 'robots.txt'), 'utf8')).not.toContain('seo-monitor');
    for (const [file, data] of site.files) {
      if (file.endsWith('.html') && file !== 'seo-monitor/index.html')
        expect(String(data), file).not.toContain('seo-monitor');
    }
  }, 120_000);
});
