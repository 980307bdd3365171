import type { CategoryData } from '../schemas.ts';
import { usePageEnv } from '../../src/components/site-context.tsx';
import { Layout } from '../../src/components/Layout.tsx';
import { PageBreadcrumbs } from '../../src/components/ui/Breadcrumbs.tsx';
import { PageHero } from '../../src/components/ui/PageHero.tsx';
import { Section } from '../../src/components/ui/Section.tsx';
import { CardGrid } from '../../src/components/ui/Cards.tsx';
import { ServiceCard } from '../../src/components/ServiceCard.tsx';
import { Faq } from '../../src/components/ui/Faq.tsx';
import { Prose } from '../../src/components/ui/Prose.tsx';
import { CallToAction } from '../../src/components/ui/CallToAction.tsx';
import { Island } from '../../src/components/Island.tsx';
import type { ServiceSummary } from '../../src/pages/types.ts';

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
      {/* The introduction carries on from the hero's heading: no section of its own, which would need one. */}
      <div className="section">
        <div className="container">
          <div className="measure">
            <Prose html={html} className="prose--lead" />
          </div>
        </div>
      </div>
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
