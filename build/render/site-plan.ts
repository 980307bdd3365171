import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { routesFor, type Route } from '../../kinds/routes.tsx';
import type { PlanMemory } from '../../kinds/define.ts';
import { loadIslands, renderSetup, type IslandComponents, type RenderSetup } from './render.tsx';
import { bundleClient, type Bundle } from './bundle.ts';
import { expandRedirects, renderRedirects } from '../output/redirects.ts';
import { renderRobots, sitemapFiles, sitemapInputs } from '../output/sitemap.ts';
import { hashText } from '../fingerprint.ts';
import { loadTemplate } from './template.ts';
import { ContentError, type Problem } from '../content/problems.ts';
import { remakePicture } from '../images/remake-picture.ts';
import type { SiteContent } from '../../kinds/content.ts';
import { outputFile, localePath } from '../../shared/paths.ts';
import { pageTitle, type SeoAssets } from './head.ts';
import { contentDates, dateRoutes } from '../seo/content-dates.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Reads the static files of `public/`, by path inside the site. At once: they are a few small
 * files, which read one promise after another each waited for its turn behind the content's checks.
 * Each is published as the site makes it again, never as it came (see images/remake-picture.ts):
 * a file that is no picture, or a drawing holding script or foreign references, fails the build.
 */
export async function readPublic(dir: string): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    // No public folder: nothing to copy.
  }
  const problems: Problem[] = [];
  const label = path.relative(process.cwd(), dir) || '.';
  await Promise.all(
    entries.map(async (e) => {
      if (e.isDirectory()) return;
      const full = path.join(e.parentPath, e.name);
      const relative = path.relative(dir, full).split(path.sep).join('/');
      const file = `${label}/${relative}`;
      if (!e.isFile())
        return problems.push({ file, field: '', message: 'is a link or special file; keep the file itself here' });
      const made = await remakePicture(e.name, readFileSync(full), { strict: true });
      if ('problem' in made) problems.push({ file, field: '', message: made.problem });
      else files.set(relative, made.bytes);
    }),
  );
  if (problems.length) throw new ContentError(problems.sort((a, b) => a.file.localeCompare(b.file)));
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

/** Where a route's page is written. */
export function routeFile(route: Route): string {
  let file = routeFiles.get(route);
  if (file === undefined) routeFiles.set(route, (file = route.file ?? outputFile(localePath(route.lang, route.path))));
  return file;
}
// The dev server plans thousands of the same route objects on every edit: the same file name,
// whose hash a string keeps, makes the plan's map of files quicker to fill too.
const routeFiles = new WeakMap<Route, string>();

/** What a build reads besides the content files. */
export interface BuildInputs {
  bundle: Bundle;
  islands: IslandComponents;
  publicFiles: Map<string, Uint8Array>;
  /** The date each content file was last committed. */
  dates: Map<string, string>;
}

/**
 * Bundles the browser code (unless given its bundle), loads the island components and reads the
 * static files and content dates.
 */
export async function readInputs(
  options: { contentDir: string; publicDir?: string },
  bundle?: Bundle | Promise<Bundle>,
): Promise<BuildInputs> {
  const [client, islands, publicFiles, dates] = await Promise.all([
    bundle ?? bundleClient(),
    loadIslands(),
    readPublic(path.resolve(options.publicDir ?? path.join(root, 'public'))),
    contentDates(path.resolve(options.contentDir)),
  ]);
  return { bundle: client, islands, publicFiles, dates };
}

/**
 * One file of the site: its contents, made at once or when first needed, and what writes it; or
 * the route whose page it is.
 */
export type PlannedFile =
  | {
      contents: string | Uint8Array | (() => string | Uint8Array);
      source: string;
      /**
       * A hash of all the file is made of but the code, for a file made when first needed: known
       * before it is made, so a build need not make it when the current site's was made the same.
       * Worked out when asked for: the dev server, which plans on every edit, never asks.
       */
      madeOf?: () => string;
      route?: undefined;
      later?: undefined;
    }
  | { route: Route; contents?: undefined; source?: undefined; later?: undefined }
  /** A file another step of the build makes after the pages (feeds, share images, the SEO dashboard). */
  | { later: true; source: string; contents?: undefined; route?: undefined };

