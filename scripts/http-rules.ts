/**
 * The request handling that both servers, the preview (static-server.ts) and the dev server
 * (dev/server.ts), share with the static hosts they stand in for: GET and HEAD only, no trailing
 * slash, a content type by file name, no body for HEAD, and a failure answered with 500.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { withoutTrailingSlash } from '../build/output/url-files.ts';

/**
 * A server whose requests `handle` answers; a request it fails on is answered with 500 and the
 * error.
 */
export function siteServer(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Server {
  return createServer(async (req, res) => {
    try {
      await handle(req, res);
    } catch (error) {
      sendText(res, 500, String(error));
    }
  });
}

/** Answers with a short message in plain text. */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** Answers with `body`, which a HEAD request does not get. */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Uint8Array,
): void {
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Refuses methods other than GET and HEAD (a static site has nothing to post to) with 405 and the
 * methods it allows; true when it did.
 */
export function refuseMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  sendText(res, 405, 'Method not allowed: this site only serves pages (GET and HEAD).\n', { allow: 'GET, HEAD' });
  return true;
}

/**
 * Links carry no trailing slash: sends a visitor who typed one to the canonical address with 301;
 * true when it did.
 */
export function redirectTrailingSlash(url: URL, res: ServerResponse): boolean {
  const canonical = withoutTrailingSlash(url.pathname, url.search);
  if (!canonical) return false;
  res.writeHead(301, { location: canonical });
  res.end();
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

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The content type a static host sends for a file. */
export const contentType = (file: string) => types[path.extname(file)] ?? 'application/octet-stream';
