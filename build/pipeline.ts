import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { type Route } from './routes.tsx';
import { renderRoute } from './render.tsx';
import { keptBundle, bundleCode } from './bundle-cache.ts';
import { ContentError } from './problems.ts';
import type { SiteContent } from '../content-model/content.ts';
import { prepareSeo } from './seo/seo-assets.ts';
import type { HtmlFile } from './seo/audit.ts';
import { StagedSite } from './write-site.ts';
import { progress } from './progress.ts';
import { madeContents, planSite, readInputs, routeFile, type BuildInputs, type SitePlan } from './site-plan.ts';
import { checkContent, readContentFiles } from './check-content.ts';
import { listFiles } from './load.ts';
import { BuildCache, type CacheVersions, type OutputRecord } from './incremental/build-cache.ts';
import { codeVersion as codeVersionOf, type CodeParts } from './code-version.ts';
import { PageKeys } from './incremental/page-keys.ts';
import { hashText } from './fingerprint.ts';
import { findFiles, type FileState } from './incremental/find-files.ts';
import { policyTextInMeta } from './csp.ts';
import { headerFiles, hostHeaderFiles, type HeaderRule } from './headers.ts';
import { picturedKey, preparePictures } from './images/pictures.ts';
import { fileEntries } from './content-entries.ts';
import { keptVersions, keptVersionsFile, type KeptVersions } from './incremental/cache-folder.ts';
import { ImageCache } from './images/cache.ts';
import { buildDate, heldKey, type Held } from './publication.ts';
import { NotQuick, quickRebuild } from './incremental/quick-rebuild.ts';
import {
  forgetLastBuild,
  inputsKey,
  isLazy,
  othersOf,
  readLastBuild,
  referencesKey,
  saveLastBuild,
  withoutCachedHtml,
  type ArticleRecord,
  type LastBuild,
  type Snapshot,
} from './incremental/last-build.ts';

export { readPublic, routeFile, readInputs, planSite, madeContents, sourceOf } from './site-plan.ts';
export type { BuildInputs, PlannedFile, SitePlan } from './site-plan.ts';

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
   * A folder where builds keep what the next build can reuse (see BuildCache); none when not
   * given. With it, a build into a folder takes over the pages that did not change.
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
  /** Rules for `_headers` after the site's own (see build/headers.ts). */
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
   * changed since the last build and the lists that show them (see quick-rebuild.ts).
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

/** Where a build puts the files it makes, as they are made. */
interface SiteOutput {
  /**
   * Takes over the files of the previous site whose keys are the same (see StagedSite.takeOver);
   * returns those taken over.
   */
  takeOver?(files: Iterable<string>, keyOf: (file: string) => string | undefined): Promise<Set<string>>;
  /** Writes a file; contents given as a function are made only when the file is written (see StagedSite.write). */
  write(file: string, contents: string | Uint8Array | (() => string | Uint8Array), key?: string): void;
  /** What made each file taken over so far (see takeOver), with the policies of its pages. */
  records?(): Iterable<OutputRecord>;
  /** The HTML pages written, one at a time, for the SEO monitor. */
  pages(): AsyncIterable<HtmlFile>;
}

const root = path.resolve(import.meta.dirname, '..');

/**
 * The versions of the code behind each kind of cache entry (see codeVersion), as an earlier build
 * kept them when the files they come from are unchanged (see keptVersions), else worked out anew
 * and kept for the next build.
 */
async function cacheVersions(): Promise<CacheVersions> {
  const kept = keptVersions();
  if (kept) return kept as unknown as CacheVersions;
  const read = new Map<string, string>();
  const versions = await readCacheVersions(read);
  const record: KeptVersions = {
    node: process.version,
    files: Object.fromEntries([...read].sort()),
    versions: { ...versions },
  };
  // Written beside and renamed into place; a build that cannot keep it works it out again.
  await mkdir(path.dirname(keptVersionsFile), { recursive: true })
    .then(() => writeFile(`${keptVersionsFile}.${process.pid}`, JSON.stringify(record)))
    .then(() => rename(`${keptVersionsFile}.${process.pid}`, keptVersionsFile))
    .catch(() => undefined);
  return versions;
}

