/**
 * The editing backend's saves never tear and never half-happen, and every path a request names
 * passes the same checks: two saves of one file at once leave one whole version; a save of two
 * files whose second cannot be written writes neither and says which, without the machine's
 * paths; a rename (`newPath`) is checked as the path itself is; kinds of file the build would
 * refuse, lookalike names and hard links are refused before anything is written.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, link, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackend } from '../../../scripts/cms/local-backend.ts';
import { rawRequest } from '../../support/raw-request.ts';

describe('saves of the editing backend', () => {
  let dir: string;
  let server: Server;
  let origin: string;
  const logged: string[] = [];

  const call = (action: string, params: object) =>
    rawRequest(origin, '/api/v1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
    });
  const save = (dataFiles: object[], assets: object[] = []) =>
    call('persistEntry', { dataFiles, assets, options: { commitMessage: 'x', useWorkflow: false } });
  const at = (file: string) => path.join(dir, file);
  /** Every file under the working copy with its bytes, to show what a request wrote. */
  const snapshot = async () => {
    const files = new Map<string, string>();
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) {
        const full = path.join(entry.parentPath, entry.name);
        files.set(path.relative(dir, full), await readFile(full, 'latin1'));
      }
    return files;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'saves-'));
    await cp('content', at('content'), { recursive: true });
    await writeFile(at('package.json'), '{"name":"the repository itself"}\n');
    const backend = localBackend({ root: dir, contentDir: at('content'), log: (line) => logged.push(line) });
    server = createServer((req, res) => void backend(req, res, [origin]));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('leave one whole version when two saves of the same file race, in each of 30 rounds', async () => {
    // A real article, and the same with 20,000 more line ends (which change nothing on its page):
    // two saves the build accepts, of very different lengths, as in a tear.
    const file = 'content/articles/ai-readiness-organisatie-klaar-voor-ai-revolutie.md';
    const raw = await readFile(at(file), 'utf8');
    const versions = [raw + '\n'.repeat(20_000), raw];
    const torn: string[] = [];
    for (let round = 0; round < 30; round++) {
      const answers = await Promise.all(versions.map((raw) => save([{ slug: 'race', path: file, raw }])));
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const text = await readFile(at(file), 'utf8');
      if (!versions.includes(text)) torn.push(`round ${round + 1}: ${text.length} characters`);
    }
    expect(torn).toEqual([]);
    // No temporary file is left beside it.
    expect((await readdir(at('content/articles'))).filter((name) => name.includes('ai-readiness'))).toEqual([
      path.basename(file),
    ]);
  });

  it('write nothing of a two-file save whose second cannot be written, and say which, no machine path', async () => {
    await mkdir(at('content/articles/map.md'));
    const before = await snapshot();
    const answer = await save([
      { slug: 'eerste', path: 'content/articles/eerste-van-twee.md', raw: '---\ntitle: Eerste\n---\n' },
      { slug: 'map', path: 'content/articles/map.md', raw: '---\ntitle: Tweede\n---\n' },
    ]);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).toContain('content/articles/map.md');
    expect(answer.body).not.toContain(dir);
    expect(await snapshot()).toEqual(before);
  });

  it('check a rename (newPath) as the path itself: no drawing, nothing outside content/', async () => {
    const before = await snapshot();
    const raw = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const tries = [
      { path: 'content/articles/nieuw.md', newPath: 'content/images/x.svg', raw },
      { path: 'content/articles/nieuw.md', newPath: 'content/../package.json', raw },
      { path: 'content/articles/nieuw.md', newPath: 'content/articles/nieuw.js', raw },
    ];
    for (const t of tries) {
      const answer = await save([{ slug: 'nieuw', ...t }]);
      expect(answer.status, `${t.newPath}: ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, t.newPath).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuse kinds of file the build refuses and names that read as others, before saying saved', async () => {
    const before = await snapshot();
    const names = [
      'content/articles/script.js',
      'content/articles/page.html',
      'content/articles/spatie.md ',
      'content/articles/punt.md.',
      'content/\u2025/x.md',
      'content/\uff0e\uff0e/x.md',
      'content/articles/zero\u200bwidth.md',
      'content/articles/omgekeerd\u202edm.md',
    ];
    for (const name of names) {
      const answer = await save([{ slug: 'x', path: name, raw: '---\ntitle: X\n---\n' }]);
      expect(answer.status, `${JSON.stringify(name)}: ${answer.body}`).toBe(403);
    }
    const long = await save([{ slug: 'x', path: `content/articles/${'a'.repeat(5000)}.md`, raw: 'x' }]);
    expect(long.status).toBe(400);
    expect(long.body).not.toContain(dir);
    expect(await snapshot()).toEqual(before);
  });

  it('neither read nor write a file with a second name (a hard link) to a file outside content/', async () => {
    await link(at('package.json'), at('content/articles/hard.md'));
    const read = await call('getEntry', { path: 'content/articles/hard.md' });
    expect(read.status).toBe(403);
    expect(read.body).not.toContain('the repository itself');
    const written = await save([{ slug: 'hard', path: 'content/articles/hard.md', raw: 'overwritten' }]);
    expect(written.status).toBe(403);
    expect(await readFile(at('package.json'), 'utf8')).toBe('{"name":"the repository itself"}\n');
    // Nor listed: the list of articles and the media library leave it out and still answer.
    await link(at('package.json'), at('content/images/hard.png'));
    const secret = Buffer.from(await readFile(at('package.json'))).toString('base64');
    const articles = await call('entriesByFolder', { folder: 'content/articles', extension: 'md', depth: 1 });
    expect(articles.status).toBe(200);
    expect(articles.body).not.toContain('hard.md');
    const media = await call('getMedia', { mediaFolder: 'content/images' });
    expect(media.status).toBe(200);
    expect(media.body).not.toContain(secret);
    expect(media.body).not.toContain('hard.png');
    await rm(at('content/articles/hard.md'));
    await rm(at('content/images/hard.png'));
  });

  it('clean an uploaded drawing and say what was taken out', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
      '<rect width="10" height="10"/></svg>';
    const answer = await call('persistMedia', {
      asset: { path: 'content/images/schoon.svg', content: Buffer.from(svg).toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'x' },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).cleaned).toEqual(['onload="alert(1)"']);
    expect(await readFile(at('content/images/schoon.svg'), 'utf8')).not.toContain('onload');
    expect(logged.join('\n')).toContain('content/images/schoon.svg was cleaned before it was saved: onload="alert(1)"');
  });
});