/** What writes a planned file, for messages. */
export const sourceOf = (planned: PlannedFile) =>
  planned.route
    ? `the ${planned.route.kind} page ${localePath(planned.route.lang, planned.route.path)}`
    : planned.source;

/** The site as valid content makes it, before any page is rendered. */
export interface SitePlan {
  routes: Route[];
  setup: RenderSetup;
  /** Every file by path inside the output folder, pages first. */
  files: Map<string, PlannedFile>;
  /** Adds a file; a second file at the same path is a clash. */
  add(file: string, planned: PlannedFile): void;
  /** Files that clash, and redirects that lead nowhere. */
  problems: Problem[];
}

/**
 * Plans the site from valid content: its routes, the pages to render and every other file
 * (redirects, sitemap, robots.txt, the client bundle, static files). `seo` is what the head
 * refers to (see prepareSeo).
 */
export function planSite(
  content: SiteContent,
  inputs: BuildInputs,
  seo: SeoAssets,
  options: { sitemapLimit?: number; memory?: PlanMemory } = {},
): SitePlan {
  const files = new Map<string, PlannedFile>();
  const problems: Problem[] = [];
  const add = (file: string, planned: PlannedFile) => {
    const earlier = files.get(file);
    if (earlier)
      problems.push({
        file: sourceOf(planned),
        field: '',
        message: `writes ${file}, which ${sourceOf(earlier)} writes too; give one of them another slug or path`,
      });
    files.set(file, planned);
  };

  const routes = routesFor(content, options);
  dateRoutes(routes, inputs.dates);
  const setup = renderSetup(content, { ...inputs.bundle.assets, seo }, inputs.islands, loadTemplate('document.html'));
  for (const route of routes) add(routeFile(route), { route });

  const redirects = expandRedirects(content.redirects);
  // The pages redirects lead to, found in one pass over the routes: the dev server plans on every
  // edit, and thousands of pages' paths and titles made each time for a few redirects cost more
  // than the rest of the plan but the routes.
  const targets = new Set(redirects.map((r) => r.to.split('#')[0]!));
  const titles = new Map<string, string>();
  const pagePaths = new Set<string>();
  for (const r of routes) {
    const at = localePath(r.lang, r.path);
    if (!targets.has(at)) continue;
    // A stub's title is its target's, so a tab or a history entry that shows the stub names the page.
    titles.set(at, pageTitle(r.title ?? content.lang[r.lang].ui.meta.defaultTitle, content.site));
    if (!r.file) pagePaths.add(at);
  }
  const redirectFiles = renderRedirects(
    redirects,
    content.site.url,
    loadTemplate('redirect.html'),
    { nl: content.lang.nl.ui.common.moreInfo, en: content.lang.en.ui.common.moreInfo },
    (to) => titles.get(to.split('#')[0]!) ?? content.site.name,
  );
  for (const [file, html] of redirectFiles)
    add(file, {
      contents: html,
      source:
        file === '_redirects'
          ? 'the redirects'
          : `the redirect from /${file.replace(/\/index\.html$/, '')} in content/redirects.yaml`,
    });
  for (const r of redirects) {
    if (!pagePaths.has(r.to.split('#')[0]!))
      problems.push({
        file: 'content/redirects.yaml',
        field: '',
        message: `the redirect from ${r.from} leads to ${r.to}, which is not a page`,
      });
  }

  let sitemapMadeOf: string | undefined;
  const madeOf = () => (sitemapMadeOf ??= hashText(sitemapInputs(routes, content.site.url, options.sitemapLimit)));
  for (const [file, xml] of sitemapFiles(routes, content.site.url, options.sitemapLimit))
    add(file, { contents: xml, source: 'the sitemap', madeOf });
  add('robots.txt', { contents: renderRobots(content.site.url), source: 'robots.txt' });
  for (const [file, data] of inputs.bundle.files) add(file, { contents: data, source: 'the client bundle' });
  for (const [file, data] of inputs.publicFiles) add(file, { contents: data, source: `public/${file}` });
  return { routes, setup, files, add, problems };
}

/** The contents of a planned file that is not a page, made now when it is made on demand (the sitemap). */
export function madeContents(planned: Exclude<PlannedFile, { route: Route } | { later: true }>): string | Uint8Array {
  return typeof planned.contents === 'function' ? planned.contents() : planned.contents;
}
