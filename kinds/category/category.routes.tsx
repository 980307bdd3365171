import { paths } from '../../shared/paths.ts';
import { serviceSummaries } from '../service/summaries.ts';
import { CategoryPage } from './CategoryPage.tsx';
import type { RoutesOf } from '../define.ts';
import type { category } from './category.ts';

/** The pages of the category kind in one language. */
export const categoryRoutes: RoutesOf<typeof category> = ({ content, lang, c, pages }) => {
  const summaries = serviceSummaries(content, lang);
  const serviceFiles = (slugs: string[]) => slugs.map((slug) => c.services.find((s) => s.slug === slug)!.file);
  return pages.map((page) => ({
    path: paths.category(page.slug),
    lang,
    kind: 'category',
    ...page.data.seo,
    breadcrumbs: [
      { name: c.ui.nav.services, path: paths.services },
      { name: page.data.title, path: paths.category(page.slug) },
    ],
    faqs: page.data.faqs,
    subject: { type: 'collection' },
    sources: [page.file, ...serviceFiles(page.data.services)],
    element: (
      <CategoryPage category={page.data} html={page.html} services={page.data.services.map((s) => summaries.get(s)!)} />
    ),
  }));
};
