import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaticServer } from '../../scripts/static-server.ts';
import {
  allowedHost,
  maxEventStreams,
  maxStreamsPerPage,
  startDevServer,
  type DevServer,
} from '../../scripts/dev/server.ts';
import { withoutTrailingSlash } from '../../build/output/url-files.ts';
import { pagePaths } from '../../scripts/link-check.ts';
import { rawRequest } from '../support/raw-request.ts';

const send = rawRequest;

/** Paths that a naive trailing-slash redirect turns into another site's address. */
const openRedirects = [
  '/.//evil.example/',
  '//evil.example/',
  '/\\evil.example/',
  '/./\\/evil.example/',
  '/%2F%2Fevil.example/',
];

/** What lies outside a served folder, which no request may read. */
const secret = 'SECRET-OUTSIDE-THE-SITE';
const outsideMarkers = [secret, 'root:x:0:0', '"devDependencies"'];

/**
 * Paths that try to climb out of the served folder: dot segments written plainly, percent-encoded
 * (once and twice, in either case), as overlong UTF-8, with backslashes and encoded slashes, with a
 * null byte, at several depths, towards a file beside the site, /etc/passwd and this repository's
 * package.json.
 */
const traversals: string[] = (() => {
  const ups = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '....'];
  const separators = ['/', '%2f', '%5c', '\\', '%255c'];
  const found = new Set<string>();
  for (const up of ups)
    for (const separator of separators)
      for (const [depth, target] of [
        [1, 'secret.txt'],
        [8, 'etc/passwd'],
        [4, 'package.json'],
      ] as const)
        found.add(`/${`${up}${separator}`.repeat(depth)}${target}`);
  for (const extra of [
    '/..%00/secret.txt',
    '/secret.txt%00.html',
    '/assets/../../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/./../secret.txt',
    '//../secret.txt',
    '/%2F..%2F..%2Fsecret.txt',
    '/..;/secret.txt',
    '/..%3b/secret.txt',
    '/en/../../../etc/passwd',
  ])
    found.add(extra);
  return [...found];
})();

/** Requests each path and returns those whose answer shows something from outside the site. */
async function leaks(origin: string, paths: string[], host?: string): Promise<string[]> {
  const leaked: string[] = [];
  for (const p of paths) {
    const answer = await send(origin, p, { host });
    if (outsideMarkers.some((m) => answer.body.includes(m))) leaked.push(`${p}: ${answer.status}`);
  }
  return leaked;
}

