import path from 'node:path';

/**
 * Which not-found page answers an unknown path: the `nearest` one up the path (Netlify and
 * Cloudflare Pages with `_redirects`, nginx with the repo's configuration), or only the `root`
 * `404.html`, as plain hosts such as GitHub Pages and S3 do.
 */
export type NotFoundLookup = 'nearest' | 'root';

/**
 * The files a static host tries for a URL path, in order, each with the status it answers with:
 * the file itself, then `route.html` (how pages are written), then `route/index.html`, then the
 * nearest `404.html` up the path. Files are
 * relative to the site's root; no path leads outside it.
 */
export function candidateFiles(
  urlPath: string,
  notFound: NotFoundLookup = 'nearest',
): { file: string; status: number }[] {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // A malformed escape is looked up as written.
  }
  const clean = path.posix.normalize(`/${decoded}`);
  const relative = clean.slice(1);
  const candidates: { file: string; status: number }[] = [];
  if (relative && !relative.endsWith('/')) {
    candidates.push({ file: relative, status: 200 });
    if (!relative.endsWith('.html')) candidates.push({ file: `${relative}.html`, status: 200 });
  }
  candidates.push({ file: path.posix.join(relative, 'index.html'), status: 200 });
  if (notFound === 'root') return [...candidates, { file: '404.html', status: 404 }];
  for (let dir = path.posix.dirname(clean); ; dir = path.posix.dirname(dir)) {
    candidates.push({ file: path.posix.join(dir, '404.html').slice(1), status: 404 });
    if (dir === '/') break;
  }
  return candidates;
}

/**
 * Where a URL path with a trailing slash redirects to: the same path without it, as links are
 * written. Runs of slashes become one, so the target is always a path on this site: `/.//host/`
 * must not become `//host`, which browsers and clients read as another site.
 */
export function withoutTrailingSlash(pathname: string, search = ''): string | undefined {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return undefined;
  const clean = `/${pathname
    .split(/[/\\]+/)
    .filter(Boolean)
    .join('/')}`;
  return clean + search;
}
