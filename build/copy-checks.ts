import type { RawEntry } from './load.ts';
import type { ArticleData, UiStrings } from './schema/index.ts';
import { format } from '../src/lib/format.ts';
import type { Problem } from './problems.ts';
import type { Lang } from './schema/common.ts';
import { countWords, renderMarkdown } from './markdown.ts';

/** Search-result lengths of the spec's SEO monitor. */
export const seoLimits = { title: { min: 30, max: 60 }, description: { min: 150, max: 160 } } as const;
/** Words read per minute, for checking an article's reading time. */
export const wordsPerMinute = 200;

const forbidden = /\blorem ipsum\b|\bTODO\b|\bTBD\b|\bFIXME\b|\bplaceholder\b|\bxxx\b|\[\.\.\.\]/i;

const nlWords = new Set(['de', 'het', 'een', 'en', 'van', 'je', 'jij', 'jouw', 'wij', 'zijn', 'niet', 'met', 'voor', 'op', 'dat', 'die', 'naar', 'ook', 'maar', 'om', 'bij', 'wat', 'hoe', 'uit', 'tot', 'onze', 'ons', 'door', 'worden', 'kan', 'meer', 'wordt', 'welke', 'jullie', 'heb', 'hebt', 'heeft']);
const enWords = new Set(['the', 'and', 'of', 'to', 'you', 'your', 'are', 'not', 'with', 'for', 'that', 'this', 'what', 'how', 'our', 'by', 'from', 'can', 'will', 'be', 'it', 'which', 'have', 'has', 'about', 'they', 'their', 'into']);

/** Which language a sentence is written in, when its small words make it plain. */
export function sentenceLanguage(sentence: string): Lang | undefined {
  const words = sentence.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 6) return undefined;
  const nl = words.filter((w) => nlWords.has(w)).length;
  const en = words.filter((w) => enWords.has(w)).length;
  if (nl >= 3 && en === 0) return 'nl';
  if (en >= 3 && nl === 0) return 'en';
  return undefined;
}

/** Every string inside a value, with the field path it sits at. */
function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
  }
}

/** Fields that hold names, addresses or codes rather than sentences. */
const notProse = /(^|\.)(url|email|linkedin|website|portfolio|emoji|icon|related\[\d+\]\.url)$/;

function checkText(problems: Problem[], file: string, lang: Lang, data: unknown, body?: string, prefix = '') {
  const items = [...strings(data, prefix)];
  if (body !== undefined) items.push(['(body)', body]);
  for (const [field, value] of items) {
    if (forbidden.test(value)) problems.push({ file, field, message: `holds unfinished text ("${forbidden.exec(value)?.[0]}")` });
    if (notProse.test(field)) continue;
    for (const sentence of value.split(/(?<=[.!?])\s+|\n+/)) {
      const found = sentenceLanguage(sentence);
      if (found && found !== lang) {
        problems.push({ file, field, message: `reads as ${found === 'nl' ? 'Dutch' : 'English'} on ${lang === 'nl' ? 'a Dutch' : 'an English'} page: "${sentence.trim().slice(0, 80)}"` });
      }
    }
  }
}

function checkTitle(problems: Problem[], file: string, siteName: string, title: string, titleField: string) {
  const full = `${title} | ${siteName}`;
  const { title: t } = seoLimits;
  if (full.length < t.min || full.length > t.max) {
    problems.push({ file, field: titleField, message: `makes the page title "${full}" ${full.length} characters long; it must be ${t.min}-${t.max} (${t.min - siteName.length - 3}-${t.max - siteName.length - 3} before " | ${siteName}")` });
  }
}

function checkSeo(problems: Problem[], file: string, siteName: string, title: string, description: string, titleField = 'seo.title', descriptionField = 'seo.description') {
  const { description: d } = seoLimits;
  checkTitle(problems, file, siteName, title, titleField);
  if (description.length < d.min || description.length > d.max) {
    problems.push({ file, field: descriptionField, message: `is ${description.length} characters long; it must be ${d.min}-${d.max}` });
  }
}

