/**
 * The editing screen's local backend (`npm run cms`) answers its own screen only and writes only
 * under content/: what a page on another localhost port, a rebound domain name (a foreign Host),
 * a path outside the content folder, .git/ and a link leading out try is refused, and nothing is
 * written. Uploads are pictures made again, never the bytes as they came.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../../scripts/dev/server.ts';
import { hasBrowser, launchBrowser } from '../../support/browser.ts';
import { rawRequest } from '../../support/raw-request.ts';

const article = 'content/articles/prototype-in-een-week.md';
const marker = 'WRITTEN-BY-AN-ATTACKER';

describe('the editing backend', () => {
  let dir: string;
  let server: DevServer;
  const before = new Map<string, string>();
  const guarded = ['package.json', 'scripts/run.ts', '.git/config', '.git/hooks/pre-commit', article];

  /** Every file under the working copy with its text, to show that nothing was written. */
  const snapshot = async () => {
    const files = new Map<string, string>();
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dir, full), await readFile(full, 'latin1'));
    }
    return files;
  };

  const call = (action: string, params: unknown, headers: Record<string, string> = {}) =>
    rawRequest(server.url, '/api/v1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, ...headers },
      body: JSON.stringify({ action, params: { branch: 'main', ...(params as object) } }),
    });
  const persist = (file: string, raw: string, headers?: Record<string, string>) =>
    call(
      'persistEntry',
      { dataFiles: [{ slug: 'x', path: file, raw }], assets: [], options: { commitMessage: 'x', useWorkflow: false } },
      headers,
    );
  const upload = (file: string, bytes: Uint8Array) =>
    call('persistMedia', {
      asset: { path: file, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'x' },
    });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'editing-backend-'));
    await cp('content', path.join(dir, 'content'), { recursive: true });
    for (const file of guarded.slice(0, 4)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), `original ${file}\n`);
    }
    // A folder inside content/ that is a link to the scripts beside it.
    await symlink(path.join(dir, 'scripts'), path.join(dir, 'content', 'linked'));
    server = await startDevServer({
      contentDir: path.join(dir, 'content'),
      port: 0,
      host: '127.0.0.1',
      cms: { root: dir },
      log: () => undefined,
    });
    for (const file of guarded) before.set(file, await readFile(path.join(dir, file), 'utf8'));
  });
  afterAll(async () => {
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('saves what its own screen sends into content/', async () => {
    const raw = before.get(article)!.replace(/^title: .*$/m, 'title: "Een prototype in één week, opnieuw"');
    const answer = await persist(article, raw);
    expect(answer.status, answer.body).toBe(200);
    expect(await readFile(path.join(dir, article), 'utf8')).toBe(raw);
    await persist(article, before.get(article)!);
  });

  it('refuses a foreign Host (a rebound domain name), another port and another Origin, writing nothing', async () => {
    const files = await snapshot();
    const attempts: Record<string, string>[] = [
      { host: 'evil.example', origin: 'http://evil.example' },
      { host: `evil.example:${new URL(server.url).port}`, origin: `http://evil.example:${new URL(server.url).port}` },
      { origin: 'http://localhost:9999' },
      { origin: 'http://127.0.0.1:9999' },
      { origin: 'null' },
      { origin: 'https://evil.example' },
      { origin: '' },
      { 'sec-fetch-site': 'same-site' },
      { 'content-type': 'text/plain' },
      { 'x-forwarded-host': 'evil.example', host: 'evil.example', origin: 'http://evil.example' },
    ];
    for (const headers of attempts) {
      const answer = await persist(article, marker, headers);
      expect([403, 415], `${JSON.stringify(headers)}: ${answer.body}`).toContain(answer.status);
    }
    const read = await call('getEntry', { path: article }, { origin: 'http://localhost:9999' });
    expect(read.status).toBe(403);
    expect(read.body).not.toContain('title:');
    expect(await snapshot()).toEqual(files);
  });

  it('refuses every path outside content/, .git/ and a link leading out, writing and reading nothing', async () => {
    const files = await snapshot();
    const outside = [
      'package.json',
      'scripts/run.ts',
      '.git/config',
      '.git/hooks/pre-commit',
      'content/../package.json',
      'content/./articles/x.md',
      'content//articles/x.md',
      'content/.git/config',
      'content\\..\\package.json',
      '/etc/passwd',
      path.join(dir, 'package.json'),
      'content/linked/run.ts',
      'content/linked/new.ts',
      'content',
      'content/articles/x.md\u0000.png',
    ];
    for (const file of outside) {
      const answer = await persist(file, marker);
      expect(answer.status, `${file}: ${answer.body}`).toBe(403);
      const read = await call('getEntry', { path: file });
      expect(read.status, file).toBe(403);
      expect(read.body).not.toMatch(/original|root:x/);
    }
    const listed = await call('entriesByFolder', { folder: '.git', extension: '', depth: 2 });
    expect(listed.status).toBe(403);
    const moved = await call('persistEntry', {
      dataFiles: [{ slug: 'x', path: article, raw: marker, newPath: 'scripts/moved.ts' }],
      assets: [],
    });
    expect(moved.status).toBe(403);
    const deleted = await call('deleteFiles', { paths: ['content/site.yaml', 'package.json'] });
    expect(deleted.status).toBe(403);
    expect(await snapshot()).toEqual(files);
  });

  it('takes uploads only as pictures, made again: no HTML, no script named .png, no script in a drawing', async () => {
    const files = await snapshot();
    const html = await upload('content/images/page.html', new TextEncoder().encode('<script>pwn()</script>'));
    expect(html.status, html.body).toBe(422);
    const script = await upload('content/images/script.png', new TextEncoder().encode('pwn();'));
    expect(script.status, script.body).toBe(422);
    expect(script.body).toContain('is not a picture');
    const wrongFolder = await upload('public/images/x.png', new Uint8Array(8));
    expect(wrongFolder.status).toBe(403);
    expect(await snapshot()).toEqual(files);

    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="pwn()" ' +
      'viewBox="0 0 10 10"><script>pwn()</script><a xlink:href="javascript:pwn()"><rect width="10" ' +
      'height="10" fill="url(https://evil.example/x)" onclick="pwn()"/></a><image href="https://evil.example/p.png"/>' +
      '<foreignObject><div>x</div></foreignObject><circle cx="5" cy="5" r="2" fill="#c00"/></svg>';
    const svg = await upload('content/images/drawing.svg', new TextEncoder().encode(drawing));
    expect(svg.status, svg.body).toBe(200);
    const saved = await readFile(path.join(dir, 'content/images/drawing.svg'), 'utf8');
    expect(saved).not.toMatch(/script|pwn|evil\.example|foreignObject|<image|onload|onclick/);
    expect(saved).toContain('<circle cx="5" cy="5" r="2" fill="#c00"/>');

    // A real photo with a script after its end: decoded and encoded again, the tail gone.
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const tailed = Buffer.concat([photo, Buffer.from('<script>pwn()</script>')]);
    const png = await upload('content/images/photo.png', tailed);
    expect(png.status, png.body).toBe(200);
    const written = await readFile(path.join(dir, 'content/images/photo.png'));
    expect(written.includes('pwn')).toBe(false);
    expect(await sharp(written).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    // A collection's own media folder, as Decap writes it from the repository's root.
    const partner = await upload('/content/images/partners/logo.png', photo);
    expect(partner.status, partner.body).toBe(200);
    expect(JSON.parse(partner.body)).toMatchObject({ path: 'content/images/partners/logo.png' });
  });

  describe.skipIf(!hasBrowser)('from a page in Chromium on another localhost port', () => {
    let page: Server;
    beforeAll(async () => {
      page = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><title>elsewhere</title>');
      });
      await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => page?.close(() => resolve())));

    it('can neither write nor read', async () => {
      const files = await snapshot();
      const browser = await launchBrowser();
      try {
        const tab = await browser.newPage();
        await tab.goto(`http://localhost:${(page.address() as AddressInfo).port}/`);
        const results = await tab.evaluate(
          async ({ api, file, marker }) => {
            const body = (action: string, params: object) =>
              JSON.stringify({ action, params: { branch: 'main', ...params } });
            const write = body('persistEntry', { dataFiles: [{ slug: 'x', path: file, raw: marker }], assets: [] });
            const tries = [
              // As decap-server's CORS rule let it: JSON, with a preflight.
              fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: write }),
              // A simple request needs no preflight, and the answer need not be read to do harm.
              fetch(api, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: write }),
              fetch(api, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: body('getEntry', { path: 'package.json' }),
              }),
            ];
            return Promise.all(
              tries.map((t) =>
                t.then(
                  (r) => `status ${r.status}`,
                  (e: Error) => `failed: ${e.message}`,
                ),
              ),
            );
          },
          { api: `${server.url}/api/v1`, file: article, marker },
        );
        expect(results[0]).toMatch(/^failed/);
        expect(results[2]).toMatch(/^failed/);
        expect(await snapshot()).toEqual(files);
      } finally {
        await browser.close();
      }
    });
  });
});
