import ArrowDown from 'lucide-react/icons/arrow-down';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { Glyph } from '../../src/components/Glyph.tsx';
import type { HomeData } from '../schemas.ts';
import { usePageEnv, useHref } from '../../src/components/site-context.tsx';
import { Layout } from '../../src/components/Layout.tsx';
import { Section } from '../../src/components/ui/Section.tsx';
import { CardGrid } from '../../src/components/ui/Cards.tsx';
import { ServiceCard } from '../../src/components/ServiceCard.tsx';
import { Island } from '../../src/components/Island.tsx';
import { Prose } from '../../src/components/ui/Prose.tsx';
import { Icon } from '../../src/components/Icon.tsx';
import { HeroIllustration } from '../../src/components/HeroIllustration.tsx';
import { paths } from '../../shared/paths.ts';
import type { ServiceSummary } from '../../src/pages/types.ts';

export interface PropositionGroup {
  slug: string;
  title: string;
  description: string;
  icon: ServiceSummary['icon'];
  services: ServiceSummary[];
}

export function HomePage({
  home,
  aboutHtml,
  groups,
}: {
  home: HomeData;
  aboutHtml: string;
  groups: PropositionGroup[];
}) {
  const { ui, site } = usePageEnv();
  const href = useHref();
  return (
    <Layout>
      <div className="home-hero">
        <div className="container home-hero__inner">
          <div>
            <p className="home-hero__eyebrow">{home.hero.eyebrow}</p>
            <h1 className="home-hero__title">{home.hero.title}</h1>
            <p className="home-hero__text">{home.hero.text}</p>
            <div className="home-hero__actions">
              <a className="button button--primary" href={href(paths.contact)}>
                {home.hero.primaryButton}
              </a>
              <a className="button button--ghost" href="#proposities">
                {home.hero.secondaryButton} <Glyph icon={ArrowDown} size={18} />
              </a>
            </div>
          </div>
          <HeroIllustration className="home-hero__art" />
        </div>
        <svg
          className="home-hero__rail"
          viewBox="0 0 1440 120"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M0 100 C 240 20, 480 20, 720 60 S 1200 110, 1440 30"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          />
        </svg>
      </div>

      <Section id="over" heading={home.about.heading}>
        <div className="split">
          <Prose html={aboutHtml} className="split__text" />
          <div className="split__aside">
            {home.about.highlights.map((h) => (
              <div key={h.title} className="highlight">
                <span className="highlight__icon">
                  <Icon name={h.icon} />
                </span>
                <div>
                  <h3 className="highlight__title">{h.title}</h3>
                  <p>{h.description}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </Section>

      <Section
        id="proposities"
        heading={home.propositions.heading}
        intro={<p>{home.propositions.intro}</p>}
        tone="sand"
      >
        {groups.map((group) => (
          <div key={group.slug} className="proposition-group">
            <div className="proposition-group__header">
              <span className="proposition-group__icon">
                <Icon name={group.icon} />
              </span>
              <div>
                <h3 className="proposition-group__title">{group.title}</h3>
                <p className="proposition-group__description">{group.description}</p>
              </div>
              <a className="proposition-group__all" href={href(paths.category(group.slug))}>
                {ui.common.viewAll}
                <span className="visually-hidden">: {group.title}</span>
              </a>
            </div>
            <CardGrid columns={3}>
              {group.services.map((s) => (
                <ServiceCard key={s.slug} service={s} headingLevel={3} />
              ))}
            </CardGrid>
          </div>
        ))}
      </Section>

      <Section id="contact" heading={home.contact.heading} intro={<p>{home.contact.text}</p>}>
        <div className="contact-grid">
          <div className="contact-grid__form">
            <Island name="ContactForm" props={{}} on="visible" />
          </div>
          <aside className="contact-grid__aside" aria-label={ui.nav.contact}>
            <p className="contact-grid__item">
              <Glyph icon={Mail} size={20} />{' '}
              <span>
                <strong>{ui.home.contactEmail}</strong>
                <br />
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </span>
            </p>
            <p className="contact-grid__item">
              <Glyph icon={Phone} size={20} />{' '}
              <span>
                <strong>{ui.home.contactPhone}</strong>
                <br />
                <a href={`tel:${site.phone}`}>{site.phoneDisplay}</a>
              </span>
            </p>
            <p className="contact-grid__note">{ui.home.contactReply}</p>
          </aside>
        </div>
      </Section>
    </Layout>
  );
}
