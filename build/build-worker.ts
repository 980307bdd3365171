/**
 * A build worker (see BuildWorker): checks content files and renders pages that the build hands
 * it, beside the main thread. It holds a copy of the content, without the articles' HTML, which
 * comes with the pages that need it or is read from the build cache.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { checkSource } from './check-files.ts';
import { routesFor, type Route } from './routes.tsx';
import { loadIslands, renderRoute, renderSetup, type RenderSetup } from './render.tsx';
import { loadTemplate } from './template.ts';
import { dateRoutes } from './seo/content-dates.ts';
import { routeFile } from './site-plan.ts';
import { FolderWriter } from './folder-writer.ts';
import { policyTextInMeta } from './csp.ts';
import { HtmlPack, readCachedHtml } from './build-cache.ts';
import { hasBodyPictures } from './images/body-images.ts';
import { hashText } from './fingerprint.ts';
import type { Article } from '../content-model/content.ts';
import type { Rendered, WorkerReply, WorkerRequest } from './build-workers.ts';

const port = parentPort!;
let site: { pages: Map<string, Route>; setup: RenderSetup; articles: Map<string, Article> } | undefined;
const islands = loadIslands();
/** The pack this thread writes HTML into, for each cache folder. */
const packs = new Map<string, HtmlPack>();
const packFor = (dir: string) => packs.get(dir) ?? packs.set(dir, new HtmlPack(dir)).get(dir)!;

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.type) {
    case 'check':
      return request.files.map((relative) => {
        const source = readFileSync(path.join(request.contentDir, relative), 'utf8');
        const check = checkSource(request.label, relative, source, request.identity);
        const hash = hashText(source);
        if (!request.cacheDir) return { check, hash };
        // With a cache the HTML goes there at once, and the check comes as the JSON the cache
        // keeps: the build's thread, which saves every check, need not make it. The HTML comes
        // along all the same, for the pages this build renders (see BuildCache.madeHtml).
        const { html, ...rest } = check;
        if (html === undefined) return { json: JSON.stringify(check), hash };
        const htmlRef = packFor(request.cacheDir).write(html);
        const json = JSON.stringify({ ...rest, html: '', htmlRef, bodyPictures: hasBodyPictures(html) });
        return { json, hash, html };
      });
    case 'prepare': {
      const { content, cacheDir, htmlRefs } = request;
      for (const article of content.articles) {
        const ref = htmlRefs.get(article.file);
        if (cacheDir && ref)
          Object.defineProperty(article, 'html', {
            enumerable: true,
            configurable: true,
            get: () => readCachedHtml(cacheDir, ref),
          });
      }
      const routes = routesFor(content);
      dateRoutes(routes, request.dates);
      const seo = request.assets.seo;
      const setup = renderSetup(content, { ...request.assets, seo }, await islands, loadTemplate('document.html'));
      site = {
        pages: new Map(routes.map((route) => [routeFile(route), route])),
        setup,
        articles: new Map(content.articles.map((a) => [a.file, a])),
      };
      return routes.length;
    }
    case 'render': {
      if (!site) throw new Error('render before prepare');
      const { pages, setup, articles } = site;
      for (const [file, html] of request.html) articles.get(file)!.html = html;
      const writer = request.folder ? new FolderWriter(request.folder) : undefined;
      const written: Rendered['written'] = [];
      for (const { file, key } of request.pages) {
        const route = pages.get(file);
        if (!route) throw new Error(`no page ${file} in the worker's plan`);
        const html = renderRoute(route, setup);
        if (writer) {
          writer.write(file, html, key);
          written.push({ file, record: writer.records.get(file), policy: policyTextInMeta(html) });
        } else {
          written.push({ file, html });
        }
      }
      // The HTML came for these pages only.
      for (const file of request.html.keys()) articles.get(file)!.html = '';
      return { written } satisfies Rendered;
    }
  }
}

port.on('message', (request: WorkerRequest & { id: number }) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies WorkerReply),
  );
});