async function readCacheVersions(read: Map<string, string>): Promise<CacheVersions> {
  const codeVersion = (parts: CodeParts) => codeVersionOf(parts, undefined, read);
  // The pages' code holds the share images' (build-site.ts imports build/seo/share-image.ts).
  const [checks, pages, bundle] = await Promise.all([
    codeVersion({ modules: ['build/check-files.ts', 'build/check-content.ts', 'build/incremental/build-cache.ts'] }),
    codeVersion({ modules: ['build/pipeline.ts'], folders: ['templates'] }),
    codeVersion(bundleCode),
  ]);
  return { checks, pages, bundle };
}

/**
 * Builds the site into the output that `open` gives, once the content and the plan are known to
 * be sound: a content problem throws a ContentError before anything is written. Pages go out as
 * they are rendered, so memory holds the content, not the site.
 */
async function produceSite(
  options: BuildOptions,
  cache: BuildCache | undefined,
  open: () => Promise<SiteOutput>,
  listing?: Promise<Map<string, FileState> | undefined>,
  reading = startReading(options, cache),
): Promise<BuildResult & { planned: Route[]; lastBuild?: () => LastBuildRecord }> {
  const contentDir = path.resolve(options.contentDir);
  const label = contentLabel(options);
  const found = await listing;
  const listed = await listFiles(contentDir, found);
  const files = await readContentFiles(contentDir, listed, cache, found);
  const {
    content: checkedContent,
    keys: checkKeys,
    dataKeys,
    checked,
    identity,
    held,
  } = await checkContent(files, { contentDir, label, cache, today: options.today ?? buildDate() });
  files.length = 0;
  const inputs = await reading;
  // Pictures are checked before any page renders; their files are made while the pages render.
  const imageCache = options.imageCache ?? new ImageCache();
  const pictures = await preparePictures(checkedContent, { contentDir, contentLabel: label, cache: imageCache });
  if (pictures.problems.length) throw new ContentError(pictures.problems);
  const { content } = pictures;
  const fileKeys = withPictureKeys(checkedContent, content, checkKeys);

  const seo = await prepareSeo(content, inputs.publicFiles, label, imageCache);
  const head = pictures.seoWith(seo.head);
  const plan = planSite(content, inputs, head, options);
  for (const file of seo.fileNames) plan.add(file, { later: true, source: 'the feeds and share images' });
  for (const file of pictures.fileNames) plan.add(file, { later: true, source: 'the pictures' });
  const extra = await options.extraFiles?.(content);
  for (const file of extra?.files.keys() ?? []) plan.add(file, { later: true, source: extra!.source });
  if (options.seoMonitor) plan.add('seo-monitor/index.html', { later: true, source: 'the SEO monitor' });
  for (const file of headerFiles) plan.add(file, { later: true, source: 'the response headers' });
  if (plan.problems.length) throw new ContentError(plan.problems);

  const opened = await open();
  const output = withPolicies(opened);
  // The share images are rasterised off the main thread while the pages render.
  const seoFiles = seo.files();
  const pictureFiles = pictures.files();
  // What is held back changes pages whose files did not change (lists, related links): part of every key.
  const pagesVersion = cache && (held.length ? hashText(cache.versions.pages, heldKey(held)) : cache.versions.pages);
  const pageKeys = cache && new PageKeys(pagesVersion!, plan.setup, fileKeys, dataKeys);
  const { rendered, taken } = await writePages(plan, output, pageKeys);
  let fileCount = taken;
  const write = (file: string, contents: string | Uint8Array) => {
    output.write(file, contents, cache && hashText(contents));
    fileCount++;
  };
  for (const [file, planned] of plan.files) {
    if (planned.route || planned.later) continue;
    if (cache && planned.madeOf !== undefined) {
      // Keyed by what it is made of: made only when the current site's was made of something else.
      output.write(file, () => madeContents(planned), hashText(cache.versions.pages, planned.madeOf()));
      fileCount++;
      continue;
    }
    const contents = madeContents(planned);
    write(file, file === 'robots.txt' && extra?.robots ? extra.robots(String(contents)) : contents);
  }
  for (const [file, data] of await seoFiles) write(file, data);
  for (const [file, data] of await pictureFiles) write(file, data);
  // Not pages of the site: their policies (the editing screen's allows eval) stay out of the site's headers.
  for (const [file, make] of extra?.files ?? []) {
    const contents = await make();
    opened.write(file, contents, cache && hashText(contents));
    fileCount++;
  }
  fileCount += rendered;
  if (options.seoMonitor) {
    // Loaded only when asked for: its HTML parser is a tenth of the generator's code.
    const { seoDashboardPage } = await import('./seo/dashboard.ts');
    write('seo-monitor/index.html', await seoDashboardPage(output.pages(), content.site));
  }
  // The headers carry the union of every page's policy, so they are made last.
  for (const [file, data] of hostHeaderFiles(output.policies, extra?.headerRules)) write(file, data);
  const pages = plan.routes.filter((route) => !route.file).length;
  // What a build that changes only some articles needs of this one (see quick-rebuild.ts),
  // for a build that writes the site alone.
  const lastBuild =
    cache && pageKeys && found && !extra && !options.seoMonitor
      ? (): LastBuildRecord => {
          const articles = new Map<string, ArticleRecord>();
          for (const article of content.articles) {
            const key = checkKeys.get(article.file)!;
            const check = cache.check(key);
            articles.set(article.file, {
              check: key,
              references: referencesKey(check?.entry?.references),
              words: article.wordCount,
              pictured: fileKeys.get(article.file) !== key,
              ...(isLazy(article) && { html: cache.htmlRef(key) }),
              alone: check?.bodyPictures === false && !pageKeys.bodiesReadElsewhere.has(article.file),
              shownOn: (pageKeys.shownOn.get(article.file) ?? []).map(routeFile),
            });
          }
          return {
            record: {
              code: JSON.stringify(cache.versions),
              inputs: inputsKey({
                ...inputsKeyParts(options, cache),
                publicFiles: inputs.publicFiles,
                dates: inputs.dates,
              }),
              others: othersOf(found, new Set(listed)),
              sources: new Map(
                listed.map((relative) => [relative, cache.sourceHash(`${contentDir}${path.sep}${relative}`)!]),
              ),
              identity,
              fileKeys,
              dataKeys,
              shared: pageKeys.shared,
              articles,
              pages,
              routes: plan.routes.length,
              held,
            },
            snapshot: { content: withoutCachedHtml(content), head },
          };
        }
      : undefined;
  const result: BuildResult = {
    routes: plan.routes.length,
    pages,
    way: 'planned',
    content,
    fileCount,
    rendered,
    checked,
    held,
  };
  return { ...result, planned: plan.routes, lastBuild };
}

