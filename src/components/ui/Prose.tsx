import { usePageEnv } from '../site-context.tsx';
import { localizeLinks } from '../../../shared/paths.ts';

/**
 * HTML rendered from editor markdown at build (raw HTML in markdown is dropped there). Site
 * links in it lead to the page's own language.
 */
export function Prose({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const env = usePageEnv();
  return (
    <div
      className={className ? `prose ${className}` : 'prose'}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: localizeLinks(html, env.lang) }}
    />
  );
}
