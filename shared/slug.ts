/** What a slug looks like: lower-case letters and digits in words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of a title: lower-case, diacritics removed (`één` becomes `een`), every run of other
 * characters a single hyphen: `Strategie & Advies` becomes `strategie-advies`.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
