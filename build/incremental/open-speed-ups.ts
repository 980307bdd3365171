import path from 'node:path';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { SiteContent } from '../../kinds/content.ts';
import { bundleCode } from '../render/bundle-cache.ts';
import { codeVersion as codeVersionOf, type CodeParts } from '../code-version.ts';
import { fileEntries } from '../content/content-entries.ts';
import { hashText } from '../fingerprint.ts';
import { picturedKey } from '../images/named-pictures.ts';
import type { BuildOptions } from '../pipeline.ts';
import { publicDir, today, where } from '../options.ts';
import type { BuildInputs } from '../render/site-plan.ts';
import { heldKey } from '../content/publication.ts';
import type { OutputKeys, SpeedUps } from '../speed-ups.ts';
import { BuildCache, type CacheVersions, type OutputRecord } from './build-cache.ts';
import { keptVersions, keptVersionsFile, type KeptVersions } from './cache-folder.ts';
import { findFiles } from './find-files.ts';
import { forgetLastBuild, readLastBuild, saveLastBuild } from './last-build.ts';
import { PageKeys } from './page-keys.ts';
import { quickRebuild } from './quick-rebuild.ts';
import { InPlaceSite } from './in-place.ts';
import { lastBuildOf } from './record-build.ts';

/**
 * The speed-ups of a build with a cache folder (see SpeedUps): kept checks, pages taken over
 * from the current site by their keys, and the quick rebuild of changed articles from the record
 * of the last build.
 */
export async function openSpeedUps(outDir: string, options: BuildOptions, cacheDir: string): Promise<SpeedUps> {
  // The content is listed, with how each file is on disk, on Node's threads while the cache is read.
  const listing = findFiles(options.contentDir);
  const cache = await BuildCache.open(cacheDir, await cacheVersions());
  const previous = await cache.outputs(outDir);
  const found = () => listing;
  let pageKeys: { keys: PageKeys; fileKeys: Map<string, string> } | undefined;
  return {
    previous,
    bundleVersion: cache.versions.bundle,
    checks: cache,
    found,
    async rebuildChangedArticles(reading) {
      if (options.seoMonitor || options.extraFiles || !previous.size) return undefined;
      const site = new InPlaceSite(outDir, previous);
      try {
        const quick = await rebuildArticles(outDir, options, cache, site, listing, previous, reading);
        if (!quick) return undefined;
        await site.publish();
        // Only now that every file is in place: a build cut short before leaves the records of the
        // site before, which then take over no file this one wrote (see InPlaceSite).
        await Promise.all([cache.save({ partial: true }), cache.storeOutputs(outDir, site.records), quick.save()]);
        return quick.result;
      } finally {
        await site.abandon();
      }
    },
    keys(site) {
      const { versions } = cache;
      // What is held back changes pages whose files did not change (lists, related links): part of every key.
      const { held } = site.checked;
      const version = held.length ? hashText(versions.pages, heldKey(held)) : versions.pages;
      const fileKeys = withPictureKeys(site.checked.content, site.content, site.checked.keys);
      const keys = new PageKeys(version, site.plan.setup, fileKeys, site.checked.dataKeys);
      pageKeys = { keys, fileKeys };
      return {
        page: (route) => keys.of(route),
        madeOf: (madeOf) => hashText(versions.pages, madeOf),
        contents: (contents) => hashText(contents),
      } satisfies OutputKeys;
    },
    async keep(staged, site) {
      // A build that writes more than the site leaves no record: the next one plans the site.
      const found = await listing;
      const last =
        pageKeys && found && !site.writesMore
          ? lastBuildOf(site, { cache, found, ...pageKeys, key: inputsKeyParts(options, cache) })
          : undefined;
      // Should the swap of the new site fail, the records name files the output folder does not
      // hold: takeOver then finds them changed on disk, and makes them again.
      await Promise.all([
        cache.save(),
        cache.storeOutputs(outDir, staged.records),
        last ? saveLastBuild(cache, outDir, last.record, last.snapshot) : forgetLastBuild(cache, outDir),
      ]);
    },
  };
}

/** All of a build's inputs key but the public files and dates (see inputsKey). */
const inputsKeyParts = (options: BuildOptions, cache: BuildCache) => ({
  versions: cache.versions,
  today: today(options),
  label: where(options).label,
  contentDir: where(options).contentDir,
  publicDir: publicDir(options),
  sitemapLimit: options.sitemapLimit,
});

/**
 * The site made by rebuilding only the articles that changed since the last build into `outDir`
 * (see quickRebuild), when that is all that changed; else undefined, with nothing written.
 */
async function rebuildArticles(
  outDir: string,
  options: BuildOptions,
  cache: BuildCache,
  site: InPlaceSite,
  listing: ReturnType<typeof findFiles>,
  previous: Map<string, OutputRecord>,
  reading: Promise<BuildInputs>,
) {
  const [kept, found] = await Promise.all([readLastBuild(cache, outDir), listing]);
  if (!kept || !found) return undefined;
  const made = await quickRebuild({
    cache,
    site,
    previous,
    ...kept,
    found,
    inputs: reading,
    ...where(options),
    outDir,
    key: inputsKeyParts(options, cache),
  });
  if (!made) return undefined;
  const { content, last, save, ...counts } = made;
  const { routes, pages, held } = last;
  return { result: { ...counts, routes, pages, way: 'articles' as const, content, held }, save };
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
 * The versions of the code behind each kind of cache entry (see codeVersion), as an earlier build
 * kept them when the files they come from are unchanged (see keptVersions), else worked out anew
 * and kept for the next build.
 */
async function cacheVersions(): Promise<CacheVersions> {
  const kept = keptVersions();
  if (kept) return kept as unknown as CacheVersions;
  const read = new Map<string, string>();
  const codeVersion = (parts: CodeParts) => codeVersionOf(parts, undefined, read);
  // The pages' code is the pipeline's, the share images' drawing included.
  const [checks, pages, bundle] = await Promise.all([
    codeVersion({
      modules: ['build/content/check-files.ts', 'build/content/check-step.ts', 'build/incremental/build-cache.ts'],
    }),
    codeVersion({ modules: ['build/pipeline.ts'], folders: ['templates'] }),
    codeVersion(bundleCode),
  ]);
  const versions = { checks, pages, bundle };
  const record: KeptVersions = { node: process.version, files: Object.fromEntries([...read].sort()), versions };
  // Written beside and renamed into place; a build that cannot keep it works it out again.
  await mkdir(path.dirname(keptVersionsFile), { recursive: true })
    .then(() => writeFile(`${keptVersionsFile}.${process.pid}`, JSON.stringify(record)))
    .then(() => rename(`${keptVersionsFile}.${process.pid}`, keptVersionsFile))
    .catch(() => undefined);
  return versions;
}
