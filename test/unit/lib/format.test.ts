import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/lib/format.ts';

describe('formatDate', () => {
  it('writes every day of three years as the language’s own date format does', () => {
    const locales = { nl: 'nl-NL', en: 'en-GB' } as const;
    for (const lang of ['nl', 'en'] as const) {
      const intl = new Intl.DateTimeFormat(locales[lang], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000) {
        const iso = new Date(t).toISOString().slice(0, 10);
        expect(formatDate(iso, lang)).toBe(intl.format(new Date(t)));
      }
    }
    expect(formatDate('2024-12-01', 'nl')).toBe('1 december 2024');
    expect(formatDate('2024-12-01', 'en')).toBe('1 December 2024');
  });
});
