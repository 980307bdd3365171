import type { SiteContent } from '../../kinds/content.ts';
import type { NavData } from '../../src/components/site-context.tsx';
import { localePath, paths, type Lang } from '../../shared/paths.ts';
import { categoryGroups } from '../../kinds/service/summaries.ts';
import { categoriesWithArticles, perArticle } from '../../kinds/article/per-article.ts';

/** How many popular articles the footer lists: the newest of those marked popular. */
export const popularInFooter = 6;

const popularOfEach = perArticle((article) => article.data.popular === true);

/** What the header menus and the footer list in one language. */
export function navFor(content: SiteContent, lang: Lang): NavData {
  const c = content.lang[lang];
  const href = (p: string) => localePath(lang, p);
  const articleLink = (a: SiteContent['articles'][number]) => ({
    href: href(paths.article(a.slug)),
    label: lang === 'nl' ? a.data.title : a.data.en.title,
  });
  return {
    serviceGroups: categoryGroups(content, lang).map((g) => ({
      heading: g.title,
      href: href(paths.category(g.slug)),
      links: g.services.map((s) => ({
        href: href(paths.service(s.slug)),
        label: s.title,
        description: s.summary,
        icon: s.icon,
      })),
    })),
    experts: content.partners.map((p) => ({
      href: href(paths.expert(p.id)),
      label: p.data.name,
      description: p.data[lang].specialization,
    })),
    // The categories, not the newest articles: a menu on every page that named the newest would
    // make publishing an article a change to every page of the site.
    articleCategories: categoriesWithArticles(content.articles).map((category) => ({
      href: href(paths.articleCategory(category)),
      label: c.ui.articles.categories[category],
    })),
    // Every page shows them: a fixed number, however many articles are marked.
    popularArticles: popular(content.articles).map(articleLink),
    specializations: c.landings
      .map((l) => ({ href: href(paths.landing(l.slug)), label: l.data.title }))
      .sort((a, b) => a.label.localeCompare(b.label, lang)),
  };
}

/** The newest articles marked popular, as many as the footer lists. */
function popular(articles: SiteContent['articles']) {
  const marked = popularOfEach(articles);
  const found: SiteContent['articles'] = [];
  for (let i = 0; i < articles.length && found.length < popularInFooter; i++) if (marked[i]) found.push(articles[i]!);
  return found;
}
