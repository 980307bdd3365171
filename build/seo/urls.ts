import { localePath, type Lang } from '../../shared/paths.ts';

/**
 * The absolute URL of a Dutch-form site path in a language, without a trailing slash: the home page
 * is the bare site URL.
 */
export function pageUrl(siteUrl: string, lang: Lang, path: string): string {
  return siteUrl + localePath(lang, path).replace(/^\/$/, '');
}
