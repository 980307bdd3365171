import { ChevronDown } from 'lucide-react';
import { Glyph } from './Glyph.tsx';
import { usePageEnv, useHref, type NavLink } from './site-context.tsx';
import { LogoMark } from './Logo.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { PageSpecific } from './SharedPart.tsx';
import { Icon } from './Icon.tsx';
import { paths } from '../lib/paths.ts';

/** A header menu that opens without script: a button and a popover panel under the header. */
function MenuPanel({ id, label, children, wide }: { id: string; label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <>
      <button type="button" className="nav__trigger" popoverTarget={id}>
        {label}
        <Glyph icon={ChevronDown} size={16} />
      </button>
      <div id={id} popover="auto" className={wide ? 'nav-panel nav-panel--wide' : 'nav-panel'}>
        {children}
      </div>
    </>
  );
}

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className="nav-panel__list">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>
            <span className="nav-panel__label">{link.label}</span>
            {link.description && <span className="nav-panel__description">{link.description}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const { ui, site, nav } = usePageEnv();
  const href = useHref();
  const t = ui.nav;
  const mainLinks = [
    { href: href(paths.home), label: t.home },
    { href: href(paths.about), label: t.about },
    { href: href(paths.services), label: t.services },
    { href: href(paths.propositions), label: t.propositions },
    { href: href(paths.experts), label: t.experts },
    { href: href(paths.articles), label: t.articles },
    { href: href(paths.contact), label: t.contact },
  ];
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="logo" href={href(paths.home)} aria-label={t.logoLabel}>
          <LogoMark />
          <span className="logo__name">{site.name}</span>
        </a>
        <nav className="nav" aria-label={t.label}>
          <ul className="nav__list">
            <li><a className="nav__link" href={href(paths.home)}>{t.home}</a></li>
            <li><a className="nav__link" href={href(paths.about)}>{t.about}</a></li>
            <li>
              <MenuPanel id="menu-services" label={t.services} wide>
                <div className="mega-menu">
                  {nav.serviceGroups.map((group) => (
                    <div key={group.href} className="mega-menu__group">
                      <p className="mega-menu__heading"><a href={group.href}>{group.heading}</a></p>
                      <ul className="mega-menu__list">
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <a href={link.href}>
                              {link.icon && <Icon name={link.icon} size={18} />}
                              <span>{link.label}</span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
                <p className="nav-panel__footer"><a href={href(paths.services)}>{t.allServices}</a></p>
              </MenuPanel>
            </li>
            <li><a className="nav__link" href={href(paths.propositions)}>{t.propositions}</a></li>
            <li>
              <MenuPanel id="menu-experts" label={t.experts}>
                <LinkList links={nav.experts} />
                <p className="nav-panel__footer"><a href={href(paths.experts)}>{t.allExperts}</a></p>
              </MenuPanel>
            </li>
            <li>
              <MenuPanel id="menu-articles" label={t.articles}>
                <LinkList links={nav.articles} />
                <p className="nav-panel__footer"><a href={href(paths.articles)}>{t.allArticles}</a></p>
              </MenuPanel>
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          {/* Links to this very page in the other language: the rest of the header is the same on every page. */}
          <PageSpecific><LanguageSwitcher /></PageSpecific>
          <a className="button button--primary button--small site-header__contact" href={href(paths.contact)}>{t.contact}</a>
          <div className="mobile-menu">
            {/* Opens and closes the panel without script (Popover API); the browser reports it as expanded or not. */}
            <button type="button" className="mobile-menu__toggle" popoverTarget="mobile-menu-panel">
              <span className="mobile-menu__bars" aria-hidden="true" />
              <span className="mobile-menu__label mobile-menu__label--open">{t.menu}</span>
              <span className="mobile-menu__label mobile-menu__label--close">{t.closeMenu}</span>
            </button>
          </div>
        </div>
      </div>
      <nav id="mobile-menu-panel" className="mobile-menu__panel" aria-label={t.label} popover="auto">
        <ul className="mobile-menu__links">
          {mainLinks.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
        </ul>
        {[...nav.serviceGroups, { heading: t.experts, href: href(paths.experts), links: nav.experts }, { heading: t.articles, href: href(paths.articles), links: nav.articles.slice(0, 6) }].map((group) => (
          <div key={group.href} className="mobile-menu__group">
            <p className="mobile-menu__heading"><a href={group.href}>{group.heading}</a></p>
            <ul>
              {group.links.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
            </ul>
          </div>
        ))}
      </nav>
    </header>
  );
}
