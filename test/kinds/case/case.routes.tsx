import type { RoutesOf } from '../../../build/kinds/define.ts';
import { paths } from '../../../src/lib/paths.ts';
import { Layout } from '../../../src/components/Layout.tsx';
import { PageHero } from '../../../src/components/ui/PageHero.tsx';
import { Prose } from '../../../src/components/ui/Prose.tsx';
import { PageBreadcrumbs } from '../../../src/components/ui/Breadcrumbs.tsx';
import { caseKind } from './case.ts';

function CasePage({ title, client, result, html }: { title: string; client: string; result: string; html: string }) {
  return (
    <Layout>
      <PageHero breadcrumbs={<PageBreadcrumbs />} eyebrow={client} title={title} subtitle={result} />
      <section className="section">
        <div className="container">
          <div className="measure">
            <Prose html={html} />
          </div>
        </div>
      </section>
    </Layout>
  );
}

/** The page of each case study in a language. */
export const caseRoutes: RoutesOf<typeof caseKind> = ({ lang, c, pages }) =>
  pages.map((page) => ({
    path: caseKind.page!(page.slug),
    lang,
    kind: 'case',
    ...page.data.seo,
    breadcrumbs: [
      { name: c.ui.nav.home, path: paths.home },
      { name: page.data.title, path: caseKind.page!(page.slug) },
    ],
    sources: [page.file],
    element: <CasePage title={page.data.title} client={page.data.client} result={page.data.result} html={page.html} />,
  }));
