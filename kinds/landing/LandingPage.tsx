import Check from 'lucide-react/icons/check';
import { Glyph } from '../../src/components/Glyph.tsx';
import type { LandingData } from '../schemas.ts';
import { usePageEnv } from '../../src/components/site-context.tsx';
import { Layout } from '../../src/components/Layout.tsx';
import { PageHero } from '../../src/components/ui/PageHero.tsx';
import { Section } from '../../src/components/ui/Section.tsx';
import { CardGrid, InfoCard } from '../../src/components/ui/Cards.tsx';
import { ServiceCard } from '../../src/components/ServiceCard.tsx';
import { Faq } from '../../src/components/ui/Faq.tsx';
import { Prose } from '../../src/components/ui/Prose.tsx';
import { CallToAction } from '../../src/components/ui/CallToAction.tsx';
import { Island } from '../../src/components/Island.tsx';
import type { ServiceSummary } from '../../src/pages/types.ts';

export function LandingPage({
  page,
  html,
  sectionHtml,
  related,
}: {
  page: LandingData;
  html: string;
  sectionHtml: string[];
  related: ServiceSummary[];
}) {
  const { ui } = usePageEnv();
  return (
    <Layout draft={page.draft}>
      <PageHero title={page.title} subtitle={page.subtitle}>
        <Island name="ContactDialog" props={{ label: page.cta.button, service: page.title }} />
      </PageHero>
      {/* The introduction carries on from the hero's heading: no section of its own, which would need one. */}
      <div className="section">
        <div className="container">
          <div className="measure">
            <p className="lead">{page.heroText}</p>
            <Prose html={html} />
          </div>
        </div>
      </div>
      <Section id="voordelen" heading={page.benefits.heading} tone="sand">
        {page.benefits.style === 'cards' ? (
          <CardGrid columns={page.benefits.items.length === 4 ? 4 : 3}>
            {page.benefits.items.map((b) => (
              <InfoCard key={b.title} icon={b.icon} title={b.title}>
                <p>{b.description}</p>
              </InfoCard>
            ))}
          </CardGrid>
        ) : (
          <ul className="check-list">
            {page.benefits.items.map((b) => (
              <li key={b.title}>
                <Glyph icon={Check} size={20} />
                <div>
                  <strong>{b.title}</strong> {b.description}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="aanpak" heading={page.steps.heading} intro={page.steps.intro && <p>{page.steps.intro}</p>}>
        <ol className="steps">
          {page.steps.items.map((step) => (
            <li key={step.title} className="steps__item">
              <h3 className="steps__title">{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      {page.sections.map((section, i) => (
        <Section
          key={section.heading}
          id={`sectie-${i + 1}`}
          heading={section.heading}
          tone={i % 2 === 0 ? 'sand' : 'plain'}
        >
          <Prose html={sectionHtml[i] ?? ''} className="section__prose" />
          {section.items.length > 0 && (
            <CardGrid columns={section.items.length === 4 ? 4 : section.items.length === 2 ? 2 : 3}>
              {section.items.map((item) => (
                <InfoCard key={item.title} icon={item.icon} title={item.title}>
                  <p>{item.description}</p>
                </InfoCard>
              ))}
            </CardGrid>
          )}
        </Section>
      ))}
      <Section id="voor-wie" heading={page.audience.heading}>
        <ul className="check-list check-list--columns">
          {page.audience.items.map((item) => (
            <li key={item}>
              <Glyph icon={Check} size={20} />
              <div>{item}</div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="gerelateerd" heading={ui.common.relatedHeading} tone="sand">
        <CardGrid columns={3}>
          {related.map((s) => (
            <ServiceCard key={s.slug} service={s} subtitle="" />
          ))}
        </CardGrid>
      </Section>
      <Section id="faq" heading={ui.common.faqHeading}>
        <div className="measure">
          <Faq name="faq" items={page.faqs} />
        </div>
      </Section>
      <CallToAction heading={page.cta.heading} text={page.cta.text}>
        <Island name="ContactDialog" props={{ label: page.cta.button, variant: 'light', service: page.title }} />
      </CallToAction>
    </Layout>
  );
}
