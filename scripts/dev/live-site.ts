import { buildDate } from '../../build/content/publication.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RawEntry } from '../../build/content/load.ts';
import { EntryCache } from '../../build/content/validate.ts';
import { planMemory } from './plan-memory.ts';
import { madeContents, readInputs, readPublic, type BuildInputs, type SitePlan } from '../../build/render/site-plan.ts';
import { steps } from '../../build/pipeline.ts';
import { LivePages } from './live-pages.ts';
import type { Bundle } from '../../build/render/bundle.ts';
import type { SiteContent } from '../../kinds/content.ts';
import type { SeoAssets } from '../../build/render/head.ts';
import type { SeoBuild } from '../../build/seo/seo-assets.ts';
import { seoDashboardPage } from '../../build/seo/dashboard.ts';
import { ContentError, type Problem } from '../../build/content/problems.ts';
import { ReadLog } from '../../build/render/read-log.ts';
import { candidateFiles } from '../../build/output/url-files.ts';
import type { SitePictures } from '../../build/images/pictures.ts';
import { ImageCache } from '../../build/images/cache.ts';
import { isPictureFile, PictureReader } from '../../build/images/source-files.ts';
import { diskProblemOf } from '../../build/content/disk-links.ts';

export interface LiveSiteOptions {
  /** The content folder. */
  contentDir: string;
  /** Static files copied as they are (default `public`). */
  publicDir?: string;
  /** The site's date as YYYY-MM-DD, for the date checks and scheduled articles; default `BUILD_DATE` or today. */
  today?: string;
  /** The client bundle, when the caller makes it; else the site bundles the browser code itself. */
  bundle?: Bundle;
}

/** What changed on disk since the last update. */
export interface Changes {
  /** Content files, relative to the content folder, that were added, changed or deleted. */
  content?: string[];
  /** Something in `public/`. */
  public?: boolean;
  /** The client bundle, made again after a stylesheet or the browser code changed. */
  bundle?: Bundle;
  /** A template: it is read again with the next plan. */
  templates?: boolean;
}

/** A response of the site: the file that answers a URL path, its status and contents. */
export interface Served {
  file: string;
  status: number;
  body: string | Uint8Array;
  /** For a page: milliseconds it took to render now, or undefined when its last render still held. */
  renderMs?: number;
}

export interface UpdateReport {
  /** The content's problems; empty when it is valid. With problems the site stays as it was. */
  problems: Problem[];
  /** The URL paths, of those asked about, whose response changed. */
  changed: string[];
  /** Pages rendered during the update: the open pages that read a value that changed. */
  rendered: number;
  /** Pages the site has, in all. */
  pages: number;
  /** Milliseconds the update took. */
  ms: number;
  /** Milliseconds of each step, for measurements. */
  steps: Record<string, number>;
}

const defaultPublicDir = path.resolve(import.meta.dirname, '../../public');

/**
 * The site kept in memory and brought up to date file by file, for the dev server.
 *
 * A changed content file is parsed and checked again on its own (the other files keep their
 * checks); then the site is planned again from the content (routes, menus, lists), which is cheap
 * next to rendering. Pages render when first asked for, recording every value they read; a page
 * asked for again is rendered again only when one of those values changed. So saving an
 * article's body renders its two pages again, and changing a service's name every page, each
 * when it is next shown. `update` renders at once the pages it is told are open in a browser,
 * and reports which of them changed.
 *
 * While the content has problems, the last good site keeps being served.
 */
export class LiveSite {
  private readonly contentDir: string;
  private readonly publicDir: string;
  private readonly label: string;
  private readonly entries = new Map<string, { entry?: RawEntry; problems: Problem[] }>();
  /** The content files in order, until one is added or deleted. */
  private sorted?: string[];
  private readonly cache = new EntryCache();
  /** The pages kinds keep from one plan to the next. */
  private readonly memory = planMemory();
  private readonly pages = new LivePages();
  /** The SEO parts of the last content they were made for: what the head refers to, and the files. */
  private seoHead?: { log: ReadLog; head: SeoAssets; made: SeoBuild; content: SiteContent };
  private seoFiles?: Promise<Map<string, string | Uint8Array>>;
  private current?: { content: SiteContent; plan: SitePlan; number: number; pictures: SitePictures };
  /** Pictures are read again only when changed, and made only when a page asks for them. */
  private readonly pictureReader = new PictureReader();
  private readonly imageCache = new ImageCache();
  private pictureHead?: { base: SeoAssets; shares: SitePictures['shareImages']; head: SeoAssets };
  private steps: Record<string, number> = {};
  /** The content's problems; empty when the last update built. */
  problems: Problem[] = [];

  private constructor(
    private readonly options: LiveSiteOptions,
    private inputs: BuildInputs,
  ) {
    this.contentDir = path.resolve(options.contentDir);
    this.publicDir = path.resolve(options.publicDir ?? defaultPublicDir);
    this.label = path.relative(process.cwd(), this.contentDir) || '.';
  }

