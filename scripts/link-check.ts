import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { LinkChecker, LinkState } from 'linkinator';
import { createStaticServer } from './static-server.ts';
import { pathOfFile } from '../build/seo/audit.ts';

export interface BrokenLink {
  url: string;
  status?: number;
  parent?: string;
}

/** Every page of a built site as a URL path: `services.html` is `/services`; not-found pages are not pages. */
export async function pagePaths(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '404.html')
    .map((e) => pathOfFile(path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')))
    .sort();
}

/**
 * The pages a visitor must be able to reach by following links: those in the site's sitemaps
 * (redirect stubs and not-found pages are never linked on purpose), or every page of a site
 * without a sitemap.
 */
async function pagesToReach(dir: string, pages: string[]): Promise<string[]> {
  const sitemaps = (await readdir(dir)).filter((f) => /^sitemap.*\.xml$/.test(f));
  if (sitemaps.length === 0) return pages;
  const listed = new Set<string>();
  for (const file of sitemaps)
    for (const [, loc] of (await readFile(path.join(dir, file), 'utf8')).matchAll(/<loc>([^<]+)<\/loc>/g))
      if (loc && !loc.endsWith('.xml')) listed.add(new URL(loc).pathname);
  return [...listed].sort();
}

/** The page paths each page links to with `<a href>`, read from the built files. */
async function linksBetweenPages(dir: string, pages: string[]): Promise<Map<string, Set<string>>> {
  const origin = 'http://site.invalid';
  const next = new Map<string, Set<string>>();
  for (const page of pages) {
    const file = path.join(dir, page === '/' ? 'index.html' : `${page.slice(1)}.html`);
    const html = await readFile(file, 'utf8').catch(() =>
      readFile(path.join(dir, page.slice(1), 'index.html'), 'utf8'),
    );
    const to = new Set<string>();
    for (const [, href = ''] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const address = new URL(href.replaceAll('&amp;', '&'), origin + page);
      if (address.origin === origin && address.pathname !== page) to.add(address.pathname);
    }
    next.set(page, to);
  }
  return next;
}

/**
 * The pages of `wanted` that no chain of links reaches from the home pages (`/` and `/en`): a
 * page only its own address leads to, which a visitor never finds.
 */
function unreached(next: Map<string, Set<string>>, wanted: string[]): string[] {
  const reached = new Set(['/', '/en']);
  const queue = [...reached];
  for (let page = queue.shift(); page !== undefined; page = queue.shift())
    for (const to of next.get(page) ?? [])
      if (!reached.has(to)) {
        reached.add(to);
        queue.push(to);
      }
  return wanted.filter((page) => !reached.has(page));
}

/**
 * Serves a built site as a static host would and checks every link on every page with
 * linkinator, fragments (`/#contact`) included. Links to other sites are not followed: the
 * build machine may have no internet, and they are not ours to keep working. Every page starts
 * the check (so a broken link on any page is found); then the pages' links are followed from `/`
 * and `/en` alone: a page of the sitemap that no link reaches is an orphan.
 */
export async function checkLinks(
  dir: string,
): Promise<{ checked: number; pages: number; broken: BrokenLink[]; orphans: string[] }> {
  const server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const pages = await pagePaths(path.resolve(dir));
    const checker = new LinkChecker();
    const result = await checker.check({
      path: pages.map((p) => origin + p),
      recurse: true,
      concurrency: 50,
      checkFragments: true,
      checkCss: true,
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    const broken = result.links
      .filter((l) => l.state === LinkState.BROKEN)
      .map((l) => ({ url: l.url.replace(origin, ''), status: l.status, parent: l.parent?.replace(origin, '') }));
    const unique = [...new Map(broken.map((b) => [b.url, b])).values()];
    const orphans = unreached(
      await linksBetweenPages(path.resolve(dir), pages),
      await pagesToReach(path.resolve(dir), pages),
    );
    return { checked: new Set(result.links.map((l) => l.url)).size, pages: pages.length, broken: unique, orphans };
  } finally {
    server.close();
  }
}
