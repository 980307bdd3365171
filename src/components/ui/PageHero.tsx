import type { ReactNode } from 'react';
import { Icon } from '../Icon.tsx';
import type { IconName } from '../../lib/icon-names.ts';

/** The top of an inner page: optional breadcrumbs, icon, the page's only h1, a subtitle and actions. */
export function PageHero({
  breadcrumbs,
  icon,
  eyebrow,
  title,
  subtitle,
  children,
}: {
  breadcrumbs?: ReactNode;
  icon?: IconName;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <div className="page-hero">
      <div className="container">
        {breadcrumbs}
        <div className="page-hero__body">
          {icon && (
            <span className="page-hero__icon">
              <Icon name={icon} size={32} />
            </span>
          )}
          {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
          <h1 className="page-hero__title">{title}</h1>
          {subtitle && <p className="page-hero__subtitle">{subtitle}</p>}
          {children && <div className="page-hero__actions">{children}</div>}
        </div>
      </div>
      <svg
        className="page-hero__rail"
        viewBox="0 0 1440 48"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M0 40 C 360 8, 720 8, 1080 28 S 1440 40, 1440 40" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </div>
  );
}
