import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { Problem } from '../../build/content/problems.ts';
import { formatProblem } from '../../build/content/problems.ts';
import type { Changes, Served, UpdateReport } from './live-site.ts';
import {
  contentType,
  redirectTrailingSlash,
  refuseMethod,
  requestUrl,
  sendBody,
  sendText,
  serverUrl,
  siteServer,
} from '../http-rules.ts';
import { escapeHtml } from '../../shared/escape.ts';
import type { Bundle } from '../../build/render/bundle.ts';
import { keptBundle } from '../../build/render/bundle-cache.ts';
import { SiteWorker } from './site-worker.ts';
import { watchFolders, type WatchedChange } from './watch.ts';
import { clientPath, eventsPath, type DevEvent, type OverlayProblem, type Ready } from './protocol.ts';
import { devAdmin, type DevAdminOptions } from '../cms/dev-admin.ts';
import { adminPath } from '../cms/admin.ts';
import { backendPath, backendRoot, localBackend } from '../cms/local-backend.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface DevServerOptions {
  /** The content folder (default `content`). */
  contentDir?: string;
  /** Static files (default `public` of this repository). */
  publicDir?: string;
  /** Port to listen on (default 4321); 0 picks a free one. When taken, the next free port is used. */
  port?: number;
  /** The interface to listen on (default 127.0.0.1, this machine only); its name is also accepted as a Host header. */
  host?: string;
  /** Today as YYYY-MM-DD, for the date checks; default the local date. */
  today?: string;
  /** Where progress and problems are reported (default the terminal). */
  log?: (line: string) => void;
  /**
   * The editing screen's local backend at /api/v1, which saves into the content folder (`npm run
   * cms`): the folder its paths are relative to. Without it, /admin is served but saves nothing.
   */
  cms?: Partial<DevAdminOptions>;
}

export interface DevServer {
  /** The address the site is served at, such as `http://127.0.0.1:4321`. */
  url: string;
  /** Resolves once every change seen so far has been applied. */
  settled(): Promise<void>;
  /** Resolves once the file (absolute path), as it is on disk now, has been seen and applied. */
  applied(file: string): Promise<void>;
  /** What the last content update did, for measurements. */
  lastReport?: UpdateReport;
  close(): Promise<void>;
}

interface Client {
  res: ServerResponse;
  path: string;
}

/**
 * Whether a tab shows the editing screen, which is no page of the site: a content change shows
 * it problems, but never reloads it, which would throw away what an editor is writing.
 */
const onEditingScreen = (client: Client) => client.path === adminPath || client.path.startsWith(`${adminPath}/`);

/** The page the dev server shows while the site has never built. */
const waitingPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The site has not built yet</title>
</head>
<body style="font: 16px/1.5 system-ui, sans-serif; margin: 15vh auto; max-width: 36rem; padding: 0 1rem">
<h1>The site has not built yet</h1>
<p>The problems are listed above and in the terminal. Fix them and save: this page reloads by itself.</p>
</body>
</html>
`;

/** The page the dev server shows when a page fails to render. */
const errorPage = (error: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The page failed to render</title>
</head>
<body style="font: 16px/1.5 system-ui, sans-serif; margin: 10vh auto; max-width: 52rem; padding: 0 1rem">
<h1>The page failed to render</h1>
<pre style="white-space: pre-wrap">${escapeHtml(error)}</pre>
<p>Fix the code and save: this page reloads by itself.</p>
</body>
</html>
`;

/**
 * Adds the dev server's page script to an HTML document. The page's policy lets it listen to the
 * server (`connect-src 'self'`); the script itself is a file of the server, which it allows already.
 */
export function injectClient(html: string): string {
  const tag = `<script type="module" src="${clientPath}"></script>`;
  const allowed = html.replace(
    /(<meta http-equiv="Content-Security-Policy" content="[^"]*connect-src) (?!'self')/,
    "$1 'self' ",
  );
  return allowed.includes('</head>') ? allowed.replace('</head>', () => `${tag}\n</head>`) : allowed + tag;
}

