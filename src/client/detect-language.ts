/**
 * Runs inline in the head of every page that has a counterpart in the other language, before
 * anything paints. Shows the visitor the language they chose before or, without a choice, the one
 * their browser asks for (Dutch for `nl*` and Belgian variants, else English). Crawlers are left
 * alone so that both languages get indexed as they are.
 */
/**
 * Search engines' crawlers and the tools that inspect or measure pages: Google's URL inspection
 * and Rich Results Test (Google-InspectionTool), GoogleOther, Storebot-Google, PageSpeed Insights
 * and Lighthouse run by a service (Chrome-Lighthouse), WebPageTest (PTST), feed fetchers, link
 * previews. Lighthouse run by hand names none of these: VISITORS.md says how to measure Dutch pages.
 */
const crawler = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'lighthouse',
    'inspectiontool',
    'googleother',
    'google-extended',
    'storebot',
    'speed insights',
    'ptst/',
    'mediapartners',
    'feedfetcher',
    'google-read-aloud',
    'apis-google',
    'facebookexternalhit',
    'embedly',
    'preview',
    'validator',
    'w3c_',
  ].join('|'),
  'i',
);

(() => {
  const html = document.documentElement;
  const alternate = html.getAttribute('data-alternate');
  if (!alternate || crawler.test(navigator.userAgent)) return;
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
