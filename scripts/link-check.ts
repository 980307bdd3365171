import { readdir } from 'node:fs/promises';
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
 * Serves a built site as a static host would and checks every link on every page with
 * linkinator, fragments (`/#contact`) included. Links to other sites are not followed: the
 * build machine may have no internet, and they are not ours to keep working.
 */
export async function checkLinks(dir: string): Promise<{ checked: number; pages: number; broken: BrokenLink[] }> {
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
    return { checked: new Set(result.links.map((l) => l.url)).size, pages: pages.length, broken: unique };
  } finally {
    server.close();
  }
}
