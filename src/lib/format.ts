import type { Lang } from '../../shared/paths.ts';

/** Fills `{name}` marks in an interface string. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, key: string) => (key in values ? String(values[key]) : mark));
}

const locales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB' };

// The month names of a content date: a build shows thousands of dates, and the first Intl
// formatter of a language loads that locale's data, which cost a build that changed one article
// longer than rendering a page. The test holds them to what Intl writes. Literal arrays, which
// the browser's bundle leaves out: its islands import this module too, and show no content date.
/** The months' names in each language; the English ones also name a month in content problems. */
export const monthNames: Record<Lang, readonly string[]> = {
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** A content date (YYYY-MM-DD) as readers of the language write it: `1 december 2024`, `1 December 2024`. */
export function formatDate(isoDate: string, lang: Lang): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = parts && monthNames[lang][Number(parts[2]) - 1];
  if (month) return `${Number(parts[3])} ${month} ${parts[1]}`;
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
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