/**
 * Open event streams at most: each open tab holds one; more are refused rather than let memory
 * grow. The editing screen's streams are counted apart, so that streams for other pages, however
 * many a program on this machine opens, never lock the editor's own tab out.
 */
export const maxEventStreams = 64;

/** Open event streams of one page at most: a tab each is plenty, a few allow for tabs side by side. */
export const maxStreamsPerPage = 4;

/**
 * The framing protection the built site's headers carry (build/output/headers.ts), sent with every answer
 * of the dev server, /admin included: no other site may show its pages, or the editing screen,
 * in a frame.
 */
export const framingHeaders: [string, string][] = [
  ['Content-Security-Policy', "frame-ancestors 'none'"],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
];

/**
 * The Host headers the dev server answers: its own names only. A page on another site that makes
 * the browser resolve its own domain name to 127.0.0.1 (DNS rebinding) sends that name, and is refused.
 * Listening on every interface (`--host 0.0.0.0` or `::`), it also answers this machine's own
 * addresses, as a phone on the network types them: an address is no name that another site
 * could point elsewhere.
 */
export function allowedHost(header: string | undefined, host: string): boolean {
  if (!header) return false;
  const name = header
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  if (['localhost', '127.0.0.1', '::1', host.toLowerCase()].includes(name)) return true;
  if (host !== '0.0.0.0' && host !== '::') return false;
  return Object.values(os.networkInterfaces())
    .flat()
    .some((i) => i?.address.toLowerCase() === name);
}

const normalPath = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p) || '/';