/** What the last build record is made of (see saveLastBuild). */
type LastBuildRecord = { record: Omit<LastBuild, 'snapshot'>; snapshot: Snapshot };

/** The content folder as messages name it. */
const contentLabel = (options: BuildOptions) => path.relative(process.cwd(), path.resolve(options.contentDir)) || '.';

/** Starts bundling the browser code and reading the public files, which go on while the content is checked. */
function startReading(options: BuildOptions, cache: BuildCache | undefined): Promise<BuildInputs> {
  const reading = readInputs(
    { contentDir: path.resolve(options.contentDir), publicDir: options.publicDir ?? path.join(root, 'public') },
    keptBundle(cache?.versions.bundle),
  );
  // Awaited later; a content problem found first is the error the build reports.
  reading.catch(() => undefined);
  return reading;
}

/** All of a build's inputs key but the public files and dates (see inputsKey). */
const inputsKeyParts = (options: BuildOptions, cache: BuildCache) => ({
  versions: cache.versions,
  today: options.today ?? buildDate(),
  label: contentLabel(options),
  contentDir: path.resolve(options.contentDir),
  publicDir: path.resolve(options.publicDir ?? path.join(root, 'public')),
  sitemapLimit: options.sitemapLimit,
});

/** An output that also collects the policy of every page written to it, made or taken over. */
function withPolicies(output: SiteOutput): SiteOutput & { policies: Set<string> } {
  const policies = new Set<string>();
  const note = (policy: string | undefined) => policy !== undefined && policies.add(policy);
  return {
    ...output,
    policies,
    takeOver:
      output.takeOver &&
      (async (files, keyOf) => {
        const taken = await output.takeOver!(files, keyOf);
        for (const record of output.records?.() ?? []) note(record.policy);
        return taken;
      }),
    write(file, contents, key) {
      // Pages come here made; only other files come as functions (see PlannedFile.madeOf).
      if (file.endsWith('.html') && typeof contents !== 'function') note(policyTextInMeta(String(contents)));
      output.write(file, contents, key);
    },
  };
}

