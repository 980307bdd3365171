import { useEffect, useRef, useState } from 'react';
import type { NavGroup, NavLink } from '../components/site-context.tsx';

export interface MobileMenuProps {
  labels: { open: string; close: string; menu: string };
  links: NavLink[];
  groups: NavGroup[];
}

/**
 * The phone menu: a button that opens and closes a panel with every section of the site. It
 * closes when a link is chosen, on Escape, and returns focus to the button.
 */
export default function MobileMenu({ labels, links, groups }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="mobile-menu">
      <button
        ref={button}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu-panel"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="mobile-menu__bars" aria-hidden="true" data-open={open || undefined} />
        <span>{open ? labels.close : labels.open}</span>
      </button>
      <nav id="mobile-menu-panel" className="mobile-menu__panel" aria-label={labels.menu} hidden={!open} onClick={(event) => {
        if ((event.target as Element).closest('a')) setOpen(false);
      }}>
        <ul className="mobile-menu__links">
          {links.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
        </ul>
        {groups.map((group) => (
          <div key={group.href} className="mobile-menu__group">
            <p className="mobile-menu__heading"><a href={group.href}>{group.heading}</a></p>
            <ul>
              {group.links.map((link) => <li key={link.href}><a href={link.href}>{link.label}</a></li>)}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
