/**
 * The editing screen in the dev server: /admin and its files, served from memory and Decap's
 * fetched files (scripts/cms/decap-files.ts), with a configuration whose backend is the dev server itself at /api/v1
 * (scripts/cms/local-backend.ts) and whose preview links lead back to the dev server. The page
 * carries the dev server's script too, so that a problem in what an editor saved (a copy check,
 * a link, a missing translation) appears over the editing screen as over every page.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';
import { contentType, sendBody } from '../http-rules.ts';
import { adminFiles, adminPath, previewContextFile } from './admin.ts';
import { backendPath, backendRoot, relativeFolder } from './local-backend.ts';

export interface DevAdminOptions {
  contentDir: string;
  /** The backend's API (default the dev server's own /api/v1, at the address the screen was opened at). */
  backendUrl: string;
  /** The folder the backend's paths are relative to; the content folder is inside it. */
  root: string;
}

/** The editing screen's own kinds of file, besides its page and scripts. */
const types: Record<string, string> = {
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
};

type Files = Awaited<ReturnType<typeof adminFiles>>;

/**
 * A request handler for the editing screen's paths: answers them and returns `true`, or returns
 * `false` for any other path. `inject` adds the dev server's script to the page.
 */
export function devAdmin(options: Partial<DevAdminOptions> & Pick<DevAdminOptions, 'contentDir'>) {
  const root = options.root ?? backendRoot(options.contentDir);
  const sites = new Map<string, Promise<Files>>();
  const made = new Map<string, Promise<string | Uint8Array>>();
  const tags = new Map<string, string>();
  let lastContext: string | Uint8Array | undefined;

  const filesFor = (siteUrl: string) => {
    if (!sites.has(siteUrl)) {
      sites.set(
        siteUrl,
        (async () => {
          const site = parse(await readFile(path.join(options.contentDir, 'site.yaml'), 'utf8').catch(() => '')) as {
            name?: string;
          } | null;
          return adminFiles({
            backend: { name: 'local', url: options.backendUrl ?? `${siteUrl}${backendPath}` },
            siteUrl,
            siteName: site?.name ?? 'Site',
            contentFolder: relativeFolder(root, options.contentDir),
            contentDir: options.contentDir,
            showDrafts: true,
          });
        })(),
      );
      // A failure (Decap could not be fetched) is answered once; the next visit tries again.
      sites.get(siteUrl)!.catch(() => sites.delete(siteUrl));
    }
    return sites.get(siteUrl)!;
  };

  return async (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    inject: (html: string) => string,
  ): Promise<boolean> => {
    if (pathname !== adminPath && !pathname.startsWith(`${adminPath}/`)) return false;
    const siteUrl = `http://${req.headers.host ?? 'localhost'}`;
    const file = pathname === adminPath ? `${adminPath.slice(1)}.html` : pathname.slice(1);
    const make = (await filesFor(siteUrl)).get(file);
    if (!make) return false;
    // The preview's context follows the content: made for each request, and while the content
    // has a problem, the last one made (or none: the preview then says it cannot show the page).
    if (file === previewContextFile) {
      const context = (await make().catch(() => undefined)) ?? lastContext;
      lastContext = context;
      const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
      sendBody(req, res, context === undefined ? 503 : 200, headers, context ?? '');
      return true;
    }
    // Decap's own files never change while the server runs; the page and configuration are per address.
    const perAddress = file.endsWith('.html') || file.endsWith('.yml');
    const key = perAddress ? `${siteUrl} ${file}` : file;
    if (!made.has(key)) made.set(key, make());
    let body = await made.get(key)!;
    const type = types[path.extname(file)] ?? contentType(file);
    if (type.startsWith('text/html')) body = inject(String(body));
    if (perAddress) {
      sendBody(req, res, 200, { 'content-type': type, 'cache-control': 'no-store' }, body);
      return true;
    }
    // Asked again on every visit, answered by a tag: a browser that has the file keeps it, and the
    // code it compiled from it, instead of fetching and compiling megabytes of Decap again.
    if (!tags.has(key)) tags.set(key, `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`);
    const headers = { 'content-type': type, 'cache-control': 'no-cache', etag: tags.get(key)! };
    if (req.headers['if-none-match'] === headers.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    sendBody(req, res, 200, headers, body);
    return true;
  };
}
