import { eventsPath, type DevEvent } from './protocol.ts';

/** What a page open at one path hears from the dev server, for tests and measurements. */
export interface DevListener {
  /** Every event heard so far. */
  events: DevEvent[];
  /** The first event from now on that matches, or a rejection after `timeout` ms. */
  next(match: (event: DevEvent) => boolean, timeout?: number): Promise<DevEvent>;
  close(): void;
}

/** Listens to the dev server at `origin` as the page script of a page at `urlPath` does. */
export async function listenToDevServer(origin: string, urlPath: string): Promise<DevListener> {
  const controller = new AbortController();
  const res = await fetch(`${origin}${eventsPath}?path=${encodeURIComponent(urlPath)}`, { signal: controller.signal });
  const events: DevEvent[] = [];
  const waiters = new Set<{ match: (event: DevEvent) => boolean; resolve: (event: DevEvent) => void }>();
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const opened = new Promise<void>((resolve) => {
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            // The stream opens with a `retry:` line: from then on the server sends to this listener.
            if (block.startsWith('retry:')) resolve();
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const event = JSON.parse(data.slice(6)) as DevEvent;
            events.push(event);
            for (const waiter of waiters) {
              if (!waiter.match(event)) continue;
              waiters.delete(waiter);
              waiter.resolve(event);
            }
          }
        }
      } catch {
        // The listener was closed.
      } finally {
        resolve();
      }
    })();
  });
  await opened;
  return {
    events,
    next(match, timeout = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching event within ${timeout} ms; heard ${JSON.stringify(events)}`));
        }, timeout);
        const waiter = {
          match,
          resolve: (event: DevEvent) => {
            clearTimeout(timer);
            resolve(event);
          },
        };
        waiters.add(waiter);
      });
    },
    close: () => controller.abort(),
  };
}
