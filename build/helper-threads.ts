import type { BuildCache } from './build-cache.ts';
import { BuildWorker } from './build-workers.ts';
import { checkHere, keepCheck, type ContentFile, type FileChecker } from './check-content.ts';
import { shareWork } from './shared-work.ts';
import type { SiteIdentity } from './validate.ts';

/** Below this many files to check or pages to render, starting another thread costs more than it saves. */
const sharedFrom = 300;

/** The threads a build shares its work with, started when first needed. */
export class Helpers {
  private started?: BuildWorker[];
  /** The number of content files, which sizes the threads' heaps. */
  contentFiles = 0;
  constructor(private readonly count: number) {}

  /** The threads, when there are `work` items to share; none when that is too little. */
  for(work: number): BuildWorker[] {
    if (work < sharedFrom || this.count === 0) return [];
    return (this.started ??= Array.from({ length: this.count }, () => new BuildWorker(this.contentFiles)));
  }

  async stop(): Promise<void> {
    await Promise.all((this.started ?? []).map((worker) => worker.stop()));
  }
}

/** Checks content files on this thread and on the helpers, when there are many. */
export function checkShared(
  label: string,
  contentDir: string,
  cache: BuildCache | undefined,
  helpers: Helpers,
): FileChecker {
  const here = checkHere(label, contentDir, cache);
  return async (files: ContentFile[], identity: SiteIdentity) =>
    shareWork(
      files,
      32,
      (chunk) => here(chunk, identity),
      helpers.for(files.length).map((worker) => async (chunk: ContentFile[]) => {
        // The helper reads each file and hashes its text; with a cache, it puts the HTML there.
        const checks = await worker.check({
          label,
          contentDir,
          identity,
          files: chunk.map((f) => f.relative),
          cacheDir: cache?.dir,
        });
        return checks.map((made, i) =>
          'json' in made
            ? keepCheck(cache, contentDir, chunk[i]!, made.hash, identity, JSON.parse(made.json), made)
            : keepCheck(cache, contentDir, chunk[i]!, made.hash, identity, made.check),
        );
      }),
    );
}
