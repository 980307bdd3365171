/**
 * `npm run dev` and `npm run cms` answer this machine only: they listen on 127.0.0.1 unless told
 * otherwise (`--host`), so nobody else on the network reaches the site preview or the editing
 * backend that writes into content/.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSmallSite } from '../../support/small-site.ts';

/** Starts a command line of the project, and gives the first address it says it serves at. */
async function startedAt(script: string, contentDir: string): Promise<{ url: URL; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--port', '0', '--content', contentDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => void child.kill();
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const found = /https?:\/\/\S+/.exec(line);
    if (found) return { url: new URL(found[0]), stop };
  }
  throw new Error(`${script} ended without saying where it serves`);
}

const reachable = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, host, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('the servers for editors', () => {
  let dir: string;
  let content: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'listen-address-'));
    content = path.join(dir, 'content');
    await writeSmallSite(content, 0);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(['scripts/dev/dev-cli.ts', 'scripts/cms/editing-cli.ts'])('%s listens on 127.0.0.1', async (script) => {
    const { url, stop } = await startedAt(script, content);
    try {
      expect(url.hostname).toBe('127.0.0.1');
      expect(await reachable('127.0.0.1', Number(url.port))).toBe(true);
    } finally {
      stop();
    }
  });
});
