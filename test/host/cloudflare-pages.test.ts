import { spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { freePort } from '../support/free-port.ts';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pagePaths } from '../../scripts/link-check.ts';

const wrangler = path.resolve('node_modules/.bin/wrangler');

/**
 * The built site as Cloudflare Pages serves it, in its own runtime (`wrangler pages dev`, which
 * runs workerd offline): every canonical URL answers 200 without a redirect, a trailing slash
 * and each redirect take one hop, and unknown paths get their own not-found page with 404.
 */
describe('the site on Cloudflare Pages (wrangler pages dev)', () => {
  const siteDir = inject('siteDir');
  let origin = '';
  let server: ChildProcess | undefined;
  let work = '';
  /** What wrangler said while it started. */
  let output = '';

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'pages-dev-'));
    // The project's own configuration, as `npx wrangler pages dev dist` reads it in the repository.
    await copyFile('wrangler.toml', path.join(work, 'wrangler.toml'));
    const port = await freePort();
    server = spawn(
      wrangler,
      [
        'pages',
        'dev',
        siteDir,
        '--ip',
        '127.0.0.1',
        '--port',
        String(port),
        // A debugger port of its own: another wrangler in the suite may hold the default one.
        '--inspector-port',
        String(await freePort()),
        '--persist-to',
        path.join(work, 'state'),
        '--log-level',
        'warn',
      ],
      {
        cwd: work,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1', CI: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    output = '';
    server.stdout!.on('data', (d) => {
      output += d;
    });
    server.stderr!.on('data', (d) => {
      output += d;
    });
    origin = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`wrangler pages dev stopped:\n${output}`);
      const up = await fetch(origin, { redirect: 'manual' }).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (i > 240) throw new Error(`wrangler pages dev did not start in time:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 90_000);

  afterAll(async () => {
    server?.kill();
    await rm(work, { recursive: true, force: true });
  });

  const get = (urlPath: string) => fetch(origin + urlPath, { redirect: 'manual' });

  it('starts from the project configuration, with no complaint about _redirects', () => {
    expect(output).not.toMatch(/_redirects|invalid/i);
  });

  it('answers every page at its canonical URL with 200, without a redirect', async () => {
    const pages = [];
    for (const urlPath of await pagePaths(siteDir)) {
      const html = await readFile(
        path.join(siteDir, urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`),
        'utf8',
      ).catch(() => '');
      if (html.includes('name="robots" content="noindex"') || !html) continue;
      pages.push(urlPath);
    }
    expect(pages.length).toBeGreaterThanOrEqual(96);
    const answers = await Promise.all(pages.map(async (p) => [p, (await get(p)).status] as const));
    expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('leads a trailing slash to the canonical URL in one hop', async () => {
    for (const p of ['/services/', '/services/werkpaard/', '/en/', '/raspaarden/']) {
      const response = await get(p);
      expect(response.status, p).toBeGreaterThanOrEqual(301);
      expect(response.status, p).toBeLessThanOrEqual(308);
      const target = new URL(response.headers.get('location')!, origin).pathname;
      expect(target, p).toBe(p.slice(0, -1));
      expect((await get(target)).status, target).toBe(200);
    }
  });

  it('follows every redirect of _redirects in one hop to a page that answers 200', async () => {
    const rules = (await readFile(path.join(siteDir, '_redirects'), 'utf8'))
      .split('\n')
      .map((l) => l.split(' '))
      .filter((r) => r[2] === '301');
    expect(rules.length).toBeGreaterThan(10);
    for (const [from, to] of rules) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      const target = new URL(response.headers.get('location')!, origin).pathname;
      expect(target, from).toBe(to);
      expect((await get(target)).status, target).toBe(200);
    }
  });

  const notFound: [string, RegExp][] = [
    ['/bestaat-niet', /<html lang="nl"[\s\S]*Pagina niet gevonden/i],
    ['/en/does-not-exist', /<html lang="en"[\s\S]*not found/i],
    ['/raspaarden/onbekend', /<html lang="nl"[\s\S]*Profiel niet gevonden/],
    ['/en/raspaarden/unknown', /<html lang="en"[\s\S]*Profile not found/i],
  ];
  for (const [p, text] of notFound) {
    it(`answers ${p} with 404 and its own not-found page`, async () => {
      const response = await get(p);
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(text);
    });
  }
});
