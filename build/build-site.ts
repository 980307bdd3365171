import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEntries } from './load.ts';
import { validateEntries } from './validate.ts';
import { routesFor, type Route } from './routes.tsx';
import { loadIslands, renderRoute, renderSetup } from './render.tsx';
import { bundleClient } from './bundle.ts';
import { expandRedirects, renderRedirects } from './redirects.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { loadTemplate } from './template.ts';
import { ContentError, type Problem } from './problems.ts';
import type { SiteContent } from './content.ts';
import { outputFile, localePath } from '../src/lib/paths.ts';

export interface BuildOptions {
  /** The content folder (default `content`). */
  contentDir: string;
  /** Static files copied as they are (default `public`). */
  publicDir?: string;
}

/** The built site: file contents by path inside the output folder, plus what produced them. */
export interface BuiltSite {
  files: Map<string, string | Uint8Array>;
  routes: Route[];
  content: SiteContent;
}

const root = path.resolve(import.meta.dirname, '..');

async function readPublic(dir: string): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    files.set(path.relative(dir, full).split(path.sep).join('/'), await readFile(full));
  }
  return files;
}

/** Where a route's page is written. */
export const routeFile = (route: Route) => route.file ?? outputFile(localePath(route.lang, route.path));

/**
 * Builds the whole site in memory. Throws a ContentError listing every content problem; writes
 * nothing (see writeSite).
 */
export async function buildSite(options: BuildOptions): Promise<BuiltSite> {
  const contentDir = path.resolve(options.contentDir);
  const [{ entries, problems: loadProblems }, bundle, islands, publicFiles] = await Promise.all([
    loadEntries(contentDir),
    bundleClient(),
    loadIslands(),
    readPublic(path.resolve(options.publicDir ?? path.join(root, 'public'))),
  ]);
  const { content, problems } = validateEntries(entries, loadProblems, path.relative(process.cwd(), contentDir) || '.');
  if (!content) throw new ContentError(problems);

  const files = new Map<string, string | Uint8Array>();
  const sources = new Map<string, string>();
  const clashes: Problem[] = [];
  const add = (file: string, contents: string | Uint8Array, source: string) => {
    const earlier = sources.get(file);
    if (earlier) clashes.push({ file: source, field: '', message: `writes ${file}, which ${earlier} writes too; give one of them another slug or path` });
    files.set(file, contents);
    sources.set(file, source);
  };

  const routes = routesFor(content);
  const setup = renderSetup(content, bundle.assets, islands, loadTemplate('document.html'));
  for (const route of routes) add(routeFile(route), renderRoute(route, setup), `the ${route.kind} page ${localePath(route.lang, route.path)}`);

  const redirects = expandRedirects(content.redirects);
  const redirectFiles = renderRedirects(redirects, content.site.url, loadTemplate('redirect.html'), { nl: content.lang.nl.ui.common.moreInfo, en: content.lang.en.ui.common.moreInfo });
  for (const [file, html] of redirectFiles) add(file, html, file === '_redirects' ? 'the redirects' : `the redirect from /${file.replace(/\/index\.html$/, '')} in content/redirects.yaml`);
  const pagePaths = new Set(routes.filter((r) => !r.file).map((r) => localePath(r.lang, r.path)));
  for (const r of redirects) {
    if (!pagePaths.has(r.to.split('#')[0]!)) clashes.push({ file: 'content/redirects.yaml', field: '', message: `the redirect from ${r.from} leads to ${r.to}, which is not a page` });
  }

  add('sitemap.xml', renderSitemap(routes, content.site.url), 'the sitemap');
  add('robots.txt', renderRobots(content.site.url), 'robots.txt');
  for (const [file, data] of bundle.files) add(file, data, 'the client bundle');
  for (const [file, data] of publicFiles) add(file, data, `public/${file}`);

  if (clashes.length) throw new ContentError(clashes);
  return { files, routes, content };
}
