import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEntries } from './load.ts';
import { validateEntries } from './validate.ts';
import { routesFor, type Route } from './routes.tsx';
import { loadIslands, renderRoute, renderSetup, type IslandComponents, type RenderSetup } from './render.tsx';
import { bundleClient, type Bundle } from './bundle.ts';
import { expandRedirects, renderRedirects } from './redirects.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { loadTemplate } from './template.ts';
import { ContentError, type Problem } from './problems.ts';
import type { SiteContent } from './content.ts';
import { outputFile, localePath } from '../src/lib/paths.ts';
import { languages } from './schema/common.ts';
import { prepareSeo } from './seo/seo-assets.ts';
import type { SeoAssets } from './head.ts';
import { contentDates, dateRoutes } from './seo/content-dates.ts';
import { auditSite } from './seo/audit.ts';
import { renderDashboard } from './seo/dashboard.ts';
import { mergePolicies, policyInMeta, withPolicyMeta, type Policy } from './csp.ts';
import { headerRules, renderHeadersFile, renderNginxHeaders } from './headers.ts';
import { preparePictures } from './images/pictures.ts';
import type { ImageCache } from './images/cache.ts';

export interface BuildOptions {
  /** The content folder (default `content`). */
  contentDir: string;
  /** Static files copied as they are (default `public`). */
  publicDir?: string;
  /** Also write the SEO monitor's dashboard to `seo-monitor/index.html` (kept out of search, linked from nowhere). */
  seoMonitor?: boolean;
  /** Where processed pictures are kept between builds (default `node_modules/.cache/paardensprong-images`). */
  imageCache?: ImageCache;
}

/** The built site: file contents by path inside the output folder, plus what produced them. */
export interface BuiltSite {
  files: Map<string, string | Uint8Array>;
  routes: Route[];
  content: SiteContent;
}

const root = path.resolve(import.meta.dirname, '..');

