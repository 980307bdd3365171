import type { RawEntry } from './load.ts';
import type { Problem } from './problems.ts';
import type { Lang } from '../../kinds/fields.ts';
import { countWords, renderMarkdown } from '../../shared/markdown.ts';
import { seoLimits } from '../../shared/copy-limits.ts';
import { kindNamed } from '../../kinds/kind-registry.ts';
import type { CopyCheck } from '../../kinds/define.ts';
import { mayHoldSentenceIn, sentenceLanguage } from './copy-language.ts';
import { descriptionProblems, stockProblems, styleProblems } from './house-style.ts';

export { seoLimits, wordsPerMinute } from '../../shared/copy-limits.ts';
export { sentenceLanguage } from './copy-language.ts';
export {
  descriptionProblems,
  specQuoted,
  stockPhrases,
  stockProblems,
  styleProblems,
  styleRules,
  type StockPhrase,
  type StyleRule,
} from './house-style.ts';

const forbidden = /\blorem ipsum\b|\bTODO\b|\bTBD\b|\bFIXME\b|\bplaceholder\b|\bxxx\b|\[\.\.\.\]/i;

/** Every string inside a value, with the field path it sits at. */
function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
  }
}

/** Fields that hold names, addresses or codes rather than sentences. */
const notProse = /(^|\.)(url|email|linkedin|website|portfolio|emoji|icon|category|image|photo|related\[\d+\]\.url)$/;
/** Search keywords are written the way people search, so the house style does not apply to them. */
const searchTerms = /(^|\.)keywords\[\d+\]$/;

/** `Dutch for` explains a Dutch name; a page explains at most one (STYLE.md, Names). */
const dutchFor = /\bDutch for\b/gi;

/** What the copy checks find in one text: the same for the same text, whichever field holds it. */
interface TextFindings {
  readonly messages: readonly string[];
  readonly glosses: number;
}

/**
 * Findings by text: many entries hold the same strings (labels, calls to action, related links'
 * descriptions), which are then checked once each. Long texts (bodies) are seldom the same and
 * are not kept.
 */
const findingsByText = new Map<string, TextFindings>();
const keptTextLength = 400;
const keptTexts = 2_000;
const noFindings: TextFindings = Object.freeze({ messages: Object.freeze([]), glosses: 0 });

function findingsIn(value: string, field: string, lang: Lang, kind?: RawEntry['kind']): TextFindings {
  const prose = !notProse.test(field);
  const search = searchTerms.test(field);
  const key =
    value.length <= keptTextLength ? `${lang} ${kind ?? ''} ${prose ? (search ? 's' : 'p') : 'n'} ${value}` : undefined;
  const known = key === undefined ? undefined : findingsByText.get(key);
  if (known) return known;
  const messages: string[] = [];
  let glosses = 0;
  if (forbidden.test(value)) messages.push(`holds unfinished text ("${forbidden.exec(value)?.[0]}")`);
  if (prose) {
    const sentences = mayHoldSentenceIn(value, lang === 'nl' ? 'en' : 'nl') ? value.split(/(?<=[.!?])\s+|\n+/) : [];
    for (const sentence of sentences) {
      const found = sentenceLanguage(sentence);
      if (found && found !== lang) {
        const language = found === 'nl' ? 'Dutch' : 'English';
        const page = lang === 'nl' ? 'a Dutch' : 'an English';
        messages.push(`reads as ${language} on ${page} page: "${sentence.trim().slice(0, 80)}"`);
      }
    }
    if (!search) {
      messages.push(...styleProblems(value, lang, kind));
      glosses = value.match(dutchFor)?.length ?? 0;
    }
  }
  const findings = messages.length || glosses ? { messages, glosses } : noFindings;
  if (key === undefined) return findings;
  // Kept for a while, not for good: the texts that repeat come back soon after, and a map of every
  // text of thousands of articles would grow with them.
  if (findingsByText.size >= keptTexts) findingsByText.clear();
  findingsByText.set(key, findings);
  return findings;
}

