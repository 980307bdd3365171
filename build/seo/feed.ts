import type { SiteContent } from '../../kinds/content.ts';
import type { Lang } from '../../kinds/fields.ts';
import { escapeHtml } from '../../shared/escape.ts';
import { localePath, paths } from '../../shared/paths.ts';
import { pageUrl } from './urls.ts';

/** Where the article feed of a language lives. */
export const feedPath = (lang: Lang) => localePath(lang, '/feed.xml');

/** The feed's name in a language, as feed readers list it. */
export const feedTitle = (content: SiteContent, lang: Lang) =>
  `${content.lang[lang].ui.articles.heading} | ${content.site.name}`;

const time = (date: string) => `${date}T00:00:00Z`;

/** How many articles a feed carries: the newest, as feed readers poll for what is new. */
export const feedEntries = 50;

/**
 * An article's HTML with its site paths (`href="/…"`, `src="/…"`) made absolute: a feed reader
 * shows the content away from the site, where a path of the site leads nowhere.
 */
export const absoluteLinks = (html: string, siteUrl: string): string =>
  html.replace(/(\s(?:href|src)=")\/(?![/\\])/g, `$1${siteUrl.replace(/\/$/, '')}/`);

/**
 * The Atom feed of the newest articles in a language, newest first. Dutch entries carry the whole
 * article; English ones the English summary and a link to the page, as articles are Dutch only.
 */
export function renderFeed(content: SiteContent, lang: Lang, icon: string): string {
  const { site } = content;
  const e = escapeHtml;
  const self = site.url + feedPath(lang);
  const updated =
    content.articles
      .map((a) => a.data.dateModified ?? a.data.date)
      .sort()
      .at(-1) ?? `${site.copyrightYear}-01-01`;
  const entries = content.articles.slice(0, feedEntries).map((article) => {
    const item = lang === 'nl' ? article.data : article.data.en;
    const url = pageUrl(site.url, lang, paths.article(article.slug));
    return [
      '  <entry>',
      `    <title>${e(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${e(url)}"/>`,
      `    <id>${e(url)}</id>`,
      `    <published>${time(article.data.date)}</published>`,
      `    <updated>${time(article.data.dateModified ?? article.data.date)}</updated>`,
      `    <summary>${e(item.description)}</summary>`,
      ...(lang === 'nl' ? [`    <content type="html">${e(absoluteLinks(article.html, site.url))}</content>`] : []),
      ...item.tags.map((tag) => `    <category term="${e(tag)}"/>`),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <title>${e(feedTitle(content, lang))}</title>`,
    `  <subtitle>${e(content.lang[lang].ui.articles.intro)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${e(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${e(pageUrl(site.url, lang, paths.articles))}"/>`,
    `  <id>${e(self)}</id>`,
    `  <updated>${time(updated)}</updated>`,
    `  <author><name>${e(site.name)}</name><uri>${e(site.url)}</uri></author>`,
    `  <icon>${e(icon)}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
