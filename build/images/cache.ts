import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Bump when the way pictures are processed changes (quality, crop, preview), so that files made
 * the old way are neither reused nor named alike.
 */
const pipelineVersion = 1;

/** Where processed pictures are kept between builds, beside the other tools' caches. */
export const defaultCacheDir = path.resolve(import.meta.dirname, '../../node_modules/.cache/paardensprong-images');

let sharpManifest: string | undefined;

/**
 * A hash of sharp's package file: its version, and the exact version of the libvips it comes with
 * for each platform. Read from disk rather than asked of sharp, whose loading is a cost that a
 * build taking every picture from the cache need not pay.
 */
function sharpPackage(): string {
  if (sharpManifest === undefined) {
    let folder = path.dirname(createRequire(import.meta.url).resolve('sharp'));
    while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
    sharpManifest = createHash('sha256')
      .update(readFileSync(path.join(folder, 'package.json')))
      .digest('hex');
  }
  return sharpManifest;
}

/**
 * The key of a thing made from a picture: the hash of the source bytes, every option of the
 * making, the sharp and libvips versions (a new encoder may write other bytes) and the pipeline's
 * version. Output names carry it, so a name changes exactly when its bytes may.
 */
export function cacheKey(sourceHash: string, options: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([pipelineVersion, sharpPackage(), sourceHash, options]))
    .digest('hex');
}

/**
 * Processed pictures and what was measured of them, on disk by key: an unchanged picture is never
 * processed twice, by a build or the dev server. Several makers of one key at once share one run.
 * With `null` for a folder it keeps nothing, for measuring and tests that want everything made afresh.
 */
export class ImageCache {
  /** Things found in the cache, and things made because they were not. */
  readonly stats = { hits: 0, misses: 0 };
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(readonly dir: string | null = defaultCacheDir) {}

  /** The bytes stored under `key`, made by `make` and stored when there are none yet. */
  bytes(key: string, extension: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    return this.once(`${key}.${extension}`, async (file) => {
      const stored = file ? await readFile(file).catch(() => undefined) : undefined;
      if (stored) {
        this.stats.hits++;
        return new Uint8Array(stored);
      }
      this.stats.misses++;
      const made = await make();
      if (file) await store(file, made);
      return made;
    });
  }

  /**
   * The data stored under `key` as JSON, made by `make` and stored when there is none yet and
   * `keep` says it may be (what depends on more than the key, such as a failure, is made again).
   */
  json<T>(key: string, make: () => Promise<T>, keep: (made: T) => boolean = () => true): Promise<T> {
    return this.once(`${key}.json`, async (file) => {
      const stored = file
        ? await readFile(file, 'utf8')
            .then((text) => JSON.parse(text) as T)
            .catch(() => undefined)
        : undefined;
      if (stored !== undefined) {
        this.stats.hits++;
        return stored;
      }
      this.stats.misses++;
      const made = await make();
      if (file && keep(made)) await store(file, JSON.stringify(made));
      return made;
    });
  }

  private once<T>(name: string, run: (file: string | undefined) => Promise<T>): Promise<T> {
    const known = this.running.get(name);
    if (known) return known as Promise<T>;
    // Files are spread over folders by the key's first two characters, as git does.
    const file = this.dir ? path.join(this.dir, name.slice(0, 2), name) : undefined;
    const result = run(file).finally(() => this.running.delete(name));
    this.running.set(name, result);
    return result;
  }
}

/** Writes a cache file whole or not at all: builds and test runs may share the folder. */
async function store(file: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}