function checkText(
  problems: Problem[],
  file: string,
  lang: Lang,
  data: unknown,
  body?: string,
  prefix = '',
  kind?: RawEntry['kind'],
) {
  const items = [...strings(data, prefix)];
  if (body !== undefined) items.push(['(body)', body]);
  let glosses = 0;
  /** The page's copy, for counting its stock phrases. */
  const page: string[] = [];
  for (const [field, value] of items) {
    const findings = findingsIn(value, field, lang, kind);
    for (const message of findings.messages) problems.push({ file, field, message });
    glosses += findings.glosses;
    if (!notProse.test(field) && !searchTerms.test(field)) page.push(value);
  }
  for (const message of stockProblems(page.join('\n'), lang)) problems.push({ file, field: '', message });
  if (glosses > 1)
    problems.push({
      file,
      field: '',
      message:
        `explains ${glosses} Dutch names with "Dutch for"; ` +
        'explain at most one per page, on its own page (STYLE.md, Names)',
    });
}

function checkTitle(problems: Problem[], file: string, siteName: string, title: string, titleField: string) {
  const full = `${title} | ${siteName}`;
  const { title: t } = seoLimits;
  if (full.length < t.min || full.length > t.max) {
    /** The length of " | " and the site name after the title. */
    const suffix = full.length - title.length;
    problems.push({
      file,
      field: titleField,
      message:
        `makes the page title "${full}" ${full.length} characters long; it must be ${t.min}-${t.max} ` +
        `(${t.min - suffix}-${t.max - suffix} before " | ${siteName}")`,
    });
  }
}

function checkSeo(
  problems: Problem[],
  file: string,
  siteName: string,
  title: string,
  description: string,
  titleField = 'seo.title',
  descriptionField = 'seo.description',
) {
  const { description: d } = seoLimits;
  checkTitle(problems, file, siteName, title, titleField);
  for (const message of descriptionProblems(description)) problems.push({ file, field: descriptionField, message });
  if (description.length < d.min || description.length > d.max) {
    problems.push({
      file,
      field: descriptionField,
      message: `is ${description.length} characters long; it must be ${d.min}-${d.max}`,
    });
  }
}

/**
 * Checks the copy of one validated entry: finished, in the page's language, and within the
 * lengths search engines show. Works per file, so an editor sees it before the site is complete.
 * `bodyHtml` is the body already rendered and `bodyWords` its words counted, when the caller has them.
 */
export function checkCopy(
  entry: RawEntry,
  data: unknown,
  siteName: string,
  bodyHtml?: string,
  bodyWords?: number,
): Problem[] {
  const problems: Problem[] = [];
  const { file, kind } = entry;
  const lang: Lang = entry.lang ?? 'nl';
  const body = entry.body === undefined ? undefined : (bodyHtml ?? renderMarkdown(entry.body)).replace(/<[^>]+>/g, ' ');
  const check: CopyCheck = {
    entry,
    lang,
    body,
    siteName,
    bodyWords: () => bodyWords ?? countWords(entry.body ?? ''),
    textWords: () => countWords(body ?? ''),
    text: (value, options = {}) =>
      checkText(problems, file, options.lang ?? lang, value, options.body, options.prefix ?? '', kind),
    title: (title, field) => checkTitle(problems, file, siteName, title, field),
    seo: (title, description, fields) =>
      checkSeo(problems, file, siteName, title, description, fields?.title, fields?.description),
    description: (description, field) => {
      for (const message of descriptionProblems(description)) problems.push({ file, field, message });
      const { min, max } = seoLimits.description;
      if (description.length < min || description.length > max)
        problems.push({ file, field, message: `is ${description.length} characters long; it must be ${min}-${max}` });
    },
    problem: (field, message) => void problems.push({ file, field, message }),
  };
  kindNamed(kind)?.copy(check, data);
  return problems;
}
