import ChevronDown from 'lucide-react/icons/chevron-down';
import { Glyph } from './Glyph.tsx';
import { usePageEnv, useHref, type NavLink } from './site-context.tsx';
import { LogoMark } from './Logo.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { PageSpecific } from './SharedPart.tsx';
import { Icon } from './Icon.tsx';
import { paths } from '../../shared/paths.ts';

/** A header menu that opens without script: a button and a popover panel under the header. */
function MenuPanel({
  id,
  label,
  children,
  wide,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
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

/**
 * One entry of the header's menu: a link, or a part of the site with a panel of its pages (the
 * services' groups, the partners, the article categories). The desktop menu and the phone menu are
 * both made from the one list.
 */
interface MenuEntry {
  href: string;
  label: string;
  /**
   * A panel: its id, the link to the whole part under it, and the groups of links it shows (a group
   * without a heading is the part's own list).
   */
  panel?: { id: string; all: string; groups: { heading?: string; href?: string; links: NavLink[] }[]; wide?: boolean };
  /** Shown in the phone menu only: on a desktop it is a button of its own. */
  phoneOnly?: boolean;
}

export function Header() {
  const { ui, site, nav } = usePageEnv();
  const href = useHref();
  const t = ui.nav;
  const menu: MenuEntry[] = [
    { href: href(paths.home), label: t.home },
    { href: href(paths.about), label: t.about },
    {
      href: href(paths.services),
      label: t.services,
      panel: { id: 'menu-services', all: t.allServices, wide: true, groups: nav.serviceGroups },
    },
    { href: href(paths.propositions), label: t.propositions },
    {
      href: href(paths.experts),
      label: t.experts,
      panel: { id: 'menu-experts', all: t.allExperts, groups: [{ links: nav.experts }] },
    },
    {
      href: href(paths.articles),
      label: t.articles,
      panel: { id: 'menu-articles', all: t.allArticles, groups: [{ links: nav.articleCategories }] },
    },
    { href: href(paths.contact), label: t.contact, phoneOnly: true },
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
            {menu
              .filter((entry) => !entry.phoneOnly)
              .map(({ href: link, label, panel }) => (
                <li key={link}>
                  {!panel ? (
                    <a className="nav__link" href={link}>
                      {label}
                    </a>
                  ) : (
                    <MenuPanel id={panel.id} label={label} wide={panel.wide}>
                      {panel.wide ? (
                        <div className="mega-menu">
                          {panel.groups.map((group) => (
                            <div key={group.href} className="mega-menu__group">
                              <p className="mega-menu__heading">
                                <a href={group.href}>{group.heading}</a>
                              </p>
                              <ul className="mega-menu__list">
                                {group.links.map((item) => (
                                  <li key={item.href}>
                                    <a href={item.href}>
                                      {item.icon && <Icon name={item.icon} size={18} />}
                                      <span>{item.label}</span>
                                    </a>
                                  </li>
                                ))}
                              </ul>
                            </div>
                          ))}
                        </div>
                      ) : (
                        panel.groups.map((group, i) => <LinkList key={i} links={group.links} />)
                      )}
                      <p className="nav-panel__footer">
                        <a href={link}>{panel.all}</a>
                      </p>
                    </MenuPanel>
                  )}
                </li>
              ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          {/* Links to this very page in the other language: the rest of the header is the same on every page. */}
          <PageSpecific>
            <LanguageSwitcher />
          </PageSpecific>
          <a className="button button--primary button--small site-header__contact" href={href(paths.contact)}>
            {t.contact}
          </a>
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
          {menu.map((entry) => (
            <li key={entry.href}>
              <a href={entry.href}>{entry.label}</a>
            </li>
          ))}
        </ul>
        {/* Each panel's groups; a part's own list goes under the part's name. */}
        {menu
          .flatMap(
            (entry) =>
              entry.panel?.groups.map((group) => ({
                heading: group.heading ?? entry.label,
                href: group.href ?? entry.href,
                links: group.links,
              })) ?? [],
          )
          .map((group) => (
            <div key={group.href} className="mobile-menu__group">
              <p className="mobile-menu__heading">
                <a href={group.href}>{group.heading}</a>
              </p>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </nav>
    </header>
  );
}
