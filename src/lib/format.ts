import type { Lang } from './paths.ts';

/** Fills `{name}` marks in an interface string. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, key: string) => (key in values ? String(values[key]) : mark));
}

const locales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB' };

// Making an Intl formatter costs far more than using one, and using one more than looking up what
// it said before: a build shows thousands of dates, of a few hundred months, on many pages.
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const formatted = new Map<string, string>();
/** A month's date as the formatter puts it together, by language and month: the day is filled in. */
const monthParts = new Map<string, Intl.DateTimeFormatPart[]>();

function dateFormat(lang: Lang): Intl.DateTimeFormat {
  let formatter = dateFormats.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locales[lang], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(lang, formatter);
  }
  return formatter;
}

/** A content date (YYYY-MM-DD) as readers of the language write it: `1 december 2024`, `1 December 2024`. */
export function formatDate(isoDate: string, lang: Lang): string {
  const key = `${lang}${isoDate}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const date = new Date(`${isoDate}T00:00:00Z`);
    // One formatter call per month: the day is a plain number in a part of its own.
    const month = `${lang}${isoDate.slice(0, 7)}`;
    let parts = monthParts.get(month);
    if (!parts && /^\d{4}-\d{2}-\d{2}$/.test(isoDate))
      monthParts.set(month, (parts = dateFormat(lang).formatToParts(date)));
    text = parts
      ? parts.map((part) => (part.type === 'day' ? String(date.getUTCDate()) : part.value)).join('')
      : dateFormat(lang).format(date);
    formatted.set(key, text);
  }
  return text;
}

/** A picked date as readers of the language write it, with the weekday: `dinsdag 3 maart 2026`. */
export function formatLongDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}
