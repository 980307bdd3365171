import type { Article } from '../content-model/content.ts';

/**
 * A fact about each article of a list (its category, whether it is marked popular), read from
 * the article only when it is not the same object in the same place as in the last list asked
 * about. The dev server plans the site again on every edit, with every unchanged article the same
 * object (see EntryCache.articles): comparing two lists of references runs through memory in
 * order, while reading thousands of articles' data jumps all over it, which took longer than the
 * rest of planning a list.
 */
export function perArticle<T>(read: (article: Article) => T): (articles: readonly Article[]) => T[] {
  let last: { articles: readonly Article[]; facts: T[] } | undefined;
  return (articles) => {
    if (last?.articles === articles) return last.facts;
    const before = last;
    const facts = articles.map((article, i) => (before?.articles[i] === article ? before.facts[i]! : read(article)));
    last = { articles, facts };
    return facts;
  };
}
