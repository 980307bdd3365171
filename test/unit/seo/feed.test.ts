import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { absoluteLinks, renderFeed, feedPath, feedEntries } from '../../../build/seo/feed.ts';
import type { SiteContent } from '../../../kinds/content.ts';
import { realContent } from '../../support/real-content.ts';

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
const asList = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

let content: SiteContent;
beforeAll(async () => {
  ({ content } = await realContent());
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

describe('links in feed content', () => {
  it('are absolute, so they lead to the site from a feed reader', () => {
    const html = '<p><a href="/services/werkpaard">Werkpaard</a> <img src="/images/x.png" alt=""></p>';
    expect(absoluteLinks(html, 'https://paardensprong.example')).toBe(
      '<p><a href="https://paardensprong.example/services/werkpaard">Werkpaard</a> ' +
        '<img src="https://paardensprong.example/images/x.png" alt=""></p>',
    );
  });

  it('leave other addresses and fragments as they are', () => {
    const html = '<a href="https://example.org/">x</a><a href="#faq">y</a><a href="//evil.example/">z</a>';
    expect(absoluteLinks(html, 'https://paardensprong.example/')).toBe(html);
  });
});
