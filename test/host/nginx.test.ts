import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headersFor, parseHeadersFile, type HeaderRule } from '../../build/output/headers.ts';
import { pageRoutes, redirectTargets } from '../support/spec-routes.ts';
import { asHtml, ui } from '../support/copy.ts';
import { rawRequest } from '../support/raw-request.ts';

const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const hasNginx = existsSync(nginxPath);
if (!hasNginx) {
  const message =
    `nginx not found at ${nginxPath}: the nginx configuration cannot be tested. ` +
    'Install it with: apt-get install -y nginx';
  if (process.env.CI) throw new Error(message);
  console.warn(`\n!!! ${message}\n!!! The nginx tests are SKIPPED.\n`);
}

/** One raw request to the nginx on `port`. */
const send = (port: number, urlPath: string, method = 'GET') =>
  rawRequest(`http://127.0.0.1:${port}`, urlPath, { method });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * deploy/nginx.conf as a deployer uses it, with the built site's folder and a loopback port put
 * in, inside a main configuration that runs without root: pid, logs and temporary files in a
 * folder of the test, one process.
 */
async function nginxConfig(dir: string, siteDir: string, port: number): Promise<string> {
  const site = (await readFile('deploy/nginx.conf', 'utf8'))
    .replaceAll('/srv/paardensprong/dist', siteDir)
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  expect(site).not.toContain('/srv/');
  await writeFile(path.join(dir, 'site.conf'), site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, temp));
  const main = [
    'daemon off;',
    'master_process off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${dir}/${t};`,
    ),
    `  include ${dir}/site.conf;`,
    '}',
    '',
  ].join('\n');
  await writeFile(path.join(dir, 'nginx.conf'), main);
  return path.join(dir, 'nginx.conf');
}

describe.skipIf(!hasNginx)('the site on nginx with deploy/nginx.conf', () => {
  let dir: string;
  let port: number;
  let nginx: ChildProcess | undefined;
  let rules: HeaderRule[];
  const en = (p: string) => (p === '/' ? '/en' : `/en${p}`);

  beforeAll(async () => {
    const siteDir = inject('siteDir');
    rules = parseHeadersFile(await readFile(path.join(siteDir, '_headers'), 'utf8'));
    dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-'));
    port = await freePort();
    const config = await nginxConfig(dir, siteDir, port);
    const check = spawnSync(nginxPath, ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', config], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(nginxPath, ['-p', dir, '-e', `${dir}/error.log`, '-c', config], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    for (let i = 0; ; i++) {
      if (
        await send(port, '/').then(
          () => true,
          () => false,
        )
      )
        break;
      if (i > 100)
        throw new Error(`nginx did not start: ${await readFile(`${dir}/error.log`, 'utf8').catch(() => '')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const stopped = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await stopped;
    }
    await rm(dir, { recursive: true, force: true });
  });

  it('answers every route of the spec in both languages with 200 from route.html', async () => {
    for (const route of pageRoutes) {
      for (const p of [route, en(route)]) {
        const answer = await send(port, p);
        expect(answer.status, p).toBe(200);
        expect(answer.headers['content-type'], p).toMatch(/^text\/html/);
        expect(answer.body, p).toContain('<h1');
      }
    }
  });

  it('redirects a trailing slash to the page in one step', async () => {
    const cases: [string, string][] = [
      ['/services/werkpaard/', '/services/werkpaard'],
      ['/en/', '/en'],
      ['/artikelen//', '/artikelen'],
      ['/en/raspaarden/', '/en/raspaarden'],
    ];
    for (const [from, to] of cases) {
      const answer = await send(port, from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
      expect((await send(port, to)).status, to).toBe(200);
    }
  });

  it('sends a page asked for by its file name to its address in one step, the query kept', async () => {
    const cases: [string, string][] = [
      ['/index.html', '/'],
      ['/services/werkpaard.html', '/services/werkpaard'],
      ['/en.html?from=mail', '/en?from=mail'],
      ['/en/services.html', '/en/services'],
    ];
    for (const [from, to] of cases) {
      const answer = await send(port, from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
      expect((await send(port, to)).status, to).toBe(200);
    }
    // The not-found pages stay what they are.
    expect((await send(port, '/bestaat-niet')).status).toBe(404);
    expect((await send(port, '/en/bestaat-niet')).status).toBe(404);
  });

  it('serves the article feeds as Atom', async () => {
    for (const feed of ['/feed.xml', '/en/feed.xml']) {
      const answer = await send(port, feed);
      expect(answer.status, feed).toBe(200);
      expect(answer.headers['content-type'], feed).toMatch(/^application\/atom\+xml/);
    }
  });

  it('never redirects to another site', async () => {
    for (const p of [
      '/.//evil.example/',
      '//evil.example/',
      '/%2F%2Fevil.example/',
      '/%5C%5Cevil.example/',
      '///evil.example//',
      '//evil.example.html',
      '/.//evil.example.html',
    ]) {
      const answer = await send(port, p);
      if (answer.status === 301) expect(answer.headers.location, p).toMatch(/^\/(?![/\\])/);
    }
  });

  it('answers the redirects of content/redirects.yaml with 301 to their page, in both languages', async () => {
    for (const [from, to] of Object.entries(redirectTargets)) {
      for (const [source, target] of [
        [from, to],
        [en(from), en(to)],
      ]) {
        const answer = await send(port, source!);
        expect(answer.status, source).toBe(301);
        expect(answer.headers.location, source).toBe(target);
      }
    }
  });

  it('answers unknown paths with the nearest not-found page of their language, with 404', async () => {
    // The language of the page, and the heading it says "not found" with where that is checked.
    const cases: [string, 'nl' | 'en', string?][] = [
      ['/bestaat-niet', 'nl', ui.nl.notFound.heading],
      ['/services/bestaat-niet', 'nl'],
      ['/raspaarden/onbekend', 'nl', ui.nl.experts.notFound],
      ['/en/does-not-exist', 'en'],
      ['/en/raspaarden/unknown', 'en', ui.en.experts.notFound],
    ];
    for (const [p, lang, heading] of cases) {
      const answer = await send(port, p);
      expect(answer.status, p).toBe(404);
      expect(answer.body, p).toContain(`<html lang="${lang}"`);
      if (heading) expect(answer.body, p).toContain(`>${asHtml(heading)}</h1>`);
    }
    const partner = await send(port, '/raspaarden/onbekend');
    const site = await send(port, '/bestaat-niet');
    expect(partner.body).not.toBe(site.body);
  });

  it('keeps the files for hosts out of the site', async () => {
    for (const p of ['/_headers', '/_redirects', '/_nginx/headers.conf', '/_nginx/redirects.conf'])
      expect((await send(port, p)).status, p).toBe(404);
  });

  it('sends every security header of _headers, as other hosts do, with pages, redirects, 404s and assets', async () => {
    const home = await send(port, '/');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home.body)![1]!;
    for (const p of [
      '/',
      '/services/werkpaard',
      '/services/werkpaard/',
      '/artikelen/ogsm-model',
      '/bestaat-niet',
      '/raspaarden/onbekend',
      asset,
      '/favicon.svg',
    ]) {
      const answer = await send(port, p);
      for (const [name, value] of Object.entries(headersFor(rules, p)))
        expect(answer.headers[name], `${name} of ${p}`).toBe(value);
    }
    expect((await send(port, asset)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home.headers.server).toBe('nginx');
  });

  it('refuses to take posts', async () => {
    expect((await send(port, '/', 'POST')).status).toBe(405);
  });
});