/** The first address of this machine that is not loopback, to show that a server does not listen there. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe('the trailing-slash redirect', () => {
  it.each(openRedirects)('keeps %s on this site', (p) => {
    const target = withoutTrailingSlash(new URL(`http://localhost${p}`).pathname)!;
    expect(target).toMatch(/^\/(?![/\\])/);
  });
});

describe('the preview server', () => {
  let origin: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const server = createStaticServer(inject('siteDir'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  it.each(openRedirects)('redirects %s to a path of its own, never to another site', async (p) => {
    const answer = await send(origin, p);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toMatch(/^\/(?![/\\])/);
  });

  it('answers every page at its canonical URL with 200, without a redirect', async () => {
    const pages = await pagePaths(inject('siteDir'));
    expect(pages.length).toBeGreaterThan(100);
    const answers = await Promise.all(pages.map(async (p) => [p, (await send(origin, p)).status] as const));
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('redirects a trailing slash to the page in one step, keeping the query', async () => {
    const answer = await send(origin, '/services/werkpaard/?a=1');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/services/werkpaard?a=1');
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('answers %s with 405', async (method) => {
    const answer = await send(origin, '/', { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.body).not.toContain('<html');
  });

  it('sends the headers of _headers with pages, not-found pages and assets', async () => {
    for (const p of ['/', '/services/werkpaard', '/bestaat-niet', '/favicon.svg']) {
      const answer = await send(origin, p, { method: 'HEAD' });
      // A drawing gets a second policy of its own, which the browser keeps to as well.
      const drawing = p.endsWith('.svg') ? ", default-src 'none'; style-src 'unsafe-inline'; sandbox" : '';
      expect(answer.headers['content-security-policy'], p).toMatch(
        new RegExp(`^default-src 'self'; script-src 'self' 'sha256-.*frame-ancestors 'none'${drawing}$`),
      );
      expect(answer.headers['strict-transport-security'], p).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['x-content-type-options'], p).toBe('nosniff');
    }
    const html = await send(origin, '/');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html.body)![1]!;
    expect((await send(origin, asset)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it(`leaks nothing from outside its folder to ${traversals.length} ways of climbing out`, async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'preview-traversal-'));
    const site = path.join(root, 'site');
    const server = createStaticServer(site);
    try {
      await mkdir(path.join(site, 'assets'), { recursive: true });
      await writeFile(path.join(site, 'index.html'), '<!doctype html><h1>home</h1>');
      await writeFile(path.join(site, '404.html'), '<!doctype html><h1>not found</h1>');
      await writeFile(path.join(site, 'assets/main.js'), 'console.log(1)');
      await writeFile(path.join(root, 'secret.txt'), secret);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // The secret can be read where it is served, so a leak would show.
      expect((await send(at, '/index.html')).body).toContain('home');
      expect(traversals.length).toBeGreaterThan(50);
      expect(await leaks(at, traversals)).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    }
  });

  it('answers 2,000 requests, 50 at a time, without an error', async () => {
    const home = await send(origin, '/');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home.body)![1]!;
    const paths: [string, number][] = [
      ['/', 200],
      ['/services/werkpaard', 200],
      ['/en/artikelen', 200],
      [asset, 200],
      ['/favicon.svg', 200],
      ['/bestaat-niet', 404],
      ['/services/', 301],
      ['/artikelen/ogsm-model', 200],
    ];
    const wrong: string[] = [];
    let done = 0;
    const worker = async (w: number) => {
      for (let i = 0; i < 40; i++) {
        const [p, status] = paths[(w + i) % paths.length]!;
        try {
          const answer = await send(origin, p, { method: i % 5 === 0 ? 'HEAD' : 'GET' });
          if (answer.status !== status) wrong.push(`${p}: ${answer.status}`);
        } catch (error) {
          wrong.push(`${p}: ${(error as Error).message}`);
        }
        done++;
      }
    };
    await Promise.all(Array.from({ length: 50 }, (_, w) => worker(w)));
    expect(done).toBe(2_000);
    expect(wrong).toEqual([]);
  });

  it('listens on 127.0.0.1 only unless given --host', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/serve.ts', '--port', '0', '--dir', inject('siteDir')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const url = await printedUrl(child);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await send(url, '/')).status).toBe(200);
      if (outsideAddress)
        await expect(send(`http://${outsideAddress}:${new URL(url).port}`, '/')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      child.kill();
    }
  });
});

/** The address a server prints when it starts. */
function printedUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no address printed: ${out}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/[\d.]+:\d+/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(found[0]);
      }
    });
  });
}