  /** Loads the whole site. Content problems do not throw: they are in `problems`. */
  static async open(options: LiveSiteOptions): Promise<LiveSite> {
    const contentDir = path.resolve(options.contentDir);
    const [inputs, loaded] = await Promise.all([
      readInputs({ contentDir, publicDir: options.publicDir ?? defaultPublicDir }, options.bundle),
      steps.readContent(contentDir),
    ]);
    const site = new LiveSite(options, inputs);
    for (const entry of loaded.entries) site.entries.set(site.relative(entry.file), { entry, problems: [] });
    for (const problem of loaded.problems) {
      const relative = site.relative(problem.file);
      site.entries.set(relative, { problems: [...(site.entries.get(relative)?.problems ?? []), problem] });
    }
    await site.rebuild();
    return site;
  }

  /** The number of pages of the site, not-found pages included. */
  get pageCount(): number {
    return this.current?.plan.routes.length ?? 0;
  }

  private relative(file: string): string {
    return file.startsWith(`${this.label}/`) ? file.slice(this.label.length + 1) : file;
  }

  /**
   * Applies changes on disk. `open` are the URL paths that browser tabs show: their pages are
   * rendered again at once when they changed, and reported in `changed`.
   */
  async update(changes: Changes, open: readonly string[] = []): Promise<UpdateReport> {
    const started = performance.now();
    this.steps = {};
    const renderedBefore = this.pages.rendered;
    const before = new Map(open.map((p) => [p, this.serveNow(p)]));
    await Promise.all((changes.content ?? []).map((relative) => this.reread(relative)));
    if (changes.public) this.inputs = { ...this.inputs, publicFiles: await readPublic(this.publicDir) };
    if (changes.bundle) this.inputs = { ...this.inputs, bundle: changes.bundle };
    this.step('read', started);
    await this.rebuild();
    const rendering = performance.now();
    const changed = open.filter((p) => !sameResponse(before.get(p), this.serveNow(p)));
    this.step('render', rendering);
    return {
      problems: this.problems,
      changed,
      rendered: this.pages.rendered - renderedBefore,
      pages: this.pageCount,
      ms: performance.now() - started,
      steps: this.steps,
    };
  }

  private step(name: string, since: number): number {
    const now = performance.now();
    this.steps[name] = now - since;
    return now;
  }

