import { usePageEnv } from '../../src/components/site-context.tsx';
import { Layout } from '../../src/components/Layout.tsx';
import { PageBreadcrumbs } from '../../src/components/ui/Breadcrumbs.tsx';
import { PageHero } from '../../src/components/ui/PageHero.tsx';
import { ServiceCard } from '../../src/components/ServiceCard.tsx';
import { CallToAction } from '../../src/components/ui/CallToAction.tsx';
import { Island } from '../../src/components/Island.tsx';
import type { ServiceSummary } from '../../src/pages/types.ts';
import { overviewCategories } from './service.schema.ts';

type OverviewCategory = (typeof overviewCategories)[number];

export interface OverviewService extends ServiceSummary {
  category: OverviewCategory;
}

/** All fourteen propositions in one grid. */
export function ServicesPage({ services }: { services: OverviewService[] }) {
  const { ui } = usePageEnv();
  const t = ui.services;
  // Tabs in the spec's order, leaving out categories no service is in.
  const categoriesInUse = overviewCategories.filter((c) => services.some((s) => s.category === c));
  return (
    <Layout>
      <PageHero breadcrumbs={<PageBreadcrumbs />} title={t.heading} subtitle={t.intro} />
      <section className="section section--tight" aria-label={t.heading}>
        <div className="container">
          <Island
            name="ServicesFilter"
            props={{
              gridId: 'services-grid',
              categories: [
                { value: 'all', label: t.all },
                ...categoriesInUse.map((c) => ({ value: c, label: t.categories[c] })),
              ],
              labels: {
                search: t.searchLabel,
                placeholder: t.searchPlaceholder,
                tabs: t.tabsLabel,
                empty: t.empty,
                count: t.resultCount,
                countOne: t.resultCountOne,
              },
            }}
          />
          <div className="card-grid card-grid--3" id="services-grid">
            {services.map((s) => (
              <div key={s.slug} className="card-grid__item" data-category={s.category}>
                <ServiceCard service={s} subtitle={t.categories[s.category]} headingLevel={2} />
              </div>
            ))}
          </div>
        </div>
      </section>
      <CallToAction heading={t.ctaHeading} text={t.ctaText}>
        <Island name="ContactDialog" props={{ label: t.ctaButton, variant: 'light' }} />
      </CallToAction>
    </Layout>
  );
}
