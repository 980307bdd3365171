import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { freePort } from '../support/free-port.ts';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type FileBrowser } from '../support/site-in-browser.ts';
import { screenshots } from '../support/admin-screen.ts';

/**
 * The editing screen's GitHub login, as an editor goes through it on the built site (`npm run
 * build -- --admin`): Decap's real code in Chromium opens its login popup at the OAuth exchange of
 * deploy/github-oauth/ (in Cloudflare's runtime, `wrangler dev`), which sends it to the git host's
 * authorize page and trades the code for a token at its token endpoint, then hands the token to
 * the screen through Decap's `authorizing:github` handshake. The site is served by Cloudflare
 * Pages' runtime (`wrangler pages dev`, with `_headers`) and by nginx with deploy/nginx.conf.
 * GitHub itself cannot be reached here: a stand-in on this machine answers its authorize and
 * token endpoints and the few API calls a login makes, as GitHub documents them.
 */

const wrangler = path.resolve('node_modules/.bin/wrangler');
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const clientId = 'Iv1.stand-in-client';
const clientSecret = 'stand-in-secret';
const token = 'gho_standintoken0123456789';

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => resolve(body));
  });

/**
 * GitHub's OAuth endpoints and the API calls of a login, as GitHub documents them: the authorize
 * page (approved at once, as for an editor who approved the app before), the token exchange (which
 * checks the app's id, secret and the code it gave out), the user and the repository's permissions.
 */