  private async reread(relative: string): Promise<void> {
    // A link the editor just made is refused as a build refuses it, not read through.
    const linked = await diskProblemOf(this.contentDir, this.label, relative);
    if (linked) {
      if (!this.entries.has(relative)) this.sorted = undefined;
      this.entries.set(relative, { problems: [linked] });
      return;
    }
    // A picture is not content of its own: the next plan reads the pictures the content names.
    if (isPictureFile(relative)) {
      if (this.entries.delete(relative)) this.sorted = undefined;
      return;
    }
    const source = await readFile(path.join(this.contentDir, relative), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
        throw error;
      },
    );
    if (source === undefined) {
      if (this.entries.delete(relative)) this.sorted = undefined;
      return;
    }
    const { entry, problems } = steps.readEntry(`${this.label}/${relative}`, relative, source);
    if (!this.entries.has(relative)) this.sorted = undefined;
    this.entries.set(relative, { entry, problems });
  }

  /** Validates and plans the site again; on a problem keeps the last good site. */
  private async rebuild(): Promise<void> {
    let time = performance.now();
    // In the order loadEntries reads them, as a build does.
    this.sorted ??= [...this.entries.keys()].sort();
    const entries: RawEntry[] = [];
    const loadProblems: Problem[] = [];
    for (const file of this.sorted) {
      const { entry, problems } = this.entries.get(file)!;
      if (entry) entries.push(entry);
      for (const problem of problems) loadProblems.push(problem);
    }
    const { content: validated, problems } = steps.checkEntries(entries, loadProblems, this.label, {
      cache: this.cache,
      today: this.options.today ?? buildDate(),
      // The site as an editor works on it: drafts shown, marked as drafts on their pages.
      showDrafts: true,
    });
    time = this.step('validate', time);
    if (!validated) {
      this.problems = problems;
      return;
    }
    const pictures = await steps.preparePictures(validated, {
      contentDir: this.contentDir,
      contentLabel: this.label,
      cache: this.imageCache,
      reader: this.pictureReader,
    });
    time = this.step('pictures', time);
    if (pictures.problems.length) {
      this.problems = pictures.problems;
      return;
    }
    const { content } = pictures;
    let plan: SitePlan;
    try {
      const seo = this.withPictureShares(await this.seoFor(content), pictures);
      time = this.step('seo', time);
      plan = steps.planSite(content, this.inputs, seo, { memory: this.memory });
      this.step('plan', time);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      this.problems = error.problems;
      return;
    }
    if (plan.problems.length) {
      this.problems = plan.problems;
      return;
    }
    // Pages that are no longer in the site are forgotten.
    this.pages.keepOnly(plan);
    this.current = { content, plan, number: (this.current?.number ?? 0) + 1, pictures };
    this.seoFiles = undefined;
    this.problems = [];
  }

  /**
   * What the head refers to for search engines. Making it lays out the share images, which is
   * slow, so it is made again only when a value it read from the content changed.
   */
  private async seoFor(content: SiteContent): Promise<SeoAssets> {
    const inputs = { content, publicFiles: this.inputs.publicFiles };
    if (this.seoHead?.log.sameFor({ inputs })) return this.seoHead.head;
    const log = new ReadLog();
    const tracked = log.track('inputs', inputs);
    const made = await steps.prepareSeo(tracked.content, tracked.publicFiles, this.label);
    // The feeds made later from it read more (an article's body) than the head depends on.
    log.stop();
    // Pages compare its maps by identity: keep the old one when nothing in it changed.
    const kept = this.seoHead && sameValue(this.seoHead.head, made.head) ? this.seoHead.head : made.head;
    this.seoHead = { log, head: kept, made, content };
    return kept;
  }

  /**
   * The head with the share images of pages that have their own picture; the same object while they
   * stay the same, as pages compare it by identity.
   */
  private withPictureShares(base: SeoAssets, pictures: SitePictures): SeoAssets {
    const known = this.pictureHead;
    if (known && known.base === base && sameValue(known.shares, pictures.shareImages)) return known.head;
    const head = pictures.seoWith(base);
    this.pictureHead = { base, shares: pictures.shareImages, head };
    return head;
  }

  /**
   * The feeds and share images of the current site, made when first asked for: from the SEO parts
   * the head was made with when they were made for this content (the share images are laid out
   * once per change), else anew, since a feed reads what the head does not (an article's body).
   */
  private laterFiles(): Promise<Map<string, string | Uint8Array>> {
    const { content } = this.current!;
    const made =
      this.seoHead?.content === content
        ? Promise.resolve(this.seoHead.made)
        : steps.prepareSeo(content, this.inputs.publicFiles, this.label);
    this.seoFiles ??= made.then((seo) => seo.files());
    return this.seoFiles;
  }

  /** The SEO monitor's page for the current site, from every page as it renders now. */
  private seoDashboard(): Promise<string> {
    const { plan, number, content } = this.current!;
    const pages = function* (this: LiveSite) {
      for (const [file, planned] of plan.files)
        if (planned.route) yield { file, html: this.pages.page(file, planned.route, plan, number).html };
    }.call(this);
    return seoDashboardPage(pages, content.site);
  }

  /** The contents of a file of the site; a page is rendered when its last render is out of date. */
  private fileNow(file: string): { body: string | Uint8Array; renderMs?: number } | undefined {
    if (!this.current) return undefined;
    const { plan, number } = this.current;
    const planned = plan.files.get(file);
    if (!planned) return undefined;
    if (planned.route) {
      const { html, renderMs } = this.pages.page(file, planned.route, plan, number);
      return { body: html, renderMs };
    }
    if (planned.later) return undefined;
    const made = madeContents(planned);
    // Made once per plan: the next request takes it as it is.
    if (made !== planned.contents) plan.files.set(file, { ...planned, contents: made });
    return { body: made };
  }

  private serveNow(urlPath: string): Served | undefined {
    for (const candidate of candidateFiles(urlPath)) {
      const found = this.fileNow(candidate.file);
      if (found) return { ...candidate, ...found };
    }
    return undefined;
  }

  /** The response to a URL path, as a static host would give it; undefined when nothing answers. */
  async serve(urlPath: string): Promise<Served | undefined> {
    const found = this.serveNow(urlPath);
    if (found?.status === 200 || !this.current) return found;
    const file = candidateFiles(urlPath)[0]!;
    if (file.file === seoDashboardFile || `${file.file}/index.html` === seoDashboardFile)
      return { file: seoDashboardFile, status: 200, body: await this.seoDashboard() };
    // Pictures are made when first asked for, and read from the cache after that.
    const picture = this.current.pictures.file(file.file);
    if (picture) return { ...file, body: await picture };
    // Feeds and share images are made only when one is asked for.
    if (!/\.(xml|png|jpg|webp|svg)$/.test(file.file)) return found;
    const later = await this.laterFiles();
    return later.has(file.file) ? { ...file, body: later.get(file.file)! } : found;
  }
}

/** Where the dev server shows the SEO monitor, as `npm run build -- --seo-monitor` writes it. */
export const seoDashboardFile = 'seo-monitor/index.html';

/** Deep equality of plain data, maps included. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Map || b instanceof Map) {
    if (!(a instanceof Map && b instanceof Map) || a.size !== b.size) return false;
    for (const [key, value] of a) if (!b.has(key) || !sameValue(value, b.get(key))) return false;
    return true;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

function sameResponse(a: Served | undefined, b: Served | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.file !== b.file || a.status !== b.status) return false;
  if (typeof a.body === 'string' || typeof b.body === 'string') return a.body === b.body;
  return Buffer.from(a.body).equals(Buffer.from(b.body));
}
