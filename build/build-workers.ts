import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { FileCheck } from './check-files.ts';
import type { SiteIdentity } from './validate.ts';
import type { SiteContent } from '../content-model/content.ts';
import type { Assets } from './head.ts';
import type { OutputRecord } from './build-cache.ts';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/** What the build asks of a worker, and what it answers. */
export type WorkerRequest =
  | {
      type: 'check';
      label: string;
      contentDir: string;
      identity: SiteIdentity;
      /** The files to read and check. */
      files: string[];
      /** With a build cache, where the HTML of the checks goes. */
      cacheDir?: string;
    }
  | {
      type: 'prepare';
      content: SiteContent;
      assets: Assets;
      dates: Map<string, string>;
      cacheDir?: string;
      /** Articles whose HTML the worker reads from the build cache, and where it lies there. */
      htmlRefs: Map<string, string>;
    }
  | { type: 'render'; pages: { file: string; key?: string }[]; html: Map<string, string>; folder?: string };

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

export interface Rendered {
  /** Pages written into the staging folder, with what made them; or, without a folder, their HTML. */
  written: { file: string; record?: OutputRecord; html?: string; policy?: string }[];
}

// The worker runs TypeScript through tsx with the project's compiler settings, as the build does.
const bootstrap = (entry: string) => `
import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => {
  tsx.register({ tsconfig: ${JSON.stringify(`${repoRoot}tsconfig.json`)} });
  return import(${JSON.stringify(entry)});
});
`;

/**
 * Heap limits for a thread of the build that holds `contentFiles` content files: the old
 * generation a little above what the build holds (about 40 KB a file plus a base).
 */
export const buildHeapLimits = (contentFiles: number) => ({
  maxOldGenerationSizeMb: Math.round(224 + contentFiles * 0.06),
});

/** Heap limits for a helper thread: it holds the content without the articles' HTML, and no cache. */
const helperHeapLimits = (contentFiles: number) => ({
  maxOldGenerationSizeMb: Math.round(96 + contentFiles * 0.03),
});

/**
 * A thread that checks content files and renders pages for the build (build-worker.ts), so a
 * build uses every core. It runs the compiled worker when the command line build gives one
 * (SITE_BUILD_WORKER, see compiledGenerator), else the source through tsx.
 */
export class BuildWorker {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private failure?: Error;
  private readonly worker: Worker;

  constructor(contentFiles: number) {
    const compiled = process.env.SITE_BUILD_WORKER;
    const resourceLimits = helperHeapLimits(contentFiles);
    this.worker = compiled
      ? new Worker(new URL(compiled), { resourceLimits })
      : new Worker(bootstrap(new URL('./build-worker.ts', import.meta.url).href), { eval: true, resourceLimits });
    this.worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new Error(reply.error));
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`a build worker stopped (exit code ${code})`)));
  }

  private request<T>(request: WorkerRequest): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /**
   * Each file's check, and a hash of the text it checked. With a build cache, each check comes as
   * the JSON the cache keeps of it (see BuildCache.storeCheck), made on the worker's thread, and
   * the HTML the worker put into the cache beside it.
   */
  check(
    request: Omit<Extract<WorkerRequest, { type: 'check' }>, 'type'>,
  ): Promise<({ check: FileCheck; hash: string } | { json: string; hash: string; html?: string })[]> {
    return this.request({ type: 'check', ...request });
  }

  prepare(request: Omit<Extract<WorkerRequest, { type: 'prepare' }>, 'type'>): Promise<number> {
    return this.request({ type: 'prepare', ...request });
  }

  render(request: Omit<Extract<WorkerRequest, { type: 'render' }>, 'type'>): Promise<Rendered> {
    return this.request({ type: 'render', ...request });
  }

  async stop(): Promise<void> {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}
