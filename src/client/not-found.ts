/**
 * Runs inline in the head of every not-found page, before anything paints. A host that honours
 * nested not-found pages (Netlify, Cloudflare Pages, nginx with the repo's configuration) serves
 * the right one and this does nothing. A plain host (GitHub Pages, S3) serves the root
 * `404.html` for every unknown path; then this fetches the variant the path asks for (English
 * under /en, 'Profiel niet gevonden' under /raspaarden/) and shows it in place, keeping the URL;
 * a path with a trailing slash goes to the page's own file (`/route/` to `/route.html`). The
 * page that stays logs the missing path.
 */
(() => {
  const html = document.documentElement;
  const path = location.pathname;
  // A plain host answers /route/ with this page too. Not to /route: a host that sends /route to
  // /route/ when a folder route/ exists beside route.html (http-server, GitHub Pages) would bring
  // the visitor back here, for ever. The page's file is answered as it is (or sent on to /route
  // by hosts that know the address better); a path with no page is then not found without a slash.
  // Runs of slashes become one, so the target stays on this site (`//host` would be another one).
  if (path.length > 1 && path.endsWith('/')) {
    html.style.visibility = 'hidden';
    location.replace(
      `/${path
        .split(/[/\\]+/)
        .filter(Boolean)
        .join('/')}.html${location.search}${location.hash}`,
    );
    return;
  }
  const english = path === '/en' || path.startsWith('/en/');
  const expert = /^\/raspaarden\/[^/]/.test(english ? path.slice(3) : path);
  const wanted = `${english ? '/en' : ''}${expert ? '/raspaarden' : ''}/404.html`;
  // The spec logs the missing path for whoever looks at the console: once, by the page that stays,
  // not also by the root page this one takes the place of.
  const log = () => console.error('404: page not found:', path);
  if (html.getAttribute('data-not-found') === wanted) return log();
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
      log();
    });
})();
