import path from 'node:path';
import { loadEntries } from '../../build/load.ts';
import { validateEntries } from '../../build/validate.ts';
import { routesFor, type Route } from '../../build/routes.tsx';
import type { SiteContent } from '../../content-model/content.ts';

/** The real content, validated, and its routes: the data the generators of metadata work on. */
export async function realContent(): Promise<{ content: SiteContent; routes: Route[] }> {
  const { entries, problems } = await loadEntries(path.resolve('content'));
  const { content } = validateEntries(entries, problems, 'content');
  if (!content) throw new Error('the real content does not validate');
  return { content, routes: routesFor(content) };
}

/** The route of a URL path in a language. */
export function routeAt(routes: Route[], lang: 'nl' | 'en', urlPath: string): Route {
  const route = routes.find((r) => r.lang === lang && r.path === urlPath && !r.file);
  if (!route) throw new Error(`no ${lang} route ${urlPath}`);
  return route;
}
