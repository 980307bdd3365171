/** HTML rendered from editor markdown at build (raw HTML in markdown is dropped there). */
export function Prose({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return <div className={className ? `prose ${className}` : 'prose'} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