function standInGitHub(log: string[]): Server {
  const code = 'stand-in-code';
  return createHttpServer(async (req, res) => {
    const url = new URL(req.url!, 'http://stand-in');
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'Authorization, Content-Type',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    };
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (url.pathname === '/login/oauth/authorize') {
      log.push(`authorize ${url.searchParams.get('client_id')} ${url.searchParams.get('scope')}`);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      res.end();
      return;
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      const asked = JSON.parse(await bodyOf(req)) as Record<string, string>;
      log.push('token exchange');
      if (asked.client_id !== clientId || asked.client_secret !== clientSecret || asked.code !== code)
        return json(200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect.' });
      return json(200, { access_token: token, token_type: 'bearer', scope: 'repo' });
    }
    if (url.pathname.startsWith('/api/v3/')) {
      const authorised = req.headers.authorization === `token ${token}`;
      log.push(`api ${url.pathname}${authorised ? ' with the token' : ''}`);
      if (!authorised) return json(401, { message: 'Requires authentication' });
      const api = url.pathname.slice('/api/v3'.length);
      if (api === '/user') return json(200, { login: 'redacteur', name: 'Redacteur Paardensprong', id: 1 });
      if (api === '/repos/acme/site')
        return json(200, {
          full_name: 'acme/site',
          owner: { login: 'acme' },
          permissions: { admin: false, push: true, pull: true },
        });
      if (api.startsWith('/repos/acme/site/git/trees/')) return json(200, { sha: 'e'.repeat(40), tree: [] });
      return json(404, { message: 'Not Found' });
    }
    // A page of another site, for the test that opens the login from elsewhere.
    res.writeHead(url.pathname === '/elsewhere' ? 200 : 404, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Elders</title>');
  });
}

/** Starts `command` and waits until `origin` answers; what it printed goes into the error if it does not. */
async function startServer(command: string, args: string[], cwd: string, origin: string): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${command} stopped:\n${output}`);
    const up = await fetch(origin, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (up) return child;
    if (i > 360) throw new Error(`${command} did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** nginx with deploy/nginx.conf over `siteDir` on `port`, as test/host/nginx.test.ts runs it. */
async function nginxConfig(dir: string, siteDir: string, port: number): Promise<string> {
  const site = (await readFile('deploy/nginx.conf', 'utf8'))
    .replaceAll('/srv/paardensprong/dist', siteDir)
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  await writeFile(path.join(dir, 'site.conf'), site);
  const temps = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const temp of temps) await mkdir(path.join(dir, temp), { recursive: true });
  const main = [
    'daemon off;',
    'master_process off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  types { application/wasm wasm; }',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...temps.map((t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${dir}/${t};`),
    `  include ${dir}/site.conf;`,
    '}',
    '',
  ].join('\n');
  await writeFile(path.join(dir, 'nginx.conf'), main);
  return path.join(dir, 'nginx.conf');
}

describe.skipIf(!existsSync(nginxPath))('the GitHub login of the editing screen on the built site', () => {
  let work = '';
  let siteDir = '';
  let browser: FileBrowser;
  const servers: ChildProcess[] = [];
  let github: Server;
  const log: string[] = [];
  const origins = { github: '', oauth: '', pages: '', nginx: '' };

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'admin-login-'));
    siteDir = path.join(work, 'dist');
    const [githubPort, oauthPort, pagesPort, nginxPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    origins.github = `http://127.0.0.1:${githubPort}`;
    origins.oauth = `http://127.0.0.1:${oauthPort}`;
    origins.pages = `http://127.0.0.1:${pagesPort}`;
    origins.nginx = `http://127.0.0.1:${nginxPort}`;
    github = standInGitHub(log);
    await new Promise<void>((resolve) => github.listen(githubPort, '127.0.0.1', resolve));

    // The site with its editing screen, as a deployer builds it for GitHub with this OAuth exchange.
    const build = spawnSync(process.execPath, ['build/launch/cli.mjs', '--admin', '--out', siteDir], {
      encoding: 'utf8',
      env: {
        ...process.env,
        CMS_BACKEND: 'github',
        CMS_REPO: 'acme/site',
        CMS_BASE_URL: origins.oauth,
        CMS_API_ROOT: `${origins.github}/api/v3`,
      },
    });
    expect(build.status, build.stderr).toBe(0);

    // The OAuth exchange as deployed: its own folder's wrangler.toml, the secret as a secret.
    const oauthDir = path.join(work, 'github-oauth');
    await mkdir(oauthDir);
    for (const file of ['worker.ts', 'wrangler.toml'])
      await copyFile(`deploy/github-oauth/${file}`, path.join(oauthDir, file));
    await writeFile(
      path.join(oauthDir, '.dev.vars'),
      [
        `GITHUB_CLIENT_ID=${clientId}`,
        `GITHUB_CLIENT_SECRET=${clientSecret}`,
        `SITE_ORIGINS=${origins.pages},${origins.nginx}`,
        `GITHUB_URL=${origins.github}`,
        '',
      ].join('\n'),
    );
    const nginxDir = path.join(work, 'nginx');
    await mkdir(nginxDir);
    const config = await nginxConfig(nginxDir, siteDir, nginxPort);
    const [oauth, pages, nginx] = await Promise.all([
      startServer(
        wrangler,
        [
          'dev',
          '--ip',
          '127.0.0.1',
          '--port',
          String(oauthPort),
          // Debugger ports of their own: two wranglers would both take the default one.
          '--inspector-port',
          String(await freePort()),
          '--persist-to',
          path.join(work, 'oauth-state'),
        ],
        oauthDir,
        origins.oauth,
      ),
      startServer(
        wrangler,
        [
          'pages',
          'dev',
          siteDir,
          '--ip',
          '127.0.0.1',
          '--port',
          String(pagesPort),
          '--compatibility-date',
          '2026-04-26',
          '--inspector-port',
          String(await freePort()),
          '--persist-to',
          path.join(work, 'pages-state'),
        ],
        work,
        origins.pages,
      ),
      startServer(nginxPath, ['-p', nginxDir, '-e', `${nginxDir}/error.log`, '-c', config], nginxDir, origins.nginx),
    ]);
    servers.push(oauth, pages, nginx);
    browser = await openBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    for (const server of servers) server.kill(server.spawnfile === nginxPath ? 'SIGQUIT' : 'SIGTERM');
    await new Promise<void>((resolve) => (github ? github.close(() => resolve()) : resolve()));
    await rm(work, { recursive: true, force: true });
  });

  /** Opens the screen at `origin`, clicks Decap's GitHub login and returns the screen once the popup is done. */
  async function logIn(origin: string, name: string): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/admin`);
    await page.screenshot({ path: path.join(screenshots, `login-${name}-before.png`) });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: /GitHub/ }).click();
    const window = await popup;
    await window.waitForEvent('close', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Inhoudstypen' }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(screenshots, `login-${name}-after.png`) });
    return { page, errors };
  }

  for (const host of ['pages', 'nginx'] as const) {
    const through = host === 'pages' ? 'Cloudflare Pages (wrangler pages dev)' : 'nginx';
    it(`completes through ${through}: the popup hands the token to the screen`, async () => {
      await mkdir(screenshots, { recursive: true });
      const screen = await fetch(`${origins[host]}/admin`);
      expect(screen.status).toBe(200);
      expect(screen.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(screen.headers.get('content-security-policy')).toContain("'unsafe-eval'");
      expect(screen.headers.get('x-robots-tag')).toBe('noindex');
      log.length = 0;
      const { page, errors } = await logIn(origins[host], host);
      expect(log).toContain(`authorize ${clientId} repo`);
      expect(log).toContain('token exchange');
      expect(log).toContain('api /api/v3/user with the token');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('hands the token to no other site', async () => {
    // Another site that opens the login window: the popup waits for an answer from the screen's
    // origins only, so a page elsewhere never receives the token.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origins.github}/elsewhere`);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      window.addEventListener('message', (e) => seen.push(String(e.data)));
    });
    const opened = page.waitForEvent('popup');
    await page.evaluate(
      (oauth) => void window.open(`${oauth}/auth?provider=github&scope=repo`, 'login', 'popup'),
      origins.oauth,
    );
    const popup = await opened;
    await page.waitForFunction(() => (window as unknown as { seen: string[] }).seen.includes('authorizing:github'));
    // A listener of the test's own, after the popup's: whatever the popup would post in answer to
    // this site's reply, it would post before "after".
    await popup.evaluate(() => window.addEventListener('message', () => window.opener.postMessage('after', '*')));
    await page.evaluate(() => {
      const popupWindow = window.open('', 'login')!;
      popupWindow.postMessage('authorizing:github', '*');
    });
    await page.waitForFunction(() => (window as unknown as { seen: string[] }).seen.includes('after'));
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      'authorizing:github',
      'after',
    ]);
    await context.close();
  });
});
