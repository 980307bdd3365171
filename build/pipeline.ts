import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Route } from '../kinds/routes.tsx';
import { renderRoute } from './render/render.tsx';
import { keptBundle } from './render/bundle-cache.ts';
import { ContentError } from './content/problems.ts';
import type { SiteContent } from '../kinds/content.ts';
import { prepareSeo } from './seo/seo-assets.ts';
import { StagedSite } from './output/write-site.ts';
import { progress } from './progress.ts';
import { madeContents, planSite, readInputs, type BuildInputs, type SitePlan } from './render/site-plan.ts';
import { checkContent, readContentFiles, type CheckedContent, type ContentFile } from './content/check-step.ts';
import { listFiles, loadEntries, parseEntry } from './content/load.ts';
import { validateEntries } from './content/validate.ts';
import { headerFiles, hostHeaderFiles, type HeaderRule } from './output/headers.ts';
import { preparePictures } from './images/pictures.ts';
import { ImageCache } from './images/cache.ts';
import type { Held } from './content/publication.ts';
import { publicDir, today, where } from './options.ts';
import { memoryOutput, stagedOutput, withPolicies, type SiteOutput } from './output/site-output.ts';
import { robotsDisallowing } from './output/sitemap.ts';
import { speedUpsFor, noSpeedUps, type OutputKeys, type PlannedSite, type SpeedUps } from './speed-ups.ts';

export { readPublic, routeFile, readInputs, planSite, madeContents, sourceOf } from './render/site-plan.ts';
export type { BuildInputs, PlannedFile, SitePlan } from './render/site-plan.ts';

/**
 * The steps of a build, each on its own. A build takes them over the whole content, in order
 * (buildSteps below); the dev server (live-site.ts) keeps the site in memory and takes them again
 * for what an editor saved: the saved file read again, the content checked and the site planned
 * again, and the pages that read something that changed rendered again.
 */
export const steps = {
  /** Step 1 and 2 for a whole folder: every content file read, in the order every build reads them. */
  readContent: loadEntries,
  /** Step 2 for one file: its front matter and body read and typed, or the problems that keep it out. */
  readEntry: parseEntry,
  /** Step 2 for all entries: each against its schema and the copy rules, and the links between them. */
  checkEntries: validateEntries,
  /** Step 3: the pictures the content names, found and sized (their files are made later). */
  preparePictures,
  /** Step 3: what the head of every page refers to for search engines, and the feeds and share images. */
  prepareSeo,
  /** Step 3: every file of the site, each page with its route. */
  planSite,
  /** Step 4: one page's HTML. */
  renderPage: renderRoute,
};

export interface BuildOptions {
  /** The content folder (default `content`). */
  contentDir: string;
  /** Static files copied as they are (default `public`). */
  publicDir?: string;
  /** Also write the SEO monitor's dashboard to `seo-monitor/index.html` (kept out of search, linked from nowhere). */
  seoMonitor?: boolean;
  /** The most URLs one sitemap file holds before the sitemap becomes an index (default the protocol's 50,000). */
  sitemapLimit?: number;
  /**
   * A folder where builds keep what the next build can reuse (see build/incremental/); none when
   * not given. With it, a build into a folder takes over the pages that did not change.
   */
  cacheDir?: string;
  /**
   * Returns once the new site is in place, while a process of its own goes on removing the old
   * one (see StagedSite.publish): for the command line build, which ends right after.
   */
  leaveOldSiteToRemover?: boolean;
  /** Where processed pictures are kept between builds (default `node_modules/.cache/paardensprong-images`). */
  imageCache?: ImageCache;
  /**
   * Files a build adds beyond the site's own, such as the editing screen (`--admin`), each made
   * when written, and a change to robots.txt for them. A file the site has already is a clash.
   */
  extraFiles?: (content: SiteContent) => Promise<ExtraFiles>;
  /** The build's date (YYYY-MM-DD): articles dated after it are held back (default `BUILD_DATE` or today). */
  today?: string;
}

/** See BuildOptions.extraFiles. */
export interface ExtraFiles {
  files: Map<string, () => Promise<string | Uint8Array>>;
  robots?: (robots: string) => string;
  /** Rules for `_headers` after the site's own (see build/output/headers.ts). */
  headerRules?: HeaderRule[];
  source: string;
}

/** The built site: file contents by path inside the output folder, plus what produced them. */
export interface BuiltSite {
  files: Map<string, string | Uint8Array>;
  routes: Route[];
  content: SiteContent;
}

