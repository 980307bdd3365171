import hyphen from 'hyphen';
import dutch from 'hyphen/patterns/nl.js';
import english from 'hyphen/patterns/en-us.js';
import type { Lang } from '../../kinds/fields.ts';

/**
 * Soft hyphens in headings and card titles, at the hyphenation points of their language's
 * patterns (TeX's, through the `hyphen` package): a long Dutch compound such as
 * "Innovatiebegeleiding" then breaks as "Innovatie-/begeleiding" on a phone, in every browser,
 * also where the browser has no Dutch dictionary for `hyphens: auto` and would otherwise cut it
 * anywhere. Shorter words wrap whole, as headings should.
 */
const minWordLength = 10;
const hyphenators: Record<Lang, (text: string) => string> = {
  nl: hyphen(dutch) as (text: string) => string,
  en: hyphen(english) as (text: string) => string,
};
const options = { minWordLength };

/** Hyphenated words by language and word: headings of every page share most of their long words. */
const known = new Map<string, string>();
const longWord = /[A-Za-z\u00c0-\u024f\u2019']{10,}/g;
function hyphenate(text: string, lang: Lang): string {
  return text.replace(longWord, (word) => {
    const key = `${lang} ${word}`;
    let done = known.get(key);
    if (done === undefined) {
      done = (hyphenators[lang] as (text: string, o: typeof options) => string)(word, options);
      if (known.size < 50_000) known.set(key, done);
    }
    return done;
  });
}

const languages: readonly string[] = ['nl', 'en'] satisfies Lang[];

/**
 * The parts of a page in a language other than its own (an article's Dutch body on an English
 * page): block elements with a `lang` attribute, as index ranges of the HTML.
 */
function otherLanguages(html: string, pageLang: Lang): { start: number; end: number; lang: Lang }[] {
  if (!html.includes(' lang="')) return [];
  const ranges: { start: number; end: number; lang: Lang }[] = [];
  for (const match of html.matchAll(/<(div|section|article|aside|blockquote|main)\b[^>]*\slang="([a-z]+)"[^>]*>/g)) {
    const [, tag, lang] = match as unknown as [string, string, string];
    if (lang === pageLang || !languages.includes(lang)) continue;
    // Its end: the close tag that balances it.
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = match.index + match[0].length;
    let depth = 1;
    let end = html.length;
    for (let t = tags.exec(html); t; t = tags.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index;
        break;
      }
    }
    ranges.push({ start: match.index, end, lang: lang as Lang });
  }
  return ranges;
}

/**
 * The HTML of a page's own content (React's output, before islands and shared parts are put in)
 * with soft hyphens in the text of its headings, in the language of where each heading stands.
 * Islands are left as they are: their text must stay what the browser renders again when they
 * wake.
 */
export function hyphenateHeadings(html: string, pageLang: Lang): string {
  let ranges: ReturnType<typeof otherLanguages> | undefined;
  const parts: string[] = [];
  let done = 0;
  // Found by indexOf rather than one regular expression over the page: a heading is a few
  // hundred characters of a page of tens of thousands.
  for (let at = html.indexOf('<h'); at >= 0; at = html.indexOf('<h', at + 2)) {
    const level = html.charCodeAt(at + 2);
    if (level < 49 || level > 54) continue;
    const openEnd = html.indexOf('>', at);
    const close = html.indexOf(`</h${html[at + 2]}>`, openEnd);
    if (openEnd < 0 || close < 0) break;
    const inner = html.slice(openEnd + 1, close);
    longWord.lastIndex = 0;
    if (!longWord.test(inner)) continue;
    const open = html.slice(at, openEnd + 1);
    const own = /\slang="([a-z]+)"/.exec(open)?.[1];
    ranges ??= otherLanguages(html, pageLang);
    const lang =
      own && languages.includes(own)
        ? (own as Lang)
        : (ranges.findLast((r) => r.start <= at && at < r.end)?.lang ?? pageLang);
    // Only the text between tags; tags and their attributes stay as they are.
    const text = inner.replace(/(^|>)([^<]+)/g, (_m, before: string, words: string) => before + hyphenate(words, lang));
    parts.push(html.slice(done, openEnd + 1), text);
    done = close;
    at = close;
  }
  if (!parts.length) return html;
  parts.push(html.slice(done));
  return parts.join('');
}
