import { paths } from '../../shared/paths.ts';
import { articleCategories, type ArticleCategory } from '../schemas.ts';

/** How many articles a page of an overview shows: the spec's overview of twelve. */
export const articlesPerPage = 12;

/** How many pages a list of `count` articles takes; an empty list still has its first page. */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / articlesPerPage));

/**
 * The Dutch-form paths of every page of the article lists: the overview and, for each category
 * that has articles, its overview, each paged twelve articles at a time.
 */
export function articleListPaths(categories: readonly ArticleCategory[]): string[] {
  const counts = new Map<ArticleCategory, number>(articleCategories.map((c) => [c, 0]));
  for (const category of categories) counts.set(category, counts.get(category)! + 1);
  const lists: [string, number][] = [
    [paths.articles, categories.length],
    ...articleCategories
      .filter((c) => counts.get(c)! > 0)
      .map((c) => [paths.articleCategory(c), counts.get(c)!] as [string, number]),
  ];
  return lists.flatMap(([list, count]) =>
    Array.from({ length: pageCount(count) }, (_, i) => paths.listPage(list, i + 1)),
  );
}
