import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bytesHash } from '../code-version.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Where the code versions of the cache (see cacheVersions in speed-ups.ts) are kept, with a hash
 * of each file they were worked out from.
 */
export const keptVersionsFile = path.join(root, '.cache/generator/versions.json');

/** The code versions a cache folder's entries were saved with (see BuildCache.save). */
export const savedVersionsFile = (cacheDir: string) => path.join(cacheDir, 'versions.json');

/** What keptVersionsFile holds. */
export interface KeptVersions {
  node: string;
  /** Each file the versions were worked out from (a path inside the project), with a hash of its bytes. */
  files: Record<string, string>;
  versions: Record<string, string>;
}

const readJson = (file: string) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
};

/** A hash of a file of the project (see bytesHash). */
function fileHash(file: string): string {
  try {
    return bytesHash(readFileSync(path.join(root, file)));
  } catch {
    return bytesHash(undefined);
  }
}

/**
 * The code versions kept by an earlier build, when Node and every file they were worked out from
 * are as they were then: hashing a couple of hundred files is faster than following their imports.
 */
export function keptVersions(): Record<string, string> | undefined {
  const kept = readJson(keptVersionsFile) as KeptVersions | undefined;
  if (kept?.node !== process.version) return undefined;
  for (const [file, hash] of Object.entries(kept.files)) if (fileHash(file) !== hash) return undefined;
  return kept.versions;
}

/**
 * Whether the cache in `cacheDir` holds checks made by the current code, for pages made by that
 * code too: a build then checks and renders only what changed since.
 */
export function cacheIsCurrent(cacheDir: string): boolean {
  const kept = keptVersions();
  const saved = readJson(savedVersionsFile(cacheDir)) as Record<string, string> | undefined;
  return !!kept && !!saved && kept.checks === saved.checks && kept.pages === saved.pages;
}
