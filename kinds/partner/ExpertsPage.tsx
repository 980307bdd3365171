import Globe from 'lucide-react/icons/globe';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import { Glyph } from '../../src/components/Glyph.tsx';
import type { Partner } from '../content.ts';
import { usePageEnv, useHref } from '../../src/components/site-context.tsx';
import { Layout } from '../../src/components/Layout.tsx';
import { PageBreadcrumbs } from '../../src/components/ui/Breadcrumbs.tsx';
import { PageHero } from '../../src/components/ui/PageHero.tsx';
import { CallToAction } from '../../src/components/ui/CallToAction.tsx';
import { Avatar } from '../../src/components/Avatar.tsx';
import { Picture } from '../../src/components/Picture.tsx';
import { portraitText } from './portrait-text.ts';
import { paths } from '../../shared/paths.ts';

/** The first paragraph of a multi-paragraph text. */
export const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0]!.trim();

export function ExpertsPage({ partners }: { partners: Partner[] }) {
  const { ui, lang, site } = usePageEnv();
  const href = useHref();
  const t = ui.experts;
  return (
    <Layout>
      <PageHero breadcrumbs={<PageBreadcrumbs />} title={t.heading} subtitle={t.intro} />
      <section className="section" aria-label={t.heading}>
        <div className="container">
          <div className="card-grid card-grid--3">
            {partners.map((partner) => {
              const { id, data, portrait } = partner;
              const profile = data[lang];
              return (
                <article key={id} className={`card partner-card partner-card--${data.theme}`}>
                  {portrait ? (
                    <Picture picture={portrait.card} alt={portraitText(partner, t)} />
                  ) : (
                    <Avatar name={data.name} theme={data.theme} size={80} label={portraitText(partner, t)} />
                  )}
                  <h2 className="card__title">{data.name}</h2>
                  <p className="card__subtitle">{profile.specialization}</p>
                  <p className="partner-card__meta">
                    <Glyph icon={MapPin} size={16} /> {profile.location}
                  </p>
                  <p className="partner-card__meta">
                    <Glyph icon={Mail} size={16} /> <a href={`mailto:${data.email}`}>{data.email}</a>
                  </p>
                  <p className="partner-card__excerpt">{firstParagraph(profile.whoIAm)}</p>
                  <div className="partner-card__actions">
                    <a className="button button--primary button--small" href={href(paths.expert(id))}>
                      {t.viewProfile}
                      <span className="visually-hidden">: {data.name}</span>
                    </a>
                    {data.website && (
                      <a
                        className="button button--ghost button--small"
                        href={data.website}
                        target="_blank"
                        rel="noopener"
                      >
                        <Glyph icon={Globe} size={16} /> {t.website}
                        <span className="visually-hidden">
                          : {data.name} ({ui.footer.newTab})
                        </span>
                      </a>
                    )}
                  </div>
                </article>
              );
            })}
          </div>
        </div>
      </section>
      <CallToAction heading={t.ctaHeading} text={t.ctaText}>
        <a className="button button--light" href={`mailto:${site.email}`}>
          {t.ctaButton}
        </a>
      </CallToAction>
    </Layout>
  );
}
