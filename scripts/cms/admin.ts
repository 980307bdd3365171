/**
 * The editing screen at /admin: its page (`admin.html`, kept out of search engines), the
 * configuration generated from the content schemas (`admin/config.yml`), its own script
 * (`admin/setup.js`, src/admin/) and Decap CMS's prebuilt files (scripts/cms/decap-files.ts; no
 * CDN). The dev server serves these files (`npm run cms`), and `npm run build -- --admin` writes them into the
 * site for editors in production.
 *
 * The screen is not a page of the site: it is in no sitemap, has its own Content-Security-Policy
 * (Decap needs `'unsafe-eval'` and inline styles, which the public pages never allow) and does not
 * count against the pages' JavaScript budget.
 */
import type { ExtraFiles } from '../../build/pipeline.ts';
import { renderNginxHeaderLines, securityHeaders, type HeaderRule } from '../../build/output/headers.ts';
import { parsePolicy } from '../../build/render/csp.ts';
import { robotsDisallowing } from '../../build/output/sitemap.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { escapeHtml } from '../../shared/escape.ts';
import { fillTemplate, loadTemplate } from '../../build/render/template.ts';
import { cmsConfigYaml, type Backend, type CmsOptions } from './config.ts';
import { decapFiles } from './decap-files.ts';
import { previewContextOf } from './preview-context.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the screen lives in the site: its page is `admin.html`, answering `/admin`. */
export const adminPath = '/admin';
/** The paths robots.txt keeps crawlers from: the page, and the files beside it. */
export const adminDisallow = [`${adminPath}$`, `${adminPath}.html`, `${adminPath}/`];

/** The origins the screen talks to for a backend, for the policy's `connect-src`. */
function backendOrigins(backend: Backend): string[] {
  const origin = (url: string) => new URL(url).origin;
  switch (backend.name) {
    case 'local':
      return [origin(backend.url)];
    case 'github':
      return [origin(backend.api_root ?? 'https://api.github.com')];
    case 'gitlab':
      return [
        origin(backend.api_root ?? 'https://gitlab.com/api/v4'),
        ...(backend.base_url ? [origin(backend.base_url)] : []),
      ];
    case 'gitea':
    case 'forgejo':
      return backend.api_root ? [origin(backend.api_root)] : [];
    case 'git-gateway':
      // Netlify Identity and Git Gateway answer on the site's own origin.
      return [];
  }
}

/**
 * The screen's Content-Security-Policy. Decap compiles its configuration's validators at run
 * time (`'unsafe-eval'`) and styles its interface with inline styles; everything else comes from
 * the site itself or the backend. Images may come from the git host (`https:`), `blob:` and
 * `data:` (previews of uploads).
 */
export function adminPolicy(backend: Backend): string {
  // An upload is read back from its `blob:` address before it is sent to the backend.
  const connect = ["'self'", 'blob:', ...backendOrigins(backend)].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The screen's page. */
export function adminPage(options: { backend: Backend; siteName: string }): string {
  return fillTemplate(loadTemplate('admin.html'), {
    // The policy holds no quote, ampersand or angle bracket; it is written as it is, to be read.
    csp: adminPolicy(options.backend).replace(/[&"<>]/g, (c) => escapeHtml(c)),
    title: escapeHtml(`Content | ${options.siteName}`),
    base: adminPath,
  });
}

/** The screen's own script, bundled for the browser. */
export async function adminScript(): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/admin/setup.ts'],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: ['es2022'],
    logLevel: 'silent',
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text;
}

export interface AdminFilesOptions extends CmsOptions {
  siteName: string;
  /** The content folder the preview's context is made of (default `contentFolder`, from the working folder). */
  contentDir?: string;
  /** Whether drafts show in the preview's menus, as in the dev server. */
  showDrafts?: boolean;
}

/** The preview's context (src/admin/preview/context.ts), made anew whenever it is asked for. */
export const previewContextFile = `${adminPath.slice(1)}/preview.json`;

/**
 * Every file of the editing screen by path inside the site, made when first asked for (Decap's
 * files are large and read from their folder as they are; it is fetched first if need be).
 */
export async function adminFiles(options: AdminFilesOptions): Promise<Map<string, () => Promise<string | Uint8Array>>> {
  const files = new Map<string, () => Promise<string | Uint8Array>>();
  const base = adminPath.slice(1);
  files.set(`${base}.html`, async () => adminPage(options));
  files.set(`${base}/config.yml`, async () => cmsConfigYaml(options));
  files.set(`${base}/setup.js`, adminScript);
  files.set(previewContextFile, () =>
    previewContextOf(options.contentDir ?? path.resolve(options.contentFolder ?? 'content'), options.showDrafts),
  );
  for (const [name, file] of await decapFiles()) files.set(`${base}/${name}`, () => readFile(file));
  return files;
}

/** The git hosts the screen saves to in production (CMS_BACKEND). */
const hosts = ['github', 'gitlab', 'gitea', 'forgejo'] as const;

/** The hosts on which saves go through the editorial workflow unless `CMS_EDITORIAL_WORKFLOW=0`. */
export const workflowByDefault: readonly string[] = ['github', 'gitlab'];

/**
 * The backend of the editing screen in production, from the environment of the build:
 * `CMS_BACKEND` (`github`, `gitlab`, `gitea` or `forgejo`; default `github`), `CMS_REPO`
 * (`owner/name`), `CMS_BRANCH` (default `main`), `CMS_BASE_URL` (the OAuth server, or the GitLab,
 * Gitea or Forgejo instance), `CMS_API_ROOT` (a self-hosted host's API), `CMS_APP_ID` (the OAuth
 * application of GitLab, Gitea or Forgejo), `CMS_AUTH_TYPE` (`pkce` or `implicit`) and
 * `CMS_EDITORIAL_WORKFLOW` (`1`: drafts on branches, published by merging; `0`: every save a
 * commit on the branch; on by default for GitHub and GitLab). A combination Decap does not
 * support is refused with the reason, rather than built into a screen that fails. See
 * EDITING-ONLINE.md.
 */
export function backendFromEnv(env: NodeJS.ProcessEnv = process.env): Backend {
  const name = (env.CMS_BACKEND ?? 'github') as (typeof hosts)[number];
  if ((name as string) === 'git-gateway')
    throw new Error(
      'CMS_BACKEND is "git-gateway": Netlify no longer recommends Git Gateway and Netlify Identity, ' +
        "which it needs. On Netlify, use CMS_BACKEND=github with Netlify's own GitHub login " +
        '(leave CMS_BASE_URL unset); see EDITING-ONLINE.md',
    );
  if (!hosts.includes(name))
    throw new Error(`CMS_BACKEND is "${name}"; it must be ${hosts.join(', ').replace(/, (?=\w+$)/, ' or ')}`);
  if (!env.CMS_REPO)
    throw new Error(`the editing screen needs CMS_REPO (owner/name of the ${name} repository) to publish to`);
  if ((name === 'gitea' || name === 'forgejo') && !env.CMS_API_ROOT)
    throw new Error(
      `the editing screen needs CMS_API_ROOT (such as https://${name}.example/api/v1) ` +
        `for ${name === 'gitea' ? 'Gitea' : 'Forgejo'}`,
    );
  const workflow = env.CMS_EDITORIAL_WORKFLOW?.trim();
  if (workflow && workflow !== '0' && workflow !== '1')
    throw new Error(`CMS_EDITORIAL_WORKFLOW is "${workflow}"; it must be 1 (on) or 0 (off)`);
  const editorialWorkflow = workflow ? workflow === '1' : workflowByDefault.includes(name);
  if (name === 'gitea' && editorialWorkflow)
    throw new Error(
      "CMS_EDITORIAL_WORKFLOW=1 with CMS_BACKEND=gitea: Decap's Gitea backend does not support the " +
        'editorial workflow (its screen would refuse to open). For Forgejo, use CMS_BACKEND=forgejo, ' +
        'which supports it; for Gitea, leave CMS_EDITORIAL_WORKFLOW unset',
    );
  const optional = {
    base_url: env.CMS_BASE_URL,
    api_root: env.CMS_API_ROOT,
    app_id: env.CMS_APP_ID,
    auth_type: env.CMS_AUTH_TYPE as 'pkce' | 'implicit' | undefined,
  };
  return {
    name,
    repo: env.CMS_REPO,
    branch: env.CMS_BRANCH ?? 'main',
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v)),
    ...(name !== 'github' && env.CMS_APP_ID && !env.CMS_AUTH_TYPE ? { auth_type: 'pkce' as const } : {}),
    ...(editorialWorkflow ? { editorialWorkflow: true } : {}),
  };
}

