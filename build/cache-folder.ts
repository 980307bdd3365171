import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Where a build keeps what the next build can reuse (see BuildCache), unless told otherwise. */
export const defaultCacheDir = path.join(root, '.cache/build');

/**
 * Where the code versions of the cache (see cacheVersions in build-site.ts) are kept for the
 * generator whose sources hash to `sources` (see build/cli.mjs).
 */
export const keptVersionsFile = (sources: string) =>
  path.join(root, '.cache/generator', `versions-${sources.slice(0, 16)}.json`);

/** The code versions a cache folder's entries were saved with (see BuildCache.save). */
export const savedVersionsFile = (cacheDir: string) => path.join(cacheDir, 'versions.json');

/**
 * Whether the cache in `cacheDir` holds checks made by the code whose sources hash to `sources`,
 * for pages made by that code too: a build then checks and renders only what changed since.
 */
export function cacheIsCurrent(cacheDir: string, sources: string | undefined): boolean {
  if (!sources) return false;
  const read = (file: string) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
  const kept = read(keptVersionsFile(sources));
  const saved = read(savedVersionsFile(cacheDir));
  return !!kept && !!saved && kept.checks === saved.checks && kept.pages === saved.pages;
}
