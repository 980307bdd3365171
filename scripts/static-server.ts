import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { candidateFiles, type NotFoundLookup } from '../build/url-files.ts';

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

/** A small static server for a built site, as a plain host would serve it. */
export function createStaticServer(rootDir: string, options: { inject?: (html: string) => string; notFound?: NotFoundLookup } = {}): Server {
  const root = path.resolve(rootDir);
  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // Links carry no trailing slash; send visitors who typed one to the canonical address.
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        res.writeHead(301, { location: url.pathname.replace(/\/+$/, '') + url.search });
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
        'cache-control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
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
