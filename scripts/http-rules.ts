import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What both servers (preview and dev) refuse before looking at a path: methods other than GET and
 * HEAD (a static site has nothing to post to), with 405 and the methods it allows.
 */
export function refuseMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
  res.end('Method not allowed: this site only serves pages (GET and HEAD).\n');
  return true;
}

/** The address a server is reached at, for messages (`http://127.0.0.1:4173`). */
export const serverUrl = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * The URL a request asks for. The request target is read as a path even when it starts with
 * `//` (`new URL('//evil.example/', base)` would read a host from it).
 */
export function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '/';
  return target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target, 'http://localhost');
}
