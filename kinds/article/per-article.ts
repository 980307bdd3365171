import type { Article } from '../content.ts';
import { articleCategories, type ArticleCategory } from '../schemas.ts';

/**
 * A fact about each article of a list (its category, whether it is marked popular, its page),
 * read from the article only when it is not the same object in the same place as in the last list
 * asked about with the same `context` (the interface strings a page shows, say). The dev server
 * plans the site again on every edit, with every unchanged article the same object (see
 * EntryCache.articles): comparing two lists of references runs through memory in order, while
 * reading thousands of articles' data jumps all over it, which would cost more than the rest of
 * planning a list.
 */
export function perArticle<T, Context = undefined>(
  read: (article: Article, context: Context) => T,
): (articles: readonly Article[], context?: Context) => T[] {
  let last: { articles: readonly Article[]; context?: Context; facts: T[] } | undefined;
  return (articles, context) => {
    const before = last?.context === context ? last : undefined;
    if (before?.articles === articles) return before.facts;
    const facts = articles.map((article, i) =>
      before?.articles[i] === article ? before.facts[i]! : read(article, context as Context),
    );
    last = { articles, context, facts };
    return facts;
  };
}

/** Each article's category; one list for every step that asks, so each reads them once. */
export const categoryOfEach = perArticle((article) => article.data.category);

/** The categories that have articles, which are those with an overview, in their order. */
export function categoriesWithArticles(articles: readonly Article[]): ArticleCategory[] {
  const found = new Set(categoryOfEach(articles));
  return articleCategories.filter((category) => found.has(category));
}
