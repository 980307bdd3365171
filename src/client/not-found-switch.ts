/**
 * On a not-found page the language switcher leads to the same address in the other language,
 * whose not-found page then says the same in that language, rather than to the other home page.
 */
if (document.documentElement.hasAttribute('data-not-found')) {
  const link = document.querySelector<HTMLAnchorElement>('a[data-lang-switch]');
  const path = location.pathname;
  const english = path === '/en' || path.startsWith('/en/');
  if (link) link.href = (english ? path.slice(3) || '/' : `/en${path === '/' ? '' : path}`) + location.search;
}
