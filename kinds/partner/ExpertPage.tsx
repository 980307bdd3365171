import Briefcase from 'lucide-react/icons/briefcase';
import Globe from 'lucide-react/icons/globe';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import { Glyph } from '../../src/components/Glyph.tsx';
import { LinkedInIcon } from '../../src/components/LinkedInIcon.tsx';
import type { Partner } from '../content.ts';
import { usePageEnv } from '../../src/components/site-context.tsx';
import { Layout } from '../../src/components/Layout.tsx';
import { PageBreadcrumbs } from '../../src/components/ui/Breadcrumbs.tsx';
import { Section } from '../../src/components/ui/Section.tsx';
import { CardGrid, InfoCard } from '../../src/components/ui/Cards.tsx';
import { Avatar } from '../../src/components/Avatar.tsx';
import { Picture } from '../../src/components/Picture.tsx';
import { LanguageFlag } from '../../src/components/LanguageFlag.tsx';
import { format } from '../../src/lib/format.ts';
import { portraitText } from './portrait-text.ts';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function ExpertPage({ partner }: { partner: Partner }) {
  const { ui, lang } = usePageEnv();
  const t = ui.experts;
  const { data, id } = partner;
  const profile = data[lang];
  const projects = data.projectLimit ? profile.projects.slice(0, data.projectLimit) : profile.projects;
  const newTab = <span className="visually-hidden"> ({ui.footer.newTab})</span>;
  return (
    <Layout draft={data.draft}>
      <div className={`page-hero profile-hero profile-hero--${data.theme}`}>
        <div className="container">
          <PageBreadcrumbs />
          <div className="profile-hero__body">
            {partner.portrait ? (
              <Picture picture={partner.portrait.profile} alt={portraitText(partner, t)} loading="lead" />
            ) : (
              <Avatar name={data.name} theme={data.theme} size={192} label={portraitText(partner, t)} />
            )}
            <div>
              <h1 className="page-hero__title">{data.name}</h1>
              <p className="page-hero__subtitle">{profile.specialization}</p>
              <p className="partner-card__meta">
                <Glyph icon={MapPin} size={16} /> {profile.location}
              </p>
              <div className="languages">
                <span className="languages__label">{t.languages}:</span>
                <ul className="languages__list">
                  {data.languages.map((code) => (
                    <li key={code}>
                      <LanguageFlag code={code} name={t.languageNames[code]} />
                    </li>
                  ))}
                </ul>
              </div>
              <div className="page-hero__actions">
                <a className="button button--primary" href={`mailto:${data.email}`}>
                  <Glyph icon={Mail} size={18} /> {t.email}
                </a>
                {data.portfolio && (
                  <a className="button button--ghost" href={data.portfolio} target="_blank" rel="noopener">
                    <Glyph icon={Briefcase} size={18} /> {t.portfolio}
                    {newTab}
                  </a>
                )}
                <a className="button button--ghost" href={data.linkedin} target="_blank" rel="noopener">
                  <LinkedInIcon /> {t.linkedin}
                  {newTab}
                </a>
                {data.website && (
                  <a className="button button--ghost" href={data.website} target="_blank" rel="noopener">
                    <Glyph icon={Globe} size={18} /> {t.website}
                    {newTab}
                  </a>
                )}
              </div>
            </div>
          </div>
        </div>
      </div>
      {(
        [
          ['wie-ik-ben', t.whoIAm, profile.whoIAm],
          ['wat-mij-drijft', t.whatDrivesMe, profile.whatDrivesMe],
          ['wat-ik-breng', t.whatIBring, profile.whatIBring],
        ] as const
      ).map(([sectionId, heading, text], i) => (
        <Section key={sectionId} id={sectionId} heading={heading} tone={i % 2 === 1 ? 'sand' : 'plain'}>
          <div className="prose measure">
            {paragraphs(text).map((p, j) => (
              <p key={j}>{p}</p>
            ))}
          </div>
        </Section>
      ))}
      <Section id="bijdragen" heading={t.contributions} tone="sand">
        <CardGrid columns={3}>
          {profile.contributions.map((c) => (
            <InfoCard key={c.title} icon={c.icon} title={c.title}>
              <p className="card__subtitle">{c.subtitle}</p>
              <p>{c.description}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section id="werk" heading={t.myWork}>
        <CardGrid columns={2}>
          {projects.map((p) => (
            <InfoCard key={p.name} title={p.name}>
              <p>{p.description}</p>
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <section className="cta" aria-labelledby="contact-heading" id={`contact-${id}`}>
        <div className="container cta__inner">
          <h2 className="cta__heading" id="contact-heading">
            {t.getInTouchHeading}
          </h2>
          <p className="cta__text">{format(t.getInTouchText, { name: data.name.split(' ')[0]! })}</p>
          <div className="cta__actions">
            <a className="button button--light" href={`mailto:${data.email}`}>
              <Glyph icon={Mail} size={18} /> {/* On a phone the address breaks after the @, never inside a word. */}
              <span className="button__unbroken">
                {data.email.split('@')[0]}@<wbr />
                {data.email.split('@')[1]}
              </span>
            </a>
          </div>
        </div>
      </section>
    </Layout>
  );
}