/** What a build made, besides its files. */
export interface BuildResult {
  /** The pages of the site, the not-found pages aside. */
  pages: number;
  /** Every page, the not-found pages too. */
  routes: number;
  /**
   * How the site was made: planned whole, or by rebuilding only the pages of the articles that
   * changed since the last build and the lists that show them (see incremental/quick-rebuild.ts).
   */
  way: 'planned' | 'articles';
  content: SiteContent;
  /** Files the site has, pages and everything else. */
  fileCount: number;
  /** Pages rendered; the others were taken over from the previous site unchanged. */
  rendered: number;
  /** Content files checked; the others' checks came from the cache. */
  checked: number;
  /**
   * Entries held back from the site: drafts, and articles dated after the build's date. A quick
   * rebuild holds back what the last build did: any change to those plans the site.
   */
  held?: Held[];
}

/**
 * Builds the site into `outDir`: pages are written into a staging folder as they are rendered,
 * which then replaces the output folder at once (see StagedSite). On a content problem it throws
 * a ContentError before writing anything; on any failure the output folder stays as it was. With
 * a cache folder, the speed-ups of build/incremental/ take over what did not change, and a build
 * after a change to some articles alone writes the few files it makes into the output folder in
 * place instead (see InPlaceSite).
 */
export async function buildSiteInto(outDir: string, options: BuildOptions): Promise<BuildResult> {
  const speed = await speedUpsFor(outDir, options);
  const reading = startReading(options, speed);
  const built = await speed.rebuildChangedArticles(reading);
  if (built) return built;
  // The current site is linked into it while the content is checked.
  const staged = await StagedSite.open(outDir, speed.previous);
  try {
    const { result, site } = await buildSteps(stagedOutput(staged), options, speed, reading);
    await Promise.all([staged.publish({ leaveOldToRemover: options.leaveOldSiteToRemover }), speed.keep(staged, site)]);
    return result;
  } catch (error) {
    await staged.abandon();
    throw error;
  }
}

/**
 * Builds the whole site in memory, for tests and tools that look at its files; without a cache.
 * Throws a ContentError listing every content problem.
 */
export async function buildSite(options: BuildOptions): Promise<BuiltSite> {
  const files = new Map<string, string | Uint8Array>();
  const { site } = await buildSteps(memoryOutput(files), options, noSpeedUps, startReading(options, noSpeedUps));
  return { files, routes: site.plan.routes, content: site.content };
}

/**
 * The build, step by step: find the content, check it, plan the site, render the pages, write
 * the other files. A content problem throws a ContentError before anything is written; pages go
 * out as they are rendered, so memory holds the content, not the site.
 */
async function buildSteps(
  output: SiteOutput,
  options: BuildOptions,
  speed: SpeedUps,
  reading: Promise<BuildInputs>,
): Promise<{ result: BuildResult; site: PlannedSite }> {
  const { listed, files } = await findContent(options, speed);
  const checked = await checkContent(files, { ...where(options), cache: speed.checks, today: today(options) });
  files.length = 0;
  const { site, made, extra } = await planTheSite(listed, checked, await reading, options);
  const keys = speed.keys(site);
  const withPolicy = withPolicies(output);
  const pages = await renderPages(site.plan, withPolicy, keys);
  const others = await writeOtherFiles(site, { output: withPolicy, plain: output, keys, made, extra, options });
  const result: BuildResult = {
    routes: site.plan.routes.length,
    pages: site.pages,
    way: 'planned',
    content: site.content,
    fileCount: pages.rendered + pages.taken + others,
    rendered: pages.rendered,
    checked: checked.checked,
    held: checked.held,
  };
  return { result, site };
}

/** Step 1: every file of the content folder, in the order every build reads them. */
async function findContent(
  options: BuildOptions,
  speed: SpeedUps,
): Promise<{ listed: string[]; files: ContentFile[] }> {
  const { contentDir } = where(options);
  const found = await speed.found();
  const listed = await listFiles(contentDir, found);
  return { listed, files: await readContentFiles(contentDir, listed, speed.checks, found) };
}

/**
 * Step 3: plans every file of the site, once the pictures of the checked content are known to
 * be sound (their files are made while the pages render). A clash throws a ContentError.
 */
async function planTheSite(
  listed: string[],
  checked: CheckedContent,
  inputs: BuildInputs,
  options: BuildOptions,
): Promise<{ site: PlannedSite; made: MadeAside; extra?: ExtraFiles }> {
  const { contentDir, label } = where(options);
  const imageCache = options.imageCache ?? new ImageCache();
  const pictures = await steps.preparePictures(checked.content, { contentDir, contentLabel: label, cache: imageCache });
  if (pictures.problems.length) throw new ContentError(pictures.problems);
  const { content } = pictures;
  const seo = await steps.prepareSeo(content, inputs.publicFiles, label, imageCache);
  const head = pictures.seoWith(seo.head);
  const plan = steps.planSite(content, inputs, head, options);
  const later = (files: Iterable<string>, source: string) => {
    for (const file of files) plan.add(file, { later: true, source });
  };
  later(seo.fileNames, 'the feeds and share images');
  later(pictures.fileNames, 'the pictures');
  const extra = await options.extraFiles?.(content);
  if (extra) later(extra.files.keys(), extra.source);
  if (options.seoMonitor) later(['seo-monitor/index.html'], 'the SEO monitor');
  later(headerFiles, 'the response headers');
  if (plan.problems.length) throw new ContentError(plan.problems);
  const pages = plan.routes.filter((route) => !route.file).length;
  const writesMore = Boolean(extra || options.seoMonitor);
  const site = { listed, checked, content, head, inputs, plan, pages, writesMore };
  // The share images and pictures are made on Node's threads while the pages render.
  const made = [seo.files(), pictures.files()];
  for (const files of made) files.catch(() => undefined);
  return { site, made, extra };
}

