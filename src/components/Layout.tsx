import type { ReactNode } from 'react';
import { usePageEnv, useHref } from './site-context.tsx';
import { jsonForScript } from '../../shared/escape.ts';
import { paths } from '../../shared/paths.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { GlyphSprite } from './Glyph.tsx';
import { SharedPart } from './SharedPart.tsx';

/**
 * Every page: skip link, sticky header, the page's main content and the footer. A draft, which
 * only the dev server shows (see build/content/publication.ts), says so above its content.
 */
export function Layout({ children, draft }: { children: ReactNode; draft?: boolean }) {
  const { ui, privacy, site } = usePageEnv();
  const href = useHref();
  return (
    <>
      <a className="skip-link" href="#main">
        {ui.meta.skipLink}
      </a>
      {/* The same on every page of a language but for the link to the other language (see SharedPart). */}
      <SharedPart name="header">
        <Header />
      </SharedPart>
      <main id="main" tabIndex={-1}>
        {draft && (
          <p className="draft-banner" role="note">
            {ui.common.draftBanner}
          </p>
        )}
        {children}
      </main>
      {/* The same on every page of a language: rendered once a build (see SharedPart). */}
      <SharedPart name="footer">
        <Footer privacyHtml={privacy.html} privacyTitle={privacy.title} />
      </SharedPart>
      {/* Polite announcements for screen readers (src/lib/announce.ts). */}
      <div id="announcer" className="visually-hidden" aria-live="polite" aria-atomic="true" />
      {/* What islands and the page script say when their code fails to load or run. */}
      <script
        type="application/json"
        id="ui-errors"
        dangerouslySetInnerHTML={{ __html: jsonForScript({ ...ui.errors, home: href(paths.home), email: site.email }) }}
      />
      <GlyphSprite />
    </>
  );
}
