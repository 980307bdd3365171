import path from 'node:path';
import type { Route } from '../kinds/routes.tsx';
import type { SiteContent } from '../kinds/content.ts';
import type { SeoAssets } from './render/head.ts';
import type { StagedSite } from './output/write-site.ts';
import type { BuildInputs, SitePlan } from './render/site-plan.ts';
import type { CheckedContent } from './content/check-step.ts';
import type { BuildCache, OutputRecord } from './incremental/build-cache.ts';
import type { FileState } from './incremental/find-files.ts';
import type { BuildOptions, BuildResult } from './pipeline.ts';

/** Where a build keeps what the next build can reuse (see build/incremental/), unless told otherwise. */
export const defaultCacheDir = path.resolve(import.meta.dirname, '../.cache/build');

/** What the pipeline knows of a site once it is planned: all a speed-up needs to key its pages or remember it. */
export interface PlannedSite {
  /** The content files, in the order every build reads them. */
  listed: string[];
  checked: CheckedContent;
  /** The content once the pictures were put in place (checked.content is from before). */
  content: SiteContent;
  head: SeoAssets;
  inputs: BuildInputs;
  plan: SitePlan;
  /** The pages of the site, the not-found pages aside. */
  pages: number;
  /** Whether the build writes more than the site (the SEO monitor, the editing screen). */
  writesMore: boolean;
}

/** The key of each file a build writes: a file of the current site with the same key is taken over, not made. */
export interface OutputKeys {
  page(route: Route): string;
  /** A file made of what `madeOf` names (see PlannedFile.madeOf). */
  madeOf(madeOf: string): string;
  contents(contents: string | Uint8Array): string;
}

/**
 * What the pipeline (build/pipeline.ts) asks, at its named steps, of the pieces that only make a
 * build faster (build/incremental/). A build with `--no-cache` gets `noSpeedUps`, chosen once in
 * speedUpsFor, and loads none of those modules; the tests hold the two ways to the same bytes.
 */
export interface SpeedUps {
  /** What made each file of the current site: the staging folder starts as that site, linked (see StagedSite). */
  previous?: Map<string, OutputRecord>;
  /** The code version of the browser bundle (see keptBundle). */
  bundleVersion?: string;
  /**
   * Before the steps: when all that changed since the last build is some articles, makes their
   * pages alone, writes them into the current site in place, and says what was built. Else
   * undefined, with nothing written: the steps build the site.
   */
  rebuildChangedArticles(reading: Promise<BuildInputs>): Promise<BuildResult | undefined>;
  /** Find the content: every file of the content folder with how it is on disk, or undefined to list it plainly. */
  found(): Promise<Map<string, FileState> | undefined>;
  /** Check it: the checks earlier builds kept, by the text and identity they were made with. */
  checks?: BuildCache;
  /** Render the pages: the key of each file, or undefined to write them without. */
  keys(site: PlannedSite): OutputKeys | undefined;
  /** Write them: keeps what the next build can reuse, while the new site is swapped in. */
  keep(staged: StagedSite, site: PlannedSite): Promise<void>;
}

/** A build without a cache: every step done in full. */
export const noSpeedUps: SpeedUps = {
  rebuildChangedArticles: async () => undefined,
  found: async () => undefined,
  keys: () => undefined,
  keep: async () => undefined,
};

/** The speed-ups of a build into `outDir`: none without a cache folder, so a `--no-cache` build never loads them. */
export async function speedUpsFor(outDir: string, options: BuildOptions): Promise<SpeedUps> {
  if (!options.cacheDir) return noSpeedUps;
  const { openSpeedUps } = await import('./incremental/open-speed-ups.ts');
  return openSpeedUps(outDir, options, options.cacheDir);
}
