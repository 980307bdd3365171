/**
 * `npm run cms` as an editor starts it: one command that runs the dev server over a content
 * folder, serves the editing screen at /admin with the dev server's own /api/v1 as its backend,
 * and shows in the site what the backend writes into the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { freePort } from '../../../scripts/cms/local-backend.ts';

describe('npm run cms', () => {
  let dir: string;
  let child: ChildProcess;
  let output = '';
  let site: string;
  let api: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'cms-command-'));
    await cp('content', path.join(dir, 'content'), { recursive: true });
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    api = `${site}/api/v1`;
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/cms/editing-cli.ts',
        '--content',
        path.join(dir, 'content'),
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Site preview:')) resolve();
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`npm run cms stopped (exit code ${code}):\n${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('says where the screen and the site are', () => {
    expect(output).toContain(`Editing screen: ${site}/admin`);
    expect(output).toContain(`Site preview:   ${site}`);
  });

  it('serves the screen at /admin, configured to save through its own backend', async () => {
    const page = await fetch(`${site}/admin`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script src="/admin/decap-cms.js"></script>');
    const config = parse(await (await fetch(`${site}/admin/config.yml`)).text()) as {
      backend: { name: string; proxy_url: string };
      collections: { name: string; folder?: string }[];
    };
    expect(config.backend).toMatchObject({ name: 'proxy', proxy_url: api });
    expect(config.collections.find((c) => c.name === 'services')?.folder).toBe('content/services');
    // The backend answers the screen's page, and reads the content folder the command was given.
    const entries = (await (
      await fetch(api, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site },
        body: JSON.stringify({
          action: 'entriesByFolder',
          params: { branch: 'main', folder: 'content/services', extension: 'md', depth: 1 },
        }),
      })
    ).json()) as { file: { path: string } }[];
    expect(entries.map((e) => e.file.path)).toContain('content/services/werkpaard.nl.md');
  });

  it('writes what the screen saves into the content folder, and the dev server shows it', async () => {
    const file = 'content/services/werkpaard.nl.md';
    const before = await readFile(path.join(dir, file), 'utf8');
    const subtitle = 'Een ervaren bouwer die maandenlang naast je team aan de slag gaat';
    const raw = before.replace(/^subtitle: .*$/m, `subtitle: "${subtitle}"`);
    expect(raw).not.toBe(before);
    // What Decap sends when an editor presses Publish now on the Dutch side of a service.
    const saved = await fetch(api, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({
        action: 'persistEntry',
        params: {
          branch: 'main',
          dataFiles: [{ slug: 'werkpaard', path: file, raw }],
          assets: [],
          options: {
            collectionName: 'services',
            commitMessage: 'Update Services “werkpaard”',
            useWorkflow: false,
            status: 'draft',
          },
        },
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await readFile(path.join(dir, file), 'utf8')).toBe(raw);
    let html = '';
    for (let i = 0; i < 150 && !html.includes(subtitle); i++) {
      html = await (await fetch(`${site}/services/werkpaard`)).text();
      if (!html.includes(subtitle)) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(html).toContain(subtitle);
  });
});
