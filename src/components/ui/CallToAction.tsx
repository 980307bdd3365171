import type { ReactNode } from 'react';

/** The closing band of a page: a heading, a line of text and one or two actions. */
export function CallToAction({
  heading,
  text,
  children,
  id,
}: {
  heading: string;
  text: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section className="cta" aria-labelledby={id ?? 'cta-heading'}>
      <div className="container cta__inner">
        <h2 className="cta__heading" id={id ?? 'cta-heading'}>
          {heading}
        </h2>
        <p className="cta__text">{text}</p>
        <div className="cta__actions">{children}</div>
      </div>
    </section>
  );
}
