import { paths } from '../../shared/paths.ts';
import { serviceSummaries } from './summaries.ts';
import { ServicesPage } from './ServicesPage.tsx';
import { ServicePage } from './ServicePage.tsx';
import type { Route } from '../routes.tsx';
import type { RoutesOf } from '../define.ts';
import type { service } from './service.ts';

/** The pages of the service kind in one language. */
export const serviceRoutes: RoutesOf<typeof service> = ({ content, lang, c, pages }) => {
  const { ui } = c;
  const summaries = serviceSummaries(content, lang);
  const servicesCrumb = { name: ui.nav.services, path: paths.services };
  const categoryTitle = new Map(
    c.categories.flatMap((cat) => cat.data.services.map((s) => [s, cat.data.title] as const)),
  );
  const categoryOf = new Map(pages.map((s) => [s.slug, s.data.overviewCategory]));
  const routes: Route[] = [
    {
      path: paths.services,
      lang,
      kind: 'services',
      ...ui.services.seo,
      keywords: pages.map((s) => s.data.title),
      breadcrumbs: [{ name: ui.nav.home, path: paths.home }, servicesCrumb],
      subject: { type: 'collection' },
      sources: pages.map((s) => s.file),
      element: (
        <ServicesPage services={[...summaries.values()].map((s) => ({ ...s, category: categoryOf.get(s.slug)! }))} />
      ),
    },
  ];
  for (const page of pages) {
    routes.push({
      path: paths.service(page.slug),
      lang,
      kind: 'service',
      ...page.data.seo,
      breadcrumbs: [servicesCrumb, { name: page.data.title, path: paths.service(page.slug) }],
      faqs: page.data.faqs,
      subject: {
        type: 'service',
        name: page.data.title,
        description: page.data.summary,
        serviceType: ui.services.categories[page.data.overviewCategory],
        category: categoryTitle.get(page.slug),
      },
      sources: [page.file],
      element: (
        <ServicePage
          service={page.data}
          html={page.html}
          related={page.data.related.map((s) => summaries.get(s)!)}
          dialogs={c}
        />
      ),
    });
  }
  return routes;
};
