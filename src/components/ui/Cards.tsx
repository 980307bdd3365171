import ArrowRight from 'lucide-react/icons/arrow-right';
import { Glyph } from '../Glyph.tsx';
import type { ReactNode } from 'react';
import { Icon } from '../Icon.tsx';
import type { IconName } from '../../lib/icon-names.ts';

/**
 * A card with an icon, a title and text that links somewhere as a whole; `extra` holds a link of
 * its own, above the card's.
 */
export function LinkCard({
  href,
  icon,
  title,
  subtitle,
  text,
  action,
  extra,
  headingLevel = 3,
}: {
  href: string;
  icon?: IconName;
  title: string;
  subtitle?: string;
  text: string;
  action: string;
  extra?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card card--link">
      {icon && (
        <span className="card__icon">
          <Icon name={icon} />
        </span>
      )}
      <Heading className="card__title">
        <a href={href} className="card__link">
          {title}
        </a>
      </Heading>
      {subtitle && <p className="card__subtitle">{subtitle}</p>}
      <p className="card__text">{text}</p>
      <span className="card__action" aria-hidden="true">
        {action} <Glyph icon={ArrowRight} size={16} />
      </span>
      {extra && <p className="card__extra">{extra}</p>}
    </article>
  );
}

/** A card that only informs: icon, title, text. */
export function InfoCard({
  icon,
  title,
  children,
  headingLevel = 3,
}: {
  icon?: IconName;
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="card">
      {icon && (
        <span className="card__icon">
          <Icon name={icon} />
        </span>
      )}
      <Heading className="card__title">{title}</Heading>
      <div className="card__text">{children}</div>
    </div>
  );
}

export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return <div className={`card-grid card-grid--${columns}`}>{children}</div>;
}