/** Reads the static files of `public/`, by path inside the site. */
export async function readPublic(dir: string): Promise<Map<string, Uint8Array>> {
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
export async function readInputs(options: BuildOptions, bundle?: Bundle): Promise<BuildInputs> {
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
  | { contents: string | Uint8Array | (() => string | Uint8Array); source: string; route?: undefined }
  | { route: Route; contents?: undefined; source?: undefined };

/** What writes a planned file, for messages. */
export const sourceOf = (planned: PlannedFile) =>
  planned.route ? `the ${planned.route.kind} page ${localePath(planned.route.lang, planned.route.path)}` : planned.source;

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
export function planSite(content: SiteContent, inputs: BuildInputs, seo: SeoAssets): SitePlan {
  const files = new Map<string, PlannedFile>();
  const problems: Problem[] = [];
  const add = (file: string, planned: PlannedFile) => {
    const earlier = files.get(file);
    if (earlier) problems.push({ file: sourceOf(planned), field: '', message: `writes ${file}, which ${sourceOf(earlier)} writes too; give one of them another slug or path` });
    files.set(file, planned);
  };

  const routes = routesFor(content);
  dateRoutes(routes, inputs.dates);
  const setup = renderSetup(content, { ...inputs.bundle.assets, seo }, inputs.islands, loadTemplate('document.html'));
  for (const route of routes) add(routeFile(route), { route });

  const redirects = expandRedirects(content.redirects);
  const redirectFiles = renderRedirects(redirects, content.site.url, loadTemplate('redirect.html'), { nl: content.lang.nl.ui.common.moreInfo, en: content.lang.en.ui.common.moreInfo });
  // Clashes name the redirect as written (`/`, not `index.html`).
  const redirectOf = new Map(redirects.map((r) => [outputFile(r.from), r.from]));
  for (const [file, html] of redirectFiles) add(file, { contents: html, source: redirectOf.has(file) ? `the redirect from ${redirectOf.get(file)} in content/redirects.yaml` : 'the redirects' });
  const pagePaths = new Set(routes.filter((r) => !r.file).map((r) => localePath(r.lang, r.path)));
  for (const r of redirects) {
    if (!pagePaths.has(r.to.split('#')[0]!)) problems.push({ file: 'content/redirects.yaml', field: '', message: `the redirect from ${r.from} leads to ${r.to}, which is not a page` });
  }

  add('sitemap.xml', { contents: () => renderSitemap(routes, content.site.url), source: 'the sitemap' });
  add('robots.txt', { contents: renderRobots(content.site.url), source: 'robots.txt' });
  for (const [file, data] of inputs.bundle.files) add(file, { contents: data, source: 'the client bundle' });
  for (const [file, data] of inputs.publicFiles) add(file, { contents: data, source: `public/${file}` });
  return { routes, setup, files, add, problems };
}

/** The contents of a planned file; a page is rendered. */
export function fileContents(planned: PlannedFile, setup: RenderSetup): string | Uint8Array {
  if (planned.route) return renderRoute(planned.route, setup);
  return typeof planned.contents === 'function' ? planned.contents() : planned.contents;
}

/**
 * `_headers` (Netlify, Cloudflare Pages) and `_nginx/headers.conf` from the policies of the HTML
 * files of the site: one policy under which every page works.
 */
export function hostHeaderFiles(files: Map<string, string | Uint8Array>): Map<string, string> {
  const policies: Policy[] = [];
  for (const [file, contents] of files) {
    const policy = file.endsWith('.html') ? policyInMeta(String(contents)) : undefined;
    if (policy) policies.push(policy);
  }
  const policy = mergePolicies(policies);
  return new Map([['_headers', renderHeadersFile(headerRules(policy))], ['_nginx/headers.conf', renderNginxHeaders(policy)]]);
}

/**
 * Builds the whole site in memory. Throws a ContentError listing every content problem; writes
 * nothing (see writeSite).
 */
export async function buildSite(options: BuildOptions): Promise<BuiltSite> {
  const contentDir = path.resolve(options.contentDir);
  const contentLabel = path.relative(process.cwd(), contentDir) || '.';
  const [{ entries, problems: loadProblems }, inputs] = await Promise.all([loadEntries(contentDir), readInputs(options)]);
  const { content: validated, problems } = validateEntries(entries, loadProblems, contentLabel);
  if (!validated) throw new ContentError(problems);
  // Pictures are checked before any page renders; their files are made while the pages render.
  const pictures = await preparePictures(validated, { contentDir, contentLabel, cache: options.imageCache });
  if (pictures.problems.length) throw new ContentError(pictures.problems);
  const { content } = pictures;

  const seo = await prepareSeo(content, inputs.publicFiles, contentLabel);
  const plan = planSite(content, inputs, pictures.seoWith(seo.head));
  // The share images are rasterised off the main thread while the pages render.
  const seoFiles = seo.files();
  const pictureFiles = pictures.files();
  const files = new Map<string, string | Uint8Array>();
  for (const [file, planned] of plan.files) files.set(file, fileContents(planned, plan.setup));
  for (const [file, data] of await seoFiles) {
    plan.add(file, { contents: data, source: 'the feeds and share images' });
    files.set(file, data);
  }
  for (const [file, data] of await pictureFiles) {
    plan.add(file, { contents: data, source: 'the pictures' });
    files.set(file, data);
  }
  if (options.seoMonitor) {
    const pages = [...files].filter(([file]) => file.endsWith('.html')).map(([file, html]) => ({ file, html: String(html) }));
    const dashboard = withPolicyMeta(renderDashboard(auditSite(pages, { siteUrl: content.site.url, languages }), content.site.name));
    plan.add('seo-monitor/index.html', { contents: dashboard, source: 'the SEO monitor' });
    files.set('seo-monitor/index.html', dashboard);
  }

  // The headers carry the union of every page's policy, so they are made last.
  for (const [file, data] of hostHeaderFiles(files)) {
    plan.add(file, { contents: data, source: 'the response headers' });
    files.set(file, data);
  }
  if (plan.problems.length) throw new ContentError(plan.problems);
  return { files, routes: plan.routes, content };
}