describe('the dev server', () => {
  let server: DevServer;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dev-security-'));
    await cp('content', path.join(dir, 'content'), { recursive: true });
    server = await startDevServer({ contentDir: path.join(dir, 'content'), port: 0, log: () => undefined });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 by default', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    if (outsideAddress)
      await expect(send(`http://${outsideAddress}:${new URL(server.url).port}`, '/')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('answers only Host headers that name this machine, against DNS rebinding', async () => {
    const port = new URL(server.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST'])
      expect((await send(server.url, '/', { host })).status, host).toBe(200);
    for (const host of [
      `evil.example:${port}`,
      'evil.example',
      `localhost.evil.example:${port}`,
      `127.0.0.1.nip.io:${port}`,
    ]) {
      const answer = await send(server.url, '/', { host });
      expect(answer.status, host).toBe(403);
      expect(answer.body).not.toContain('<html');
    }
  });

  it("answers this machine's own addresses when told to listen on every interface, and still no other name", () => {
    for (const wildcard of ['0.0.0.0', '::']) {
      expect(allowedHost('localhost:4321', wildcard)).toBe(true);
      if (outsideAddress) expect(allowedHost(`${outsideAddress}:4321`, wildcard), outsideAddress).toBe(true);
      for (const name of ['evil.example', `127.0.0.1.nip.io:4321`, '203.0.113.7:4321', '[2001:db8::1]:4321'])
        expect(allowedHost(name, wildcard), name).toBe(false);
    }
    // Listening on loopback only, the network's addresses never reach it, and are not answered either.
    if (outsideAddress) expect(allowedHost(`${outsideAddress}:4321`, '127.0.0.1')).toBe(false);
    expect(allowedHost(undefined, '0.0.0.0')).toBe(false);
  });

  it.each(openRedirects)('redirects %s to a path of its own, never to another site', async (p) => {
    const answer = await send(server.url, p);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toMatch(/^\/(?![/\\])/);
  });

  it(`leaks nothing of content, repository or machine to ${traversals.length} ways of climbing out`, async () => {
    await writeFile(path.join(dir, 'secret.txt'), secret);
    expect(await leaks(server.url, traversals)).toEqual([]);
  });

  it('answers methods other than GET and HEAD with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'])
      expect((await send(server.url, '/', { method })).status, method).toBe(405);
  });

  /** Opens an event stream for the page at `page`; resolves with its status once answered. */
  const openStream = (page: string, headers: Record<string, string> = {}) => {
    const url = new URL(server.url);
    const req = httpRequest({
      hostname: url.hostname,
      port: url.port,
      path: `/__dev/events?path=${encodeURIComponent(page)}`,
      headers,
      agent: false,
    });
    const status = new Promise<number>((resolve, reject) => {
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.end();
    });
    return { req, status };
  };

  it(`holds at most ${maxEventStreams} streams, refuses the next, yet lets the editing screen listen`, async () => {
    const open: ReturnType<typeof openStream>[] = [];
    try {
      for (let i = 0; i < maxEventStreams; i++) {
        open.push(openStream(`/page-${i}`));
        expect(await open.at(-1)!.status).toBe(200);
      }
      open.push(openStream('/one-more'));
      expect(await open.at(-1)!.status).toBe(503);
      // The editor's own tab is not locked out by streams for other pages.
      open.push(openStream('/admin'));
      expect(await open.at(-1)!.status).toBe(200);
    } finally {
      for (const { req } of open) req.destroy();
    }
    // Closed streams free their places.
    await expect
      .poll(async () => {
        const again = openStream('/one-more');
        const status = await again.status;
        again.req.destroy();
        return status;
      })
      .toBe(200);
  });

  it(`holds at most ${maxStreamsPerPage} streams of one page, and none for a page of another site`, async () => {
    const open: ReturnType<typeof openStream>[] = [];
    try {
      for (let i = 0; i < maxStreamsPerPage; i++) {
        open.push(openStream('/admin'));
        expect(await open.at(-1)!.status).toBe(200);
      }
      open.push(openStream('/admin'));
      expect(await open.at(-1)!.status).toBe(503);
    } finally {
      for (const { req } of open) req.destroy();
    }
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://localhost:9999' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const stream = openStream('/', headers);
      expect(await stream.status, JSON.stringify(headers)).toBe(403);
      stream.req.destroy();
    }
  });

  it('sends the built site’s framing protection with every answer, /admin included', async () => {
    const headersFile = await readFile(path.join(inject('siteDir'), '_headers'), 'utf8');
    expect(headersFile).toContain('X-Frame-Options: DENY');
    expect(headersFile).toMatch(/Content-Security-Policy: .*frame-ancestors 'none'/);
    for (const page of [
      '/',
      '/services/werkpaard',
      '/admin',
      '/no-such-page',
      '/__dev/events?path=/evil',
      '/.//evil.example/',
    ]) {
      const answer = await send(server.url, page, { headers: { origin: 'https://evil.example' } });
      expect(answer.headers['x-frame-options'], page).toBe('DENY');
      expect(answer.headers['content-security-policy'], page).toBe("frame-ancestors 'none'");
    }
    const foreign = await send(server.url, '/', { host: 'evil.example' });
    expect(foreign.headers['x-frame-options']).toBe('DENY');
  });

  it('lets its pages listen to it under their policy', async () => {
    const page = await send(server.url, '/services/werkpaard');
    expect(page.body).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="[^"]*connect-src 'self' https:\/\/api\.emailjs\.com/,
    );
  });
});
