import type { Lang } from './paths.ts';

/** Fills `{name}` marks in an interface string. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, key: string) => (key in values ? String(values[key]) : mark));
}

const locales: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB' };

// Making an Intl formatter costs far more than using one, and using one more than looking up what
// it said before: a build shows the same few thousand dates on many pages.
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
const formatted = new Map<string, string>();

/** A content date (YYYY-MM-DD) as readers of the language write it: `1 december 2024`, `1 December 2024`. */
export function formatDate(isoDate: string, lang: Lang): string {
  const key = `${lang}${isoDate}`;
  let text = formatted.get(key);
  if (text === undefined) {
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
    text = formatter.format(new Date(`${isoDate}T00:00:00Z`));
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
