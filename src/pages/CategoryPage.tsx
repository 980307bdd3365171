import type { CategoryData } from '../../content-model/index.ts';
import { usePageEnv } from '../components/site-context.tsx';
import { Layout } from '../components/Layout.tsx';
import { PageBreadcrumbs } from '../components/ui/Breadcrumbs.tsx';
import { PageHero } from '../components/ui/PageHero.tsx';
import { Section } from '../components/ui/Section.tsx';
import { CardGrid } from '../components/ui/Cards.tsx';
import { ServiceCard } from '../components/ServiceCard.tsx';
import { Faq } from '../components/ui/Faq.tsx';
import { Prose } from '../components/ui/Prose.tsx';
import { CallToAction } from '../components/ui/CallToAction.tsx';
import { Island } from '../components/Island.tsx';
import type { ServiceSummary } from './types.ts';

export function CategoryPage({
  category,
  html,
  services,
}: {
  category: CategoryData;
  html: string;
  services: ServiceSummary[];
}) {
  const { ui } = usePageEnv();
  return (
    <Layout>
      <PageHero
        breadcrumbs={<PageBreadcrumbs />}
        icon={category.icon}
        title={category.title}
        subtitle={category.subtitle}
      />
      <section className="section">
        <div className="container">
          <div className="measure">
            <Prose html={html} className="prose--lead" />
          </div>
        </div>
      </section>
      <Section id="proposities" heading={ui.nav.services} tone="sand">
        <CardGrid columns={3}>
          {services.map((s) => (
            <ServiceCard key={s.slug} service={s} />
          ))}
        </CardGrid>
      </Section>
      <Section id="faq" heading={ui.common.faqHeading}>
        <div className="measure">
          <Faq name="faq" items={category.faqs} />
        </div>
      </Section>
      <CallToAction heading={category.cta.heading} text={category.cta.text}>
        <Island
          name="ContactDialog"
          props={{ label: category.cta.button, variant: 'light', service: category.title }}
        />
      </CallToAction>
    </Layout>
  );
}