/**
 * The key of each content file for the pages made of it: the key of its checks, and for a file
 * whose pictures were put in place, that and what the pictures made (see picturedKey).
 */
function withPictureKeys(before: SiteContent, after: SiteContent, keys: Map<string, string>): Map<string, string> {
  const withPictures = new Map(keys);
  const unchanged = new Set<object>(fileEntries(before).map(({ entry }) => entry));
  for (const { entry: page, kind } of fileEntries(after)) {
    const key = keys.get(page.file);
    if (key === undefined || unchanged.has(page)) continue;
    withPictures.set(page.file, picturedKey(key, page, kind));
  }
  return withPictures;
}

/**
 * Renders the pages of the plan into the output, but those the previous site has with the same
 * key, which it takes over.
 */
async function writePages(
  plan: SitePlan,
  output: SiteOutput,
  keys: PageKeys | undefined,
): Promise<{ rendered: number; taken: number }> {
  const pages = [...plan.files].filter(([, planned]) => planned.route) as [string, { route: Route }][];
  // Keys are made when first asked for: to compare with the current site's, or to write a page.
  const routeOf = new Map(pages.map(([file, { route }]) => [file, route]));
  const known = new Map<string, string>();
  const keyOf = (file: string) => {
    if (!keys) return undefined;
    let key = known.get(file);
    if (key === undefined) known.set(file, (key = keys.of(routeOf.get(file)!)));
    return key;
  };
  const taken = keys && output.takeOver ? await output.takeOver(routeOf.keys(), keyOf) : new Set<string>();
  const todo = pages.filter(([file]) => !taken.has(file));
  const rendering = progress('Rendering pages', todo.length);
  for (const [i, [file, { route }]] of todo.entries()) {
    output.write(file, renderRoute(route, plan.setup), keyOf(file));
    rendering.done();
    // Now and then a turn of the event loop: the pictures and share images made on Node's threads move on.
    if (i % 48 === 47) await nextTurn();
  }
  rendering.end();
  return { rendered: todo.length, taken: taken.size };
}

/**
 * Builds the whole site in memory, for tests and tools that look at its files; without a cache.
 * Throws a ContentError listing every content problem.
 */
export async function buildSite(options: BuildOptions): Promise<BuiltSite> {
  const files = new Map<string, string | Uint8Array>();
  const result = await produceSite(options, undefined, async () => ({
    write: (file, contents) => void files.set(file, typeof contents === 'function' ? contents() : contents),
    pages: async function* () {
      for (const [file, html] of files) if (file.endsWith('.html')) yield { file, html: String(html) };
    },
  }));
  return { files, routes: result.planned, content: result.content };
}

