/**
 * Runs inline in the head of every page that has a counterpart in the other language, before
 * anything paints. Shows the visitor the language they chose before or, without a choice, the one
 * their browser asks for (Dutch for `nl*` and Belgian variants, else English). Crawlers are left
 * alone so that both languages get indexed as they are.
 */
(() => {
  const html = document.documentElement;
  const alternate = html.getAttribute('data-alternate');
  if (!alternate || /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i.test(navigator.userAgent))
    return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem('lang');
  } catch {
    // Storage can be blocked; then the browser language decides.
  }
  const browser = (navigator.language || '').toLowerCase();
  const wanted = stored === 'nl' || stored === 'en' ? stored : /^nl|-be$/.test(browser) ? 'nl' : 'en';
  if (wanted !== html.lang) location.replace(alternate + location.search + location.hash);
})();
