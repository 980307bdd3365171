import Contrast from 'lucide-react/icons/contrast';
import ExternalLink from 'lucide-react/icons/external-link';
import Mail from 'lucide-react/icons/mail';
import { Glyph } from './Glyph.tsx';
import { LinkedInIcon } from './LinkedInIcon.tsx';
import { usePageEnv, useHref, type NavLink } from './site-context.tsx';
import { LogoMark } from './Logo.tsx';
import { PrivacyDialog } from './PrivacyDialog.tsx';
import { NativeDialogTrigger } from './ui/NativeDialog.tsx';
import { format } from '../lib/format.ts';
import { paths } from '../../shared/paths.ts';

/** A word with a hyphen in it ("scale-up") stays on one line: a reader stumbles over "scale-" and "up". */
function WholeHyphenated({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function Column({ heading, links, className }: { heading: string; links: NavLink[]; className?: string }) {
  return (
    <div className={className ? `footer__column ${className}` : 'footer__column'}>
      <h2 className="footer__heading">{heading}</h2>
      <ul className="footer__list">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              <WholeHyphenated text={link.label} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer({ privacyHtml, privacyTitle }: { privacyHtml: string; privacyTitle: string }) {
  const { ui, site, nav } = usePageEnv();
  const href = useHref();
  const t = ui.footer;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="footer__brand">
          <a className="logo logo--light" href={href(paths.home)} aria-label={ui.nav.logoLabel}>
            <LogoMark />
            <span className="logo__name">{site.name}</span>
          </a>
          <p>{t.tagline}</p>
          <ul className="footer__contact">
            {/* Where the column is narrow, the address breaks after the @ rather than inside the domain. */}
            <li>
              <a href={`mailto:${site.email}`}>
                <Glyph icon={Mail} size={18} />{' '}
                <span>
                  {site.email.split('@')[0]}@<wbr />
                  {site.email.split('@')[1]}
                </span>
              </a>
            </li>
            <li>
              <a href={site.linkedin} rel="noopener" target="_blank">
                <LinkedInIcon /> {t.network}
                <span className="visually-hidden"> ({t.newTab})</span>
              </a>
            </li>
          </ul>
        </div>
        <div className="footer__column footer__column--double">
          <h2 className="footer__heading">{t.services}</h2>
          <ul className="footer__list footer__list--columns">
            {nav.serviceGroups
              .flatMap((g) => g.links)
              .map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
          </ul>
        </div>
        <Column heading={t.popularArticles} links={nav.popularArticles} />
        <div className="footer__column">
          <h2 className="footer__heading">{t.company}</h2>
          <ul className="footer__list">
            <li>
              <a href={href(paths.about)}>{t.about}</a>
            </li>
            <li>
              <a href={href(paths.contact)}>{t.contact}</a>
            </li>
            <li>
              <NativeDialogTrigger dialogId="privacy-policy" className="link-button">
                {t.privacy}
              </NativeDialogTrigger>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{t.mail}</a>
            </li>
            <li>
              <a href={site.partnerSite.url} target="_blank" rel="noopener">
                {t.partner}: {site.partnerSite.label} <Glyph icon={ExternalLink} size={14} />
                <span className="visually-hidden"> ({t.newTab})</span>
              </a>
            </li>
          </ul>
        </div>
        {/* Under the other link columns, two across on a wide screen: these are the longest links. */}
        <Column heading={t.specializations} links={nav.specializations} className="footer__column--wide" />
      </div>
      {/* The rule above the bottom line spans the content, not the container's padding. */}
      <div className="container">
        <div className="site-footer__bottom">
          <p>{format(t.rights, { year: site.copyrightYear, company: site.name })}</p>
          <p>
            {t.chamberOfCommerce} {site.chamberOfCommerce} · {site.city}
          </p>
          <button type="button" className="contrast-toggle" data-contrast-toggle="" aria-pressed="false">
            <Glyph icon={Contrast} size={16} /> {ui.common.highContrast}
          </button>
        </div>
      </div>
      <PrivacyDialog html={privacyHtml} title={privacyTitle} />
    </footer>
  );
}
