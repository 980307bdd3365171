/**
 * Runs inline in the head of every not-found page, before anything paints. A host that honours
 * nested not-found pages (Netlify, Cloudflare Pages, nginx with the repo's configuration) serves
 * the right one and this does nothing. A plain host (GitHub Pages, S3) serves the root
 * `404.html` for every unknown path; then this fetches the variant the path asks for (English
 * under /en, 'Profiel niet gevonden' under /raspaarden/) and shows it in place, keeping the URL.
 */
(() => {
  const html = document.documentElement;
  const path = location.pathname;
  const english = path === '/en' || path.startsWith('/en/');
  const expert = /^\/raspaarden\/[^/]/.test(english ? path.slice(3) : path);
  const wanted = `${english ? '/en' : ''}${expert ? '/raspaarden' : ''}/404.html`;
  if (html.getAttribute('data-not-found') === wanted) return;
  html.style.visibility = 'hidden';
  fetch(wanted)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
    .then((page) => {
      document.open();
      document.write(page);
      document.close();
    })
    .catch(() => {
      // This page is still a not-found page, only in the wrong language or variant.
      html.style.visibility = '';
    });
})();
