/**
 * The pages of each kind of content (see define.ts, RoutesOf): for every kind of the registry
 * (index.ts) its routes, or null for a kind that makes no pages of its own.
 */
import { homeRoutes } from './home/home.routes.tsx';
import { serviceRoutes } from './service/service.routes.tsx';
import { categoryRoutes } from './category/category.routes.tsx';
import { landingRoutes } from './landing/landing.routes.tsx';
import { partnerRoutes } from './partner/partner.routes.tsx';
import { articleRoutes } from './article/article.routes.tsx';
import type { SiteKind } from './kind-registry.ts';
import type { AnyKind, RoutesOf } from './define.ts';

const siteRoutes: { [N in SiteKind['name']]: RoutesOf<Extract<SiteKind, { name: N }>> | null } = {
  home: homeRoutes,
  service: serviceRoutes,
  category: categoryRoutes,
  landing: landingRoutes,
  partner: partnerRoutes,
  article: articleRoutes,
  privacy: null,
  training: null,
  tools: null,
  networking: null,
  intake: null,
  site: null,
  redirects: null,
  ui: null,
};

const added = new Map<string, RoutesOf<AnyKind>>();

/** The routes of a kind, or undefined for a kind without pages. */
export function routesOfKind(name: string): RoutesOf<AnyKind> | undefined {
  return (siteRoutes as Record<string, RoutesOf<AnyKind> | null>)[name] ?? added.get(name);
}

/** Adds the routes of a kind that `addKind` added; returns what removes them again. */
export function addRoutes(name: string, routes: RoutesOf<AnyKind>): () => void {
  added.set(name, routes);
  return () => void added.delete(name);
}
