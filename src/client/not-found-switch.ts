/**
 * On a not-found page the language switcher leads to the same address in the other language,
 * whose not-found page then says the same in that language, rather than to the other home page.
 * The address is made from the visited one, which anyone can write: runs of slashes and
 * backslashes become one, so the link never reads as another host (`//host`, `/\host`), and a
 * link that would still leave the site's own origin leads to the other home page instead.
 */
if (document.documentElement.hasAttribute('data-not-found')) {
  const link = document.querySelector<HTMLAnchorElement>('a[data-lang-switch]');
  const path = `/${location.pathname
    .split(/[/\\]+/)
    .filter(Boolean)
    .join('/')}`;
  const english = path === '/en' || path.startsWith('/en/');
  const target = (english ? path.slice(3) || '/' : `/en${path === '/' ? '' : path}`) + location.search;
  const url = new URL(target, location.origin);
  if (link) link.href = url.origin === location.origin ? url.pathname + url.search : english ? '/' : '/en';
}
