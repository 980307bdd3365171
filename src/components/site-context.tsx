import { createContext, useContext } from 'react';
import type { SiteData, UiStrings } from '../../kinds/schemas.ts';
import type { IconName } from '../lib/icon-names.ts';
import type { FormText } from '../islands/forms/form-text.ts';
import { localePath, type Lang } from '../../shared/paths.ts';

export interface NavLink {
  href: string;
  label: string;
  description?: string;
  icon?: IconName;
}
export interface NavGroup {
  heading: string;
  href: string;
  links: NavLink[];
}

/** What the header and footer list, per language; derived from the content at build. */
export interface NavData {
  serviceGroups: NavGroup[];
  experts: NavLink[];
  /** The article categories that have articles, to their overviews. */
  articleCategories: NavLink[];
  popularArticles: NavLink[];
  specializations: NavLink[];
}

/** What every component of a page may need to know about the page it is on. */
export interface PageEnv {
  lang: Lang;
  site: SiteData;
  ui: UiStrings;
  nav: NavData;
  /** What the request forms of the page need: their strings, the address requests go to. */
  formText: FormText;
  /** The privacy policy, which every page's footer opens. */
  privacy: { title: string; html: string };
  /** This page's URL path in its own language, or undefined for pages without one (404). */
  urlPath?: string;
  /** The same page in the other language. */
  alternatePath?: string;
  /**
   * The page's breadcrumb trail, as names and Dutch-form paths, from its route: the same list its
   * BreadcrumbList in structured data is made of. The last crumb is the page itself.
   */
  breadcrumbs?: { name: string; path: string }[];
}

const PageEnvContext = createContext<PageEnv | null>(null);
export const PageEnvProvider = PageEnvContext.Provider;

export function usePageEnv(): PageEnv {
  const env = useContext(PageEnvContext);
  if (!env) throw new Error('usePageEnv must be used inside a page render');
  return env;
}

/** A site path in the language of the current page. */
export function useHref(): (path: string) => string {
  const { lang } = usePageEnv();
  return (path) => localePath(lang, path);
}