/** robots.txt with the editing screen kept from crawlers (the screen's page says `noindex` too). */
export function robotsWithoutAdmin(robots: string): string {
  return robotsDisallowing(robots, adminDisallow);
}

/**
 * The screen's login through a git host opens a popup (GitHub's OAuth, Decap's `authorizing:github`
 * handshake) that must post its token back to `window.opener`: the site's
 * `Cross-Origin-Opener-Policy: same-origin` would cut the popup off from the screen, and the login
 * would never complete. `same-origin-allow-popups` keeps the popups the screen opens attached, and
 * still keeps other sites' windows apart from it.
 */
export const adminOpenerPolicy = 'same-origin-allow-popups';

/** The nginx headers of the editing screen (deploy/nginx.conf includes them in its /admin locations). */
export const adminNginxHeadersFile = '_nginx/admin-headers.conf';

/**
 * Every header of the screen's page: the site's security headers, with the screen's policy
 * (framing refused, reports where the site's go) and opener policy instead of the pages' ones,
 * and kept out of search engines.
 */
export function adminHeaders(backend: Backend): [string, string][] {
  return [
    ...securityHeaders(parsePolicy(adminPolicy(backend))).map(([name, value]): [string, string] =>
      name === 'Cross-Origin-Opener-Policy' ? [name, adminOpenerPolicy] : [name, value],
    ),
    ['X-Robots-Tag', 'noindex'],
  ];
}

/**
 * The `_headers` rules of the editing screen. A browser enforces every policy it receives, and the
 * public pages' policy would stop Decap (it needs `'unsafe-eval'` and inline styles): these rules
 * take that header and the opener policy away under /admin and give the screen its own (see
 * adminHeaders), and keep it out of search.
 */
export function adminHeaderRules(backend: Backend): HeaderRule[] {
  const noindex: [string, string] = ['X-Robots-Tag', 'noindex'];
  const replaced = ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'];
  const own = adminHeaders(backend).filter(([name]) => replaced.includes(name));
  return [
    { path: adminPath, detach: replaced, headers: [...own, noindex] },
    { path: `${adminPath}.html`, detach: replaced, headers: [...own, noindex] },
    { path: `${adminPath}/*`, detach: ['Content-Security-Policy'], headers: [noindex] },
  ];
}

/** The editing screen as files a build adds (see BuildOptions.extraFiles). */
export async function adminExtraFiles(options: AdminFilesOptions): Promise<ExtraFiles> {
  const files = await adminFiles(options);
  files.set(adminNginxHeadersFile, async () => renderNginxHeaderLines(adminHeaders(options.backend)));
  return {
    files,
    robots: robotsWithoutAdmin,
    headerRules: adminHeaderRules(options.backend),
    source: 'the editing screen (--admin)',
  };
}
