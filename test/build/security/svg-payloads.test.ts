/**
 * Every SVG the site publishes goes through one cleaner (build/images/clean-svg.ts), whichever way
 * it arrives. Fourteen drawings that ran script, posted a form, left the site or loaded from
 * another origin when opened at their own address: in content/ and in public/ the build refuses
 * each, naming the file and what it found; uploaded through the editing backend they are cleaned,
 * and once built, each published file opened in Chromium on a server that sends no headers runs
 * nothing and asks nothing of any other origin. Every host file serves drawings with a policy of
 * their own as a second wall.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildSite, readPublic } from '../../../build/pipeline.ts';
import { writeSite } from '../../../build/output/write-site.ts';
import { ContentError } from '../../../build/content/problems.ts';
import { localBackend } from '../../../scripts/cms/local-backend.ts';
import { headersFor, parseHeadersFile } from '../../../build/output/headers.ts';
import { hasBrowser, launchBrowser } from '../../support/browser.ts';
import { rawRequest } from '../../support/raw-request.ts';
import { writeSmallSite } from '../../support/small-site.ts';
import { pwned, svgPayloads } from '../../support/svg-payloads.ts';

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/** The article whose body shows every payload. */
const article = 'articles/ai-tools-voor-het-mkb.md';
const showAll = (names: string[]) => (text: string) =>
  `${text.trimEnd()}\n\n${names.map((name, i) => `![Tekening ${i + 1}](${name})`).join('\n\n')}\n`;

describe('published drawings', () => {
  let dir: string;
  let outside: Server;
  let outsideOrigin: string;
  /** What reached the server standing for another site. */
  const reached: string[] = [];
  let payloads: ReturnType<typeof svgPayloads>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'svg-payloads-'));
    outside = createServer((req, res) => {
      reached.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'access-control-allow-origin': '*' });
      res.end();
    });
    outsideOrigin = await listen(outside);
    payloads = svgPayloads(outsideOrigin);
  });
  afterAll(async () => {
    await close(outside);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('are refused in content/, each named with what it holds', async () => {
    const contentDir = path.join(dir, 'refused', 'content');
    await writeSmallSite(contentDir, 0);
    for (const p of payloads) await writeFile(path.join(contentDir, 'images', p.name), p.svg);
    const file = path.join(contentDir, article);
    await writeFile(file, showAll(payloads.map((p) => p.name))(await readFile(file, 'utf8')));
    const error = await buildSite({ contentDir }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error, 'the build refuses the drawings').toBeInstanceOf(ContentError);
    const messages = (error as ContentError).problems.map((p) => `${p.file}: ${p.message}`);
    for (const p of payloads) {
      const said = messages.find((m) => m.includes(`/content/images/${p.name})`));
      expect(said, p.name).toContain('holds what a drawing may not');
      expect(said, p.name).toContain(p.found);
    }
  });

  it('are refused in public/, each named with what it holds', async () => {
    const publicDir = path.join(dir, 'public');
    await mkdir(path.join(publicDir, 'images'), { recursive: true });
    for (const p of payloads) await writeFile(path.join(publicDir, 'images', p.name), p.svg);
    const error = await readPublic(publicDir).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    for (const p of payloads) {
      const said = problems.find((problem) => problem.file.endsWith(`/images/${p.name}`));
      expect(said?.message, p.name).toContain(p.found);
    }
  });

  describe.skipIf(!hasBrowser)('uploaded through the editing screen, built and opened on their own', () => {
    let browser: Browser;
    let site: Server;
    let origin: string;
    let published: string[];
    let siteDir: string;
    const accepted: string[] = [];
    const refusedUploads: string[] = [];

    beforeAll(async () => {
      const root = path.join(dir, 'uploaded');
      const contentDir = path.join(root, 'content');
      await writeSmallSite(contentDir, 0);
      // The editing backend as the dev server runs it, answering its own page.
      const backend = localBackend({ root, contentDir });
      const screen = createServer((req, res) => void backend(req, res, [screenOrigin]));
      const screenOrigin = await listen(screen);
      try {
        for (const p of payloads) {
          const answer = await rawRequest(screenOrigin, '/api/v1', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: screenOrigin },
            body: JSON.stringify({
              action: 'persistMedia',
              params: {
                branch: 'main',
                asset: {
                  path: `content/images/${p.name}`,
                  content: Buffer.from(p.svg).toString('base64'),
                  encoding: 'base64',
                },
                options: { commitMessage: 'x' },
              },
            }),
          });
          if (answer.status === 200) accepted.push(p.name);
          else refusedUploads.push(`${p.name}: ${answer.body}`);
        }
      } finally {
        await close(screen);
      }
      const file = path.join(contentDir, article);
      await writeFile(file, showAll(accepted)(await readFile(file, 'utf8')));
      const built = await buildSite({ contentDir });
      siteDir = path.join(root, 'dist');
      await writeSite(built.files, siteDir);
      published = (await readdir(path.join(siteDir, 'assets', 'images'))).filter((name) =>
        payloads.some((p) => name.startsWith(`${p.name.replace(/\.svg$/, '')}-`)),
      );
      // A host that sends no headers at all (GitHub Pages' raw files, a plain bucket): only the type.
      site = createServer(async (req, res) => {
        const name = path.join(siteDir, decodeURIComponent(new URL(req.url!, 'http://x').pathname));
        const body = await readFile(name).catch(() => undefined);
        res.writeHead(body ? 200 : 404, body && name.endsWith('.svg') ? { 'content-type': 'image/svg+xml' } : {});
        res.end(body);
      });
      origin = await listen(site);
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
      await close(site);
    });

    it('run nothing and reach no other origin', async () => {
      const context = await browser.newContext();
      const elsewhere: string[] = [];
      context.on('request', (request) => {
        if (!request.url().startsWith(`${origin}/`)) elsewhere.push(request.url());
      });
      try {
        for (const name of published) {
          const page = await context.newPage();
          await page.goto(`${origin}/assets/images/${name}`, { waitUntil: 'load' });
          // What a visitor does: point at the drawing and click it.
          await page.mouse.move(200, 150);
          await page.mouse.click(200, 150);
          await page.waitForLoadState('load');
          expect(await page.evaluate(() => document.title), name).not.toBe(pwned);
          expect(page.url(), name).toBe(`${origin}/assets/images/${name}`);
          await page.close();
        }
      } finally {
        await context.close();
      }
      expect(elsewhere).toEqual([]);
      expect(reached).toEqual([]);
      // Each upload was taken, cleaned, and published.
      expect(refusedUploads).toEqual([]);
      expect(published).toHaveLength(payloads.length);
    });

    it('are served by every host file with a policy of their own as a second wall', async () => {
      const policy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
      const rules = parseHeadersFile(await readFile(path.join(siteDir, '_headers'), 'utf8'));
      for (const name of [`/assets/images/${published[0]}`, '/favicon.svg'])
        expect(headersFor(rules, name)['content-security-policy'], name).toContain(policy);
      expect(headersFor(rules, '/')['content-security-policy']).not.toContain('sandbox');
      const nginx = await readFile(path.join(siteDir, '_nginx', 'headers.conf'), 'utf8');
      expect(nginx).toContain(`set $svg_policy "${policy}"`);
    });
  });
});