/** Files made on Node's threads while the pages render: the feeds and share images, and the pictures. */
type MadeAside = Promise<Map<string, string | Uint8Array>>[];

/**
 * Step 4: renders the pages of the plan into the output, but those the current site has with the
 * same key, which it takes over.
 */
async function renderPages(
  plan: SitePlan,
  output: SiteOutput,
  keys: OutputKeys | undefined,
): Promise<{ rendered: number; taken: number }> {
  const pages = [...plan.files].filter(([, planned]) => planned.route) as [string, { route: Route }][];
  const routeOf = new Map(pages.map(([file, { route }]) => [file, route]));
  // Keys are made when first asked for: to compare with the current site's, or to write a page.
  const known = new Map<string, string>();
  const keyOf = (file: string) => {
    if (!keys) return undefined;
    let key = known.get(file);
    if (key === undefined) known.set(file, (key = keys.page(routeOf.get(file)!)));
    return key;
  };
  const taken = keys && output.takeOver ? await output.takeOver(routeOf.keys(), keyOf) : new Set<string>();
  const todo = pages.filter(([file]) => !taken.has(file));
  const rendering = progress('Rendering pages', todo.length);
  for (const [i, [file, { route }]] of todo.entries()) {
    output.write(file, steps.renderPage(route, plan.setup), keyOf(file));
    rendering.done();
    // Now and then a turn of the event loop: the pictures and share images made on Node's threads move on.
    if (i % 48 === 47) await nextTurn();
  }
  rendering.end();
  return { rendered: todo.length, taken: taken.size };
}

/**
 * Step 5: writes every file that is not a page: the planned ones, the feeds and share images, the
 * pictures, the extra files, the SEO dashboard, and last the response headers, which carry the
 * union of every page's policy. Returns how many it wrote.
 */
async function writeOtherFiles(
  site: PlannedSite,
  how: {
    output: SiteOutput & { policies: Set<string> };
    /** The output without the policies: the extra files' policies stay out of the site's headers. */
    plain: SiteOutput;
    keys: OutputKeys | undefined;
    made: MadeAside;
    extra?: ExtraFiles;
    options: BuildOptions;
  },
): Promise<number> {
  const { output, keys, extra } = how;
  let count = 0;
  const write = (file: string, contents: string | Uint8Array, to: SiteOutput = output) => {
    to.write(file, contents, keys?.contents(contents));
    count++;
  };
  for (const [file, planned] of site.plan.files) {
    if (planned.route || planned.later) continue;
    if (keys && planned.madeOf !== undefined) {
      // Keyed by what it is made of: made only when the current site's was made of something else.
      output.write(file, () => madeContents(planned), keys.madeOf(planned.madeOf()));
      count++;
      continue;
    }
    const contents = madeContents(planned);
    write(file, file === 'robots.txt' ? robotsFor(String(contents), how.options, extra) : contents);
  }
  for (const files of how.made) for (const [file, data] of await files) write(file, data);
  for (const [file, make] of extra?.files ?? []) write(file, await make(), how.plain);
  if (how.options.seoMonitor) {
    // Loaded only when asked for: its HTML parser is a large part of the generator's code.
    const { seoDashboardPage } = await import('./seo/dashboard.ts');
    write('seo-monitor/index.html', await seoDashboardPage(output.pages(), site.content.site));
  }
  for (const [file, data] of hostHeaderFiles(output.policies, extra?.headerRules)) write(file, data);
  return count;
}

/**
 * robots.txt as this build publishes it: the SEO monitor's dashboard, when built, and what the
 * extra files ask (the editing screen) kept from crawlers.
 */
function robotsFor(robots: string, options: BuildOptions, extra?: { robots?: (robots: string) => string }): string {
  const withExtra = extra?.robots ? extra.robots(robots) : robots;
  return options.seoMonitor ? robotsDisallowing(withExtra, ['/seo-monitor/']) : withExtra;
}

/** Starts bundling the browser code and reading the public files, which go on while the content is checked. */
function startReading(options: BuildOptions, speed: SpeedUps): Promise<BuildInputs> {
  const reading = readInputs(
    { contentDir: path.resolve(options.contentDir), publicDir: publicDir(options) },
    keptBundle(speed.bundleVersion),
  );
  // Awaited later; a content problem found first is the error the build reports.
  reading.catch(() => undefined);
  return reading;
}