/**
 * Checks the copy of one validated entry: finished, in the page's language, and within the
 * lengths search engines show. Works per file, so an editor sees it before the site is complete.
 * `bodyHtml` is the body already rendered and `bodyWords` its words counted, when the caller has them.
 */
export function checkCopy(entry: RawEntry, data: unknown, siteName: string, bodyHtml?: string, bodyWords?: number): Problem[] {
  const problems: Problem[] = [];
  const { file, kind } = entry;
  const lang: Lang = entry.lang ?? 'nl';
  const body = entry.body === undefined ? undefined : (bodyHtml ?? renderMarkdown(entry.body)).replace(/<[^>]+>/g, ' ');
  switch (kind) {
    case 'service':
    case 'category':
    case 'landing': {
      const page = data as { seo: { title: string; description: string } };
      checkText(problems, file, lang, data, body);
      checkSeo(problems, file, siteName, page.seo.title, page.seo.description);
      if (kind === 'service') {
        const words = countWords(body ?? '');
        if (words < 150) problems.push({ file, field: '(body)', message: `the description has ${words} words; write at least 150` });
      }
      break;
    }
    case 'home': {
      const home = data as { seo: { title: string; description: string } };
      checkText(problems, file, lang, data);
      checkSeo(problems, file, siteName, home.seo.title, home.seo.description);
      break;
    }
    case 'ui': {
      const ui = data as Record<'services' | 'experts' | 'articles', { seo: { title: string; description: string } }>;
      checkText(problems, file, lang, data);
      for (const key of ['services', 'experts', 'articles'] as const) {
        checkSeo(problems, file, siteName, ui[key].seo.title, ui[key].seo.description, `${key}.seo.title`, `${key}.seo.description`);
      }
      // The titles of the article lists' pages, up to page 9999 of the longest list.
      const { lists, categories, seo } = (data as UiStrings).articles;
      const categoryTitles = Object.values(categories).map((category) => format(lists.categoryTitle, { category }));
      for (const title of categoryTitles) checkTitle(problems, file, siteName, title, 'articles.lists.categoryTitle');
      const longest = [seo.title, ...categoryTitles].sort((a, b) => b.length - a.length)[0]!;
      checkTitle(problems, file, siteName, format(lists.pageTitle, { title: longest, page: 9999 }), 'articles.lists.pageTitle');
      break;
    }
    case 'partner': {
      const partner = data as { nl: unknown; en: unknown };
      checkText(problems, file, 'nl', partner.nl, undefined, 'nl');
      checkText(problems, file, 'en', partner.en, undefined, 'en');
      break;
    }
    case 'article': {
      const { en, ...nl } = data as ArticleData;
      checkText(problems, file, 'nl', nl, body);
      checkText(problems, file, 'en', en, undefined, 'en');
      checkSeo(problems, file, siteName, nl.seoTitle ?? nl.title, nl.description, nl.seoTitle ? 'seoTitle' : 'title', 'description');
      checkSeo(problems, file, siteName, en.seoTitle ?? en.title, en.description, en.seoTitle ? 'en.seoTitle' : 'en.title', 'en.description');
      const words = bodyWords ?? countWords(entry.body ?? '');
      const minutes = words / wordsPerMinute;
      if (minutes < nl.readTime * 0.8 || minutes > nl.readTime * 1.25) {
        problems.push({ file, field: 'readTime', message: `is ${nl.readTime} minutes, but the ${words} words read in about ${Math.round(minutes)}; write about ${nl.readTime * wordsPerMinute} words or change readTime` });
      }
      break;
    }
    case 'privacy':
    case 'training':
    case 'tools':
    case 'networking':
    case 'intake':
      checkText(problems, file, lang, data, body);
      break;
    case 'site':
    case 'redirects':
      break;
  }
  return problems;
}
