import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { Changes, Served, UpdateReport } from './live-site.ts';
import type { Ready, Reply, Request, WorkerOptions } from './protocol.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// The worker runs TypeScript through tsx, with the project's compiler settings (JSX runtime),
// and notes every module it imports so the server knows which code changes need a fresh worker.
const bootstrap = (entry: string) => `
globalThis.__devModules = [];
import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => {
  tsx.register({
    tsconfig: ${JSON.stringify(`${repoRoot}tsconfig.json`)},
    onImport: (url) => globalThis.__devModules.push(url),
  });
  return import(${JSON.stringify(entry)});
});
`;

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** A site worker (worker.ts) seen from the dev server: start it, ask it things, stop it. */
export class SiteWorker {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private exited = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Reply) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(new Error(message.error));
    });
    worker.on('exit', () => {
      this.exited = true;
      for (const waiting of this.pending.values()) waiting.reject(new Error('the site worker stopped'));
      this.pending.clear();
    });
  }

  /** Starts a worker and waits until it has loaded the site, or failed to. */
  static start(options: WorkerOptions): Promise<{ worker: SiteWorker; ready: Ready }> {
    // React's production build: the pages are the same, and building its debugging aids for
    // thousands of elements would cost more than an update may take.
    const worker = new Worker(bootstrap(new URL('./worker.ts', import.meta.url).href), {
      eval: true,
      workerData: { options },
      env: { ...process.env, NODE_ENV: 'production' },
    });
    return new Promise((resolve) => {
      const onError = (error: Error) =>
        resolve({ worker: site, ready: { type: 'failed', error: error.stack ?? error.message } });
      const site = new SiteWorker(worker);
      worker.once('error', onError);
      worker.once('message', (ready: Ready) => {
        worker.off('error', onError);
        resolve({ worker: site, ready });
      });
    });
  }

  private request<T>(request: WithoutId<Request>): Promise<T> {
    if (this.exited) return Promise.reject(new Error('the site worker stopped'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Whether the worker still runs; it stops when its code throws outside a request. */
  get alive(): boolean {
    return !this.exited;
  }

  update(changes: Changes, open: string[]): Promise<UpdateReport> {
    return this.request({ type: 'update', changes, open });
  }

  serve(path: string): Promise<Served | undefined> {
    return this.request({ type: 'serve', path });
  }

  async stop(): Promise<void> {
    if (!this.exited) await this.worker.terminate();
  }
}
