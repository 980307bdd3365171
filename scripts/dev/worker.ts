/**
 * The site worker of the dev server: holds the site in memory (LiveSite), applies changes and
 * answers requests. It imports the generator and the React components, so a change to that code
 * is picked up by starting a fresh worker. Started by SiteWorker (site-worker.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LiveSite } from './live-site.ts';
import type { Ready, Reply, Request, WorkerOptions } from './protocol.ts';

const port = parentPort!;
const { options } = workerData as { options: WorkerOptions };
// Filled by the bootstrap in site-worker.ts with every module this worker imported.
const imported = (globalThis as { __devModules?: string[] }).__devModules ?? [];
const started = performance.now();

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

try {
  const site = await LiveSite.open(options);
  const ready: Ready = {
    type: 'ready',
    problems: site.problems,
    pages: site.pageCount,
    ms: performance.now() - started,
    modules: [...imported],
  };
  port.postMessage(ready);
  // Updates run one after the other; pages are served in between from the last good site.
  let queue = Promise.resolve();
  port.on('message', (request: Request) => {
    const run = async (): Promise<Reply> => {
      try {
        const value =
          request.type === 'update' ? await site.update(request.changes, request.open) : await site.serve(request.path);
        return { id: request.id, ok: true, value };
      } catch (error) {
        return { id: request.id, ok: false, error: errorText(error) };
      }
    };
    if (request.type === 'update') queue = queue.then(async () => port.postMessage(await run()));
    else void run().then((reply) => port.postMessage(reply));
  });
} catch (error) {
  const failed: Ready = { type: 'failed', error: errorText(error) };
  port.postMessage(failed);
}
