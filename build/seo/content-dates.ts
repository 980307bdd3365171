import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Route } from '../../kinds/routes.tsx';

const run = promisify(execFile);

/**
 * The date (YYYY-MM-DD) each content file was last committed, keyed by the file as the content
 * names it (`content/services/werkpaard.nl.md`). Empty when the folder is not in a git work tree
 * or git is missing: then only dates written in the content count.
 */
export async function contentDates(contentDir: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  const shown = path.relative(process.cwd(), contentDir) || '.';
  try {
    const { stdout } = await run('git', ['log', '--format=%x00%cs', '--name-only', '--relative', '--', '.'], {
      cwd: contentDir,
      maxBuffer: 64 * 1024 * 1024,
    });
    // Newest commit first: the first date seen for a file is its last change.
    for (const commit of stdout.split('\0').slice(1)) {
      const [date, ...files] = commit.split('\n').filter(Boolean);
      for (const file of files) if (!dates.has(`${shown}/${file}`)) dates.set(`${shown}/${file}`, date!);
    }
  } catch {
    // Not a git work tree, or no git: the content's own dates are all there is.
  }
  return dates;
}

/**
 * Dates the pages that carry no content date of their own by the last change of the files they
 * are made of, so the sitemap can give every page a `lastmod`.
 */
export function dateRoutes(routes: Route[], dates: Map<string, string>): void {
  for (const route of routes) {
    if (!route.sources?.length || route.lastmod) continue;
    const known = route.sources
      .map((file) => dates.get(file))
      .filter((d): d is string => Boolean(d))
      .sort();
    if (known.length) route.lastmod = known.at(-1);
  }
}
