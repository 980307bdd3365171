import { beforeAll, describe, expect, it } from 'vitest';
import { pageHead, renderHead, type Assets } from '../../build/render/head.ts';
import type { Route } from '../../kinds/routes.tsx';
import type { SiteContent } from '../../kinds/content.ts';
import { parseHtml, byTag, attr, ownText } from '../../build/seo/html-tree.ts';
import { realContent, routeAt, testAssets } from '../support/real-content.ts';

let content: SiteContent;
let routes: Route[];
let assets: Assets;
beforeAll(async () => {
  ({ content, routes } = await realContent());
  assets = testAssets(content);
});

/** The head as a browser reads it: tags by name and property. */
function read(head: string) {
  const doc = parseHtml(`<!doctype html><html><head>${head}</head><body></body></html>`);
  const meta = (key: string) =>
    byTag(doc, 'meta')
      .filter((m) => attr(m, 'name') === key || attr(m, 'property') === key)
      .map((m) => attr(m, 'content'));
  const links = (rel: string) => byTag(doc, 'link').filter((l) => attr(l, 'rel') === rel);
  return {
    title: ownText(byTag(doc, 'title')[0]!),
    meta,
    canonical: links('canonical').map((l) => attr(l, 'href')),
    alternates: Object.fromEntries(
      links('alternate')
        .filter((l) => attr(l, 'hreflang'))
        .map((l) => [attr(l, 'hreflang'), attr(l, 'href')]),
    ),
    feed: links('alternate').find((l) => attr(l, 'type') === 'application/atom+xml'),
    jsonLd: byTag(doc, 'script')
      .filter((s) => attr(s, 'type') === 'application/ld+json')
      .map((s) => JSON.parse(ownText(s))),
  };
}

describe('the head of a page', () => {
  it('has the suffixed title, description, keywords, canonical URL and language alternates', () => {
    const route = routeAt(routes, 'en', '/services/werkpaard');
    const head = read(renderHead(route, content.site, assets));
    const url = `${content.site.url}/en/services/werkpaard`;
    expect(head.title).toBe(`${route.title} | ${content.site.name}`);
    expect(head.meta('description')).toEqual([route.description]);
    expect(head.meta('keywords')).toEqual([route.keywords.join(', ')]);
    expect(head.canonical).toEqual([url]);
    expect(head.alternates).toEqual({
      nl: `${content.site.url}/services/werkpaard`,
      en: url,
      'x-default': `${content.site.url}/services/werkpaard`,
    });
  });

  it('gives link previews a title, description, URL, locale and the share image of the kind of page', () => {
    const route = routeAt(routes, 'nl', '/services/werkpaard');
    const head = read(renderHead(route, content.site, assets));
    expect(head.meta('og:type')).toEqual(['website']);
    expect(head.meta('og:title')).toEqual([route.title]);
    expect(head.meta('og:description')).toEqual([route.description]);
    expect(head.meta('og:url')).toEqual([`${content.site.url}/services/werkpaard`]);
    expect(head.meta('og:site_name')).toEqual([content.site.name]);
    expect(head.meta('og:locale')).toEqual(['nl_NL']);
    expect(head.meta('og:locale:alternate')).toEqual(['en_GB']);
    expect(head.meta('og:image')).toEqual([`${content.site.url}/assets/share/service.nl.png`]);
    expect(head.meta('og:image:width')).toEqual(['1200']);
    expect(head.meta('og:image:height')).toEqual(['630']);
    expect(head.meta('og:image:alt')).toEqual(['Card service.nl']);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
  });

  it('marks an article as one, with its dates and section', () => {
    const route = routeAt(routes, 'nl', `/artikelen/${content.articles[0]!.slug}`);
    const head = read(renderHead(route, content.site, assets));
    expect(head.meta('og:type')).toEqual(['article']);
    expect(head.meta('article:published_time')).toEqual([content.articles[0]!.data.date]);
    expect(head.meta('article:section')).toEqual([
      content.lang.nl.ui.articles.categories[content.articles[0]!.data.category],
    ]);
  });

  it('carries the structured data and links the article feed of its language', () => {
    const head = read(renderHead(routeAt(routes, 'en', '/services/werkpaard'), content.site, assets));
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]['@graph'].map((n: { '@type': string }) => n['@type'])).toContain('Service');
    expect(attr(head.feed!, 'href')).toBe('/en/feed.xml');
    expect(attr(head.feed!, 'title')).toBe('Articles | X');
  });

  it('falls back to the language default title and description of the spec where a page sets none', () => {
    const route: Route = { ...routeAt(routes, 'en', '/services/werkpaard'), title: undefined, description: undefined };
    const head = read(renderHead(route, content.site, assets));
    // The default title names the company already.
    expect(head.title).toBe(content.lang.en.ui.meta.defaultTitle);
    expect(head.title).toContain(content.site.name);
    expect(head.meta('description')).toEqual([content.lang.en.ui.meta.defaultDescription]);
  });

  it('keeps not-found pages out of search: noindex, no canonical, no previews, no structured data', () => {
    const route = routes.find((r) => r.kind === 'not-found' && r.lang === 'nl')!;
    const head = read(renderHead(route, content.site, assets));
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
    expect(head.alternates).toEqual({});
    expect(head.meta('og:title')).toEqual([]);
    expect(head.jsonLd).toEqual([]);
    expect(head.title).toBe(`${route.title} | ${content.site.name}`);
    expect(attr(head.feed!, 'href')).toBe('/feed.xml');
  });

  it('escapes what it writes into attributes', () => {
    const route: Route = {
      ...routeAt(routes, 'nl', '/services/werkpaard'),
      title: 'A "quote" & <tag>',
      description: `It's "fine" & <ok>`,
    };
    const html = renderHead(route, content.site, assets);
    expect(html).toContain('<meta property="og:title" content="A &quot;quote&quot; &amp; &lt;tag&gt;">');
    expect(read(html).meta('description')).toEqual([`It's "fine" & <ok>`]);
  });

  it('keeps the structured data apart as one script of JSON with no markup, which the last guards skip', () => {
    // render.tsx reads a page for refused addresses and inline code without its structured data.
    let withData = 0;
    for (const route of routes) {
      const { tags, data } = pageHead(route, content.site, assets);
      expect(tags, route.path).not.toContain('application/ld+json');
      if (!data) continue;
      withData++;
      expect(data, route.path).toMatch(/^<script type="application\/ld\+json">[^<>&]*<\/script>$/);
    }
    expect(withData).toBe(routes.filter((route) => !route.file).length);
  });
});
