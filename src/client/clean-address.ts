/**
 * A page reached by another name than its own shows its own address instead, the one its
 * canonical link names, so that what the visitor copies or bookmarks is the page's real address:
 * by its file's name (`/route.html`: a plain host sends a visitor there from `/route/`, see
 * not-found.ts), or with a trailing slash (`serve` answers `/route/` with route.html itself).
 */
const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
const shown = location.pathname;
if (canonical && (shown.endsWith('.html') || (shown.length > 1 && shown.endsWith('/')))) {
  const own = new URL(canonical.href).pathname;
  const file = shown.replace(/(\/index)?\.html$|\/+$/, '') || '/';
  if (own === file) history.replaceState(history.state, '', own + location.search + location.hash);
}
