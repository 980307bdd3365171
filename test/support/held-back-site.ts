import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../scripts/static-server.ts';

/**
 * Serves a built site as a plain static host does, but holds back every request for the page's
 * script (`/assets/main-*.js`) until `release()` is called: a slow connection on which the page
 * is on screen, and its dialogs open, long before its code has arrived. The script is held by the
 * server itself, so the browser sees an ordinary slow response, not an intercepted one.
 */
export async function serveWithScriptHeldBack(dir: string): Promise<{
  origin: string;
  /** Lets the held requests, and every later one, through. */
  release: () => void;
  /** How many requests for the script the server holds now. */
  readonly held: number;
  close: () => Promise<void>;
}> {
  const site = createStaticServer(dir, { notFound: 'root' });
  let released = false;
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    const pass = () => void site.emit('request', req, res);
    if (released || !/^\/assets\/main-[^/]*\.js$/.test(new URL(req.url ?? '/', 'http://x').pathname)) return pass();
    waiting.push(pass);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: () => {
      released = true;
      waiting.splice(0).forEach((pass) => pass());
    },
    get held() {
      return waiting.length;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
