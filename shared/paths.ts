/** The two languages of the site; Dutch is the default and lives at the root, English under /en. */
export const languages = ['nl', 'en'] as const;
export type Lang = (typeof languages)[number];

/**
 * The URL of a Dutch-form site path in a language: `/services` becomes `/en/services` in English,
 * `/` becomes `/en`, and `/#contact` becomes `/en#contact`. Links never end in a slash.
 */
export function localePath(lang: Lang, path: string): string {
  if (lang === 'nl') return path;
  // Without a split: a build asks for thousands of paths, nearly none with a fragment.
  const at = path.indexOf('#');
  const pathname = at < 0 ? path : path.slice(0, at);
  const localized = pathname === '/' ? '/en' : `/en${pathname}`;
  return at < 0 ? localized : `${localized}${path.slice(at)}`;
}

/** The Dutch-form path of a URL path of either language. */
export function basePath(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/')) return { lang: 'en', path: pathname.slice(3) || '/' };
  return { lang: 'nl', path: pathname };
}

export const paths = {
  home: '/',
  about: '/#over',
  propositions: '/#proposities',
  contact: '/#contact',
  services: '/services',
  service: (slug: string) => `/services/${slug}`,
  category: (slug: string) => `/${slug}`,
  landing: (slug: string) => `/${slug}`,
  experts: '/raspaarden',
  expert: (id: string) => `/raspaarden/${id}`,
  articles: '/artikelen',
  article: (slug: string) => `/artikelen/${slug}`,
  /** The overview of the articles of one category. */
  articleCategory: (category: string) => `/artikelen/categorie/${category}`,
  /** Page `page` of a list of articles at `list` (an overview above): the first page is the list itself. */
  listPage: (list: string, page: number) => (page === 1 ? list : `${list}/pagina/${page}`),
} as const;

/**
 * Where a page's file goes in the output: `route.html`, with `/` as `index.html`. Static hosts
 * (Cloudflare Pages, Netlify, GitHub Pages, nginx with `try_files $uri.html`) answer `/route`
 * from it with 200, where a folder's `route/index.html` would make them redirect to `/route/`.
 */
export function outputFile(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
}

/** Rewrites the site links in rendered markdown (written the Dutch way) to the page's language. */
export function localizeLinks(html: string, lang: Lang): string {
  if (lang === 'nl') return html;
  return html.replace(/href="(\/[^"]*)"/g, (attribute, path: string) =>
    basePath(path.split('#')[0]!).lang === 'en' ? attribute : `href="${localePath(lang, path)}"`,
  );
}
