import { usePageEnv, useHref } from '../components/site-context.tsx';
import { Layout } from '../components/Layout.tsx';
import { Breadcrumbs } from '../components/ui/Breadcrumbs.tsx';
import { PageHero } from '../components/ui/PageHero.tsx';
import { CardGrid, LinkCard } from '../components/ui/Cards.tsx';
import { CallToAction } from '../components/ui/CallToAction.tsx';
import { paths } from '../lib/paths.ts';
import type { ServiceSummary } from './types.ts';

export interface OverviewService extends ServiceSummary { category: string }

/** All fourteen propositions in one grid. */
export function ServicesPage({ services }: { services: OverviewService[] }) {
  const { ui } = usePageEnv();
  const href = useHref();
  const t = ui.services;
  return (
    <Layout>
      <PageHero
        breadcrumbs={<Breadcrumbs label={ui.common.breadcrumb} items={[{ label: ui.nav.home, href: href(paths.home) }, { label: ui.nav.services }]} />}
        title={t.heading}
        subtitle={t.intro}
      />
      <section className="section" aria-label={t.heading}>
        <div className="container">
          <CardGrid columns={3}>
            {services.map((s) => (
              <LinkCard key={s.slug} href={href(paths.service(s.slug))} icon={s.icon} title={s.title} subtitle={t.categories[s.category as keyof typeof t.categories]} text={s.summary} action={ui.common.moreInfo} headingLevel={2} />
            ))}
          </CardGrid>
        </div>
      </section>
      <CallToAction heading={t.ctaHeading} text={t.ctaText}>
        <a className="button button--primary" href={href(paths.contact)}>{t.ctaButton}</a>
      </CallToAction>
    </Layout>
  );
}
