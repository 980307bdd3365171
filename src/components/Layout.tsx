import type { ReactNode } from 'react';
import { usePageEnv } from './site-context.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';

/** Every page: skip link, sticky header, the page's main content and the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { ui, privacy } = usePageEnv();
  return (
    <>
      <a className="skip-link" href="#main">{ui.meta.skipLink}</a>
      <Header />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer privacyHtml={privacy.html} privacyTitle={privacy.title} />
    </>
  );
}
