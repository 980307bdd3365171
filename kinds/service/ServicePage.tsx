import type { ServiceData } from '../schemas.ts';
import { usePageEnv } from '../../src/components/site-context.tsx';
import { Layout } from '../../src/components/Layout.tsx';
import { PageBreadcrumbs } from '../../src/components/ui/Breadcrumbs.tsx';
import { PageHero } from '../../src/components/ui/PageHero.tsx';
import { Section } from '../../src/components/ui/Section.tsx';
import { CardGrid, InfoCard } from '../../src/components/ui/Cards.tsx';
import { ServiceCard } from '../../src/components/ServiceCard.tsx';
import { Faq } from '../../src/components/ui/Faq.tsx';
import { Prose } from '../../src/components/ui/Prose.tsx';
import { CallToAction } from '../../src/components/ui/CallToAction.tsx';
import { ServiceAction } from '../../src/components/ServiceAction.tsx';
import { SecondaryAction, type DialogContent } from '../../src/components/SecondaryAction.tsx';
import type { ServiceSummary } from '../../src/pages/types.ts';

export function ServicePage({
  service,
  html,
  related,
  dialogs,
}: {
  service: ServiceData;
  html: string;
  related: ServiceSummary[];
  dialogs: DialogContent;
}) {
  const { ui } = usePageEnv();
  return (
    <Layout draft={service.draft}>
      <PageHero breadcrumbs={<PageBreadcrumbs />} icon={service.icon} title={service.title} subtitle={service.subtitle}>
        <ServiceAction cta={service.cta} service={service.title} />
        {service.secondaryAction && <SecondaryAction action={service.secondaryAction} dialogs={dialogs} />}
      </PageHero>
      <section className="section">
        <div className="container">
          <div className="measure">
            <Prose html={html} className="prose--lead" />
          </div>
        </div>
      </section>
      <Section id="kenmerken" heading={ui.common.featuresHeading} tone="sand">
        <CardGrid columns={3}>
          {service.features.map((f) => (
            <InfoCard key={f.title} title={f.title}>
              <p>{f.description}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section id="voordelen" heading={ui.common.benefitsHeading}>
        <CardGrid columns={service.benefits.length === 4 ? 4 : 3}>
          {service.benefits.map((b) => (
            <InfoCard key={b.title} icon={b.icon} title={b.title}>
              <p>{b.description}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      {service.faqs.length > 0 && (
        <Section id="faq" heading={ui.common.faqHeading} tone="sand">
          <div className="measure">
            <Faq name="faq" items={service.faqs} />
          </div>
        </Section>
      )}
      <CallToAction heading={service.title} text={service.subtitle}>
        <ServiceAction cta={service.cta} service={service.title} variant="light" />
      </CallToAction>
      <Section id="gerelateerd" heading={ui.common.relatedHeading}>
        <CardGrid columns={3}>
          {related.map((s) => (
            <ServiceCard key={s.slug} service={s} subtitle="" />
          ))}
        </CardGrid>
      </Section>
    </Layout>
  );
}
