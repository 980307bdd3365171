/**
 * A meta description made from longer text: cut at a word so that with the ellipsis it is 150-160
 * characters long, the length search results show. Text of at most 160 characters is kept whole.
 */
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  const cut = flat
    .slice(0, 160)
    .replace(/\s+\S*$/, '')
    .replace(/[\s,;:.]+$/, '');
  return `${cut.length >= 149 ? cut : flat.slice(0, 149).trimEnd()}…`;
}