/**
 * Builds the site, serves it from memory and keeps it up to date: content, static files,
 * templates, styles and components are watched, a change is applied to the pages that depend on
 * it, and browser tabs showing a page that changed reload. Content problems are shown over the
 * page (the last good version stays underneath) and in the terminal.
 */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const contentDir = path.resolve(options.contentDir ?? 'content');
  const publicDir = path.resolve(options.publicDir ?? path.join(repoRoot, 'public'));
  const workerOptions = { contentDir, publicDir, today: options.today };
  const clients = new Set<Client>();
  let overlay: DevEvent | undefined;
  let shown = '[]';

  const clientScript = (
    await esbuild.build({
      entryPoints: [fileURLToPath(new URL('./client.ts', import.meta.url))],
      bundle: true,
      format: 'iife',
      minify: true,
      write: false,
      target: 'es2020',
      logLevel: 'silent',
    })
  ).outputFiles[0]!.text;

  const send = (client: Client, event: DevEvent) => client.res.write(`data: ${JSON.stringify(event)}\n\n`);
  const broadcast = (event: DevEvent, only?: (client: Client) => boolean) => {
    for (const client of clients) if (!only || only(client)) send(client, event);
  };

  /**
   * Shows problems over every open page after each save until they are gone, and in the terminal
   * once.
   */
  const report = (title: string, problems: OverlayProblem[], lines: string[], note: string) => {
    const key = JSON.stringify(problems);
    const changed = key !== shown;
    shown = key;
    if (problems.length === 0) {
      if (!overlay) return;
      log('✓ Fixed: the site builds again.');
      overlay = undefined;
      broadcast({ type: 'clear' });
      return;
    }
    if (changed) log(`✗ ${title}:\n${lines.map((l) => `  ${l}`).join('\n')}`);
    overlay = { type: 'problems', title, problems, note };
    broadcast(overlay);
  };
  const lastGood =
    'The page below is the last version that built. Fix the file and save: this message goes away by itself.';
  const reportProblems = (problems: Problem[]) =>
    report(
      `${problems.length} content problem${problems.length === 1 ? '' : 's'}`,
      problems.map(({ file, line, field, message }) => ({ file, line, field, message })),
      problems.map(formatProblem),
      lastGood,
    );
  const reportCodeError = (error: string) =>
    report('The site’s code failed', [{ file: 'build', field: '', message: error }], error.split('\n'), lastGood);

  // The site worker, and which source modules it imported: a change to one needs a fresh worker.
  let worker: SiteWorker | undefined;
  let modules = new Set<string>();
  const adopt = async (started: { worker: SiteWorker; ready: Ready }): Promise<boolean> => {
    if (started.ready.type === 'failed') {
      await started.worker.stop();
      reportCodeError(started.ready.error);
      return false;
    }
    const previous = worker;
    worker = started.worker;
    modules = new Set(started.ready.modules.filter((m) => !m.includes('/node_modules/')));
    await previous?.stop();
    if (started.ready.problems.length) reportProblems(started.ready.problems);
    else report('', [], [], '');
    log(`Loaded ${started.ready.pages} pages in ${Math.round(started.ready.ms)} ms.`);
    return true;
  };
  // The browser code is bundled here, so that the site worker, which is replaced when code
  // changes, starts no bundler process of its own; a bundle of the same code is kept from before.
  let bundle: Bundle | undefined;
  try {
    bundle = await keptBundle();
    await adopt(await SiteWorker.start({ ...workerOptions, bundle }));
  } catch (error) {
    reportCodeError(error instanceof Error ? error.message : String(error));
  }

  // Changes are gathered for a moment, so that a save touching several files is one update.
  let pending: WatchedChange[] = [];
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let lastReport: UpdateReport | undefined;

  const apply = async (batch: WatchedChange[]) => {
    const changes: Changes = {};
    let restart = !worker?.alive;
    let rebundle = !bundle;
    for (const change of batch) {
      if (change.area === 'content') (changes.content ??= []).push(change.relative);
      else if (change.area === 'public') changes.public = true;
      else if (change.area === 'templates') changes.templates = true;
      else if (modules.has(pathToFileURL(change.file).href)) restart = true;
      // Any source file may be part of the browser code.
      if (change.area === 'src' || change.area === 'kinds' || change.area === 'shared') rebundle = true;
    }
    if (rebundle) {
      try {
        bundle = await keptBundle();
      } catch (error) {
        reportCodeError(error instanceof Error ? error.message : String(error));
        return;
      }
      changes.bundle = bundle;
    }
    const open = [...new Set([...clients].filter((c) => !onEditingScreen(c)).map((c) => c.path))];
    if (restart) {
      const files = batch.map((c) => path.relative(process.cwd(), c.file)).join(', ');
      log(`Code changed (${files}): reloading the generator…`);
      if (await adopt(await SiteWorker.start({ ...workerOptions, bundle }))) broadcast({ type: 'reload' });
      return;
    }
    if (!changes.content && !changes.public && !changes.templates && !changes.bundle) return;
    try {
      const result = await worker!.update(changes, open);
      // A file looked at again only because it was caught halfway through being written, and
      // found as it was read while all was well: nothing to tell.
      const quiet =
        batch.every((c) => c.again) &&
        !result.changed.length &&
        !result.problems.length &&
        !lastReport?.problems.length;
      if (quiet) return;
      lastReport = result;
      if (result.problems.length) {
        reportProblems(result.problems);
        return;
      }
      report('', [], [], '');
      // A static file (an image, say) may show on any page without changing its HTML.
      broadcast(
        { type: 'reload' },
        (client) => !onEditingScreen(client) && (changes.public === true || result.changed.includes(client.path)),
      );
      const what = batch.map((c) => path.relative(process.cwd(), c.file)).join(', ');
      log(
        `${what}: ${result.changed.length} open page${result.changed.length === 1 ? '' : 's'} ` +
          `changed (${Math.round(result.ms)} ms)`,
      );
    } catch (error) {
      reportCodeError(error instanceof Error ? error.message : String(error));
      broadcast({ type: 'reload' });
    }
  };

  const flush = () => {
    timer = undefined;
    const batch = pending;
    pending = [];
    running = running.then(() => apply(batch));
  };

  const watcher = await watchFolders({ contentDir, publicDir, root: repoRoot }, (change) => {
    pending.push(change);
    clearTimeout(timer);
    timer = setTimeout(flush, 5);
  });

  const serveEvents = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    // A page of another site may not listen (nor hold places): its browser says where it comes from.
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if ((origin && origin !== `http://${req.headers.host}`) || site === 'cross-site' || site === 'same-site')
      return sendText(res, 403, 'Only pages of this dev server listen to it.\n');
    const page = normalPath(url.searchParams.get('path') ?? '/');
    const editing = onEditingScreen({ path: page } as Client);
    let samePage = 0;
    let others = 0;
    for (const client of clients) {
      if (client.path === page) samePage++;
      if (!onEditingScreen(client)) others++;
    }
    // A refused stream is not retried by the browser, so a flood of tabs or requests stops here.
    if (samePage >= maxStreamsPerPage)
      return sendText(res, 503, `Too many tabs of ${page}: at most ${maxStreamsPerPage} reload by themselves.\n`);
    if (!editing && others >= maxEventStreams)
      return sendText(res, 503, `Too many open pages: at most ${maxEventStreams} reload by themselves.\n`);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.write('retry: 500\n\n');
    const client = { res, path: page };
    clients.add(client);
    if (overlay) send(client, overlay);
    req.on('close', () => clients.delete(client));
  };

  const host = options.host ?? '127.0.0.1';
  const admin = devAdmin({ contentDir, ...options.cms });
  const backend = options.cms && localBackend({ root: options.cms.root ?? backendRoot(contentDir), contentDir, log });
  const server = siteServer(async (req, res) => {
    for (const [name, value] of framingHeaders) res.setHeader(name, value);
    if (!allowedHost(req.headers.host, host))
      return sendText(
        res,
        403,
        'This dev server answers only to localhost, 127.0.0.1 and the addresses it listens on.\n',
      );
    if (backend && requestUrl(req).pathname === backendPath) return backend(req, res, ownOrigins());
    if (refuseMethod(req, res)) return;
    const url = requestUrl(req);
    if (url.pathname === eventsPath) return serveEvents(req, res, url);
    if (await admin(req, res, url.pathname, injectClient)) return;
    if (url.pathname === clientPath)
      return sendBody(
        req,
        res,
        200,
        { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
        clientScript,
      );
    if (redirectTrailingSlash(url, res)) return;
    const served = worker
      ? await worker.serve(url.pathname).catch((error: Error): Served => {
          reportCodeError(error.message);
          return { file: 'error.html', status: 500, body: errorPage(error.message) };
        })
      : undefined;
    // Nothing answers only while the site has never built: a built site has its not-found pages.
    if (!served)
      return sendBody(
        req,
        res,
        503,
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        injectClient(waitingPage),
      );
    const type = contentType(served.file);
    const body = type.startsWith('text/html')
      ? injectClient(typeof served.body === 'string' ? served.body : Buffer.from(served.body).toString('utf8'))
      : served.body;
    // Shows in the browser's developer tools whether the page was rendered for this request.
    const timing =
      served.renderMs === undefined ? 'cache;desc="rendered before"' : `render;dur=${served.renderMs.toFixed(1)}`;
    sendBody(
      req,
      res,
      served.status,
      { 'content-type': type, 'cache-control': 'no-store', 'server-timing': timing },
      body,
    );
  });

  let port = options.port ?? 4321;
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20 || port === 0) throw error;
      port++;
    }
  }
  const address = server.address() as AddressInfo;
  const url = serverUrl(host, address.port);
  // The editing backend answers pages of this server only, by the names that reach it here.
  function ownOrigins(): string[] {
    const names = ['127.0.0.1', 'localhost', '[::1]'];
    if (host !== '0.0.0.0' && host !== '::') names.push(host.includes(':') ? `[${host}]` : host);
    return [...new Set(names)].map((name) => `http://${name}:${address.port}`);
  }

  const settled = async () => {
    // A change seen just now may still be in its gathering moment.
    while (timer || pending.length) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await running;
  };

  return {
    url,
    get lastReport() {
      return lastReport;
    },
    async applied(file) {
      await watcher.reported(file);
      await settled();
    },
    settled,
    async close() {
      clearTimeout(timer);
      await watcher.close();
      for (const client of clients) client.res.end();
      clients.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running.catch(() => undefined);
      await worker?.stop();
    },
  };
}