/**
 * Builds the site into `outDir`: pages are written into a staging folder as they are rendered,
 * which then replaces the output folder at once (see StagedSite). With a cache, pages whose
 * inputs did not change are taken over from the current site. On a content problem it throws a
 * ContentError before writing anything; on any failure the output folder stays as it was.
 */
export async function buildSiteInto(outDir: string, options: BuildOptions): Promise<BuildResult> {
  // The content is listed, with how each file is on disk, on another core while the cache is read.
  const listing = options.cacheDir ? findFiles(options.contentDir) : undefined;
  const cache = options.cacheDir ? await BuildCache.open(options.cacheDir, await cacheVersions()) : undefined;
  const previous = await cache?.outputs(outDir);
  const reading = startReading(options, cache);
  // Opened first, so that the current site is linked into the staging folder while the content
  // is checked (see StagedSite.open); nothing is written into it before the content is sound.
  let staged = await StagedSite.open(outDir, previous);
  try {
    const quick =
      cache && previous && (await rebuildArticles(outDir, options, cache, staged, previous, listing, reading));
    if (quick) {
      await Promise.all([
        staged.publish({ leaveOldToRemover: options.leaveOldSiteToRemover }),
        cache.save({ partial: true }),
        cache.storeOutputs(outDir, staged.records),
        quick.save(),
      ]);
      return quick.result;
    }
  } catch (error) {
    await staged.abandon();
    if (!(error instanceof NotQuick)) throw error;
    staged = await StagedSite.open(outDir, previous);
  }
  try {
    const { planned, lastBuild, ...result } = await produceSite(
      options,
      cache,
      async () => {
        const site = staged;
        return {
          takeOver: (files, keyOf) => site.takeOver(files, keyOf),
          records: () => site.records.values(),
          write: (file, contents, key) => site.write(file, contents, key),
          pages: async function* () {
            for (const file of site.files())
              if (file.endsWith('.html')) yield { file, html: await readFile(path.join(site.folder, file), 'utf8') };
          },
        };
      },
      listing,
      reading,
    );
    const last = lastBuild?.();
    // The cache is saved while the new site is swapped in and the old one removed. Should the
    // swap fail, the records name files the output folder does not hold: takeOver then finds
    // them changed on disk, and makes them again.
    await Promise.all([
      staged.publish({ leaveOldToRemover: options.leaveOldSiteToRemover }),
      cache?.save(),
      cache?.storeOutputs(outDir, staged.records),
      cache && (last ? saveLastBuild(cache, outDir, last.record, last.snapshot) : forgetLastBuild(cache, outDir)),
    ]);
    return result;
  } catch (error) {
    await staged.abandon();
    throw error;
  }
}

/**
 * The site made by rebuilding only the articles that changed since the last build
 * into `outDir` (see quickRebuild), when that is all that changed; else undefined, with nothing staged.
 */
async function rebuildArticles(
  outDir: string,
  options: BuildOptions,
  cache: BuildCache,
  staged: StagedSite,
  previous: Map<string, OutputRecord>,
  listing: Promise<Map<string, FileState> | undefined> | undefined,
  reading: Promise<BuildInputs>,
): Promise<{ result: BuildResult; save: () => Promise<void> } | undefined> {
  if (options.seoMonitor || options.extraFiles) return undefined;
  const [kept, found] = await Promise.all([readLastBuild(cache, outDir), listing]);
  if (!kept || !found) return undefined;
  const made = await quickRebuild({
    cache,
    staged,
    previous,
    ...kept,
    found,
    inputs: reading,
    contentDir: path.resolve(options.contentDir),
    label: contentLabel(options),
    outDir,
    key: inputsKeyParts(options, cache),
  });
  if (!made) return undefined;
  const { content, last, save, ...counts } = made;
  const { routes, pages, held } = last;
  return { result: { ...counts, routes, pages, way: 'articles', content, held }, save };
}
