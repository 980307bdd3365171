import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { candidateFiles, withoutTrailingSlash, type NotFoundLookup } from '../build/url-files.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from '../build/headers.ts';
import { refuseMethod, requestUrl } from './http-rules.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.json': 'application/json',
  '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json',
};

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/**
 * Resolves a URL path the way static hosts do: the file itself, `route.html` or `route/index.html`; for
 * anything else the nearest `404.html` up the path, served with status 404.
 */
export async function resolvePath(root: string, urlPath: string, notFound: NotFoundLookup = 'nearest'): Promise<{ file: string; status: number }> {
  for (const candidate of candidateFiles(urlPath, notFound)) {
    const file = path.join(root, candidate.file);
    if (await isFile(file)) return { file, status: candidate.status };
  }
  return { file: '', status: 404 };
}

const compressible = /^(text\/|application\/(xml|json|manifest)|image\/svg)/;

/** The content type a static host sends for a file. */
export const contentType = (file: string) => types[path.extname(file)] ?? 'application/octet-stream';

/** The rules of the site's `_headers` file, read again when it changes (a new build). */
function headerRulesOf(root: string): () => Promise<HeaderRule[]> {
  let cached: { mtime: number; rules: HeaderRule[] } | undefined;
  return async () => {
    const file = path.join(root, '_headers');
    const info = await stat(file).catch(() => null);
    if (!info) return [];
    if (cached?.mtime !== info.mtimeMs) cached = { mtime: info.mtimeMs, rules: parseHeadersFile(await readFile(file, 'utf8')) };
    return cached.rules;
  };
}

/**
 * A small static server for a built site, as Netlify or Cloudflare Pages serve it: the headers
 * of its `_headers` file, the nearest not-found page with 404 (or, with `notFound: 'root'`, only
 * the root `404.html`, as plain hosts do), GET and HEAD only.
 */
export function createStaticServer(rootDir: string, options: { inject?: (html: string) => string; notFound?: NotFoundLookup } = {}): Server {
  const root = path.resolve(rootDir);
  const headerRules = headerRulesOf(root);
  return createServer(async (req, res) => {
    try {
      if (refuseMethod(req, res)) return;
      const url = requestUrl(req);
      // Links carry no trailing slash; send visitors who typed one to the canonical address.
      const canonical = withoutTrailingSlash(url.pathname, url.search);
      if (canonical) {
        res.writeHead(301, { location: canonical });
        res.end();
        return;
      }
      const { file, status } = await resolvePath(root, url.pathname, options.notFound);
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return;
      }
      let body: Buffer | string = await readFile(file);
      const type = contentType(file);
      if (options.inject && type.startsWith('text/html')) body = options.inject(body.toString('utf8'));
      const headers: Record<string, string> = {
        'content-type': type,
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...headersFor(await headerRules(), url.pathname),
      };
      // Compress text as every static host does, so what the preview measures is what visitors get.
      if (compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(String(error));
    }
  });
}
