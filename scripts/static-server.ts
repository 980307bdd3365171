import type { Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { candidateFiles, type NotFoundLookup } from '../build/output/url-files.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from '../build/output/headers.ts';
import {
  contentType,
  redirectTrailingSlash,
  refuseMethod,
  requestUrl,
  sendBody,
  sendText,
  siteServer,
} from './http-rules.ts';

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/**
 * Resolves a URL path the way static hosts do: the file itself, `route.html` or `route/index.html`; for
 * anything else the nearest `404.html` up the path, served with status 404.
 */
async function resolvePath(
  root: string,
  urlPath: string,
  notFound: NotFoundLookup = 'nearest',
): Promise<{ file: string; status: number }> {
  for (const candidate of candidateFiles(urlPath, notFound)) {
    const file = path.join(root, candidate.file);
    if (await isFile(file)) return { file, status: candidate.status };
  }
  return { file: '', status: 404 };
}

const compressible = /^(text\/|application\/(xml|json|manifest)|image\/svg)/;

/** The rules of the site's `_headers` file, read again when it changes (a new build). */
function headerRulesOf(root: string): () => Promise<HeaderRule[]> {
  let cached: { mtime: number; rules: HeaderRule[] } | undefined;
  return async () => {
    const file = path.join(root, '_headers');
    const info = await stat(file).catch(() => null);
    if (!info) return [];
    if (cached?.mtime !== info.mtimeMs)
      cached = { mtime: info.mtimeMs, rules: parseHeadersFile(await readFile(file, 'utf8')) };
    return cached.rules;
  };
}

/**
 * Compresses each file once, as hosts keep compressed copies, and again only when it changed:
 * the browser tests load the same style sheet and scripts hundreds of times.
 */
function gzipOnce(): (file: string, body: Buffer) => Promise<Buffer> {
  const kept = new Map<string, { mtimeMs: number; size: number; gz: Buffer }>();
  return async (file, body) => {
    const { mtimeMs, size } = await stat(file);
    const was = kept.get(file);
    if (was && was.mtimeMs === mtimeMs && was.size === size && size === body.byteLength) return was.gz;
    const gz = gzipSync(body);
    kept.set(file, { mtimeMs, size, gz });
    return gz;
  };
}

/**
 * A small static server for a built site, as Netlify or Cloudflare Pages serve it: the headers
 * of its `_headers` file, the nearest not-found page with 404 (or, with `notFound: 'root'`, only
 * the root `404.html`, as plain hosts do), GET and HEAD only.
 */
export function createStaticServer(
  rootDir: string,
  options: { inject?: (html: string) => string; notFound?: NotFoundLookup } = {},
): Server {
  const root = path.resolve(rootDir);
  const headerRules = headerRulesOf(root);
  const gzipped = gzipOnce();
  return siteServer(async (req, res) => {
    if (refuseMethod(req, res)) return;
    const url = requestUrl(req);
    if (redirectTrailingSlash(url, res)) return;
    const { file, status } = await resolvePath(root, url.pathname, options.notFound);
    if (!file) return sendText(res, 404, 'Not found');
    let body: Buffer | string = await readFile(file);
    const type = contentType(file);
    const injected = options.inject && type.startsWith('text/html');
    if (injected) body = options.inject!(body.toString('utf8'));
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...headersFor(await headerRules(), url.pathname),
    };
    // Compress text as every static host does, so what the preview measures is what visitors get.
    if (compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = injected ? gzipSync(body) : await gzipped(file, body as Buffer);
      headers['content-encoding'] = 'gzip';
    }
    sendBody(req, res, status, headers, body);
  });
}
