import type { ReactNode } from 'react';

/** A band of the page with an optional heading and intro; `tone` picks the background. */
export function Section({
  id,
  heading,
  intro,
  tone = 'plain',
  children,
  headingId,
}: {
  id?: string;
  heading?: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'sand' | 'dark';
  children?: ReactNode;
  headingId?: string;
}) {
  return (
    <section
      id={id}
      className={`section section--${tone}`}
      aria-labelledby={heading ? (headingId ?? (id ? `${id}-heading` : undefined)) : undefined}
    >
      <div className="container">
        {heading && (
          <h2 className="section__heading" id={headingId ?? (id ? `${id}-heading` : undefined)}>
            {heading}
          </h2>
        )}
        {intro && <div className="section__intro">{intro}</div>}
        {children}
      </div>
    </section>
  );
}
