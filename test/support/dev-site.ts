import { cp, mkdtemp, readFile, rm, writeFile, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startDevServer, type DevServer } from '../../scripts/dev/server.ts';
import { listenToDevServer, type DevListener } from '../../scripts/dev/listen.ts';

/** A dev server on a free port over a temporary copy of the real content, and ways to edit it. */
export interface DevSite {
  server: DevServer;
  contentDir: string;
  log: string[];
  /** Fetches a page; `timing` is its Server-Timing header, which says whether it was rendered for this request. */
  get(urlPath: string): Promise<{ status: number; html: string; timing: string }>;
  /** Listens as a page open at `urlPath` does. */
  listen(urlPath: string): Promise<DevListener>;
  read(file: string): Promise<string>;
  /** Writes a content file and waits until the dev server has applied it. */
  write(file: string, text: string): Promise<void>;
  edit(file: string, change: (text: string) => string): Promise<void>;
  remove(file: string): Promise<void>;
  move(from: string, to: string): Promise<void>;
  close(): Promise<void>;
}

export async function startDevSite(options: { content?: string } = {}): Promise<DevSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'dev-site-'));
  const contentDir = path.join(dir, 'content');
  await cp(options.content ?? 'content', contentDir, { recursive: true });
  const log: string[] = [];
  const server = await startDevServer({ contentDir, port: 0, host: '127.0.0.1', log: (line) => log.push(line) });
  const listeners = new Set<DevListener>();
  const file = (name: string) => path.join(contentDir, name);
  /** Once the dev server has seen the files as they are now, and applied them. */
  const applied = async (...names: string[]) => {
    for (const name of names) await server.applied(file(name));
  };

  return {
    server,
    contentDir,
    log,
    async get(urlPath) {
      const res = await fetch(server.url + urlPath, { redirect: 'manual' });
      return { status: res.status, html: await res.text(), timing: res.headers.get('server-timing') ?? '' };
    },
    async listen(urlPath) {
      const listener = await listenToDevServer(server.url, urlPath);
      const close = listener.close;
      listener.close = () => {
        close();
        listeners.delete(listener);
      };
      listeners.add(listener);
      return listener;
    },
    read: (name) => readFile(file(name), 'utf8'),
    async write(name, text) {
      await writeFile(file(name), text);
      await applied(name);
    },
    async edit(name, change) {
      await writeFile(file(name), change(await readFile(file(name), 'utf8')));
      await applied(name);
    },
    async remove(name) {
      await rm(file(name));
      await applied(name);
    },
    async move(from, to) {
      await rename(file(from), file(to));
      await applied(from, to);
    },
    async close() {
      for (const listener of listeners) listener.close();
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
