import { spawn, execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSite } from '../../build/write-site.ts';

/** The id of a process that has ended. */
function endedPid(): number {
  return Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).toString());
}

describe('writing the output folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'write-site-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('removes the staging folders that a killed build left, and keeps those of a build still running', async () => {
    const dead = endedPid();
    const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const left = [
        `.dist-new-${dead}-1700000000000`,
        `.dist-old-${dead}-1700000000001`,
        `.dist-new-${running.pid}-1700000000002`,
      ];
      for (const name of left) {
        await mkdir(path.join(dir, name, 'assets'), { recursive: true });
        await writeFile(path.join(dir, name, 'index.html'), 'half a site');
      }
      await mkdir(path.join(dir, '.other-new-1-1'));
      await writeSite(new Map([['index.html', 'new site']]), path.join(dir, 'dist'));
      expect((await readdir(dir)).sort()).toEqual([`.dist-new-${running.pid}-1700000000002`, '.other-new-1-1', 'dist']);
      await expect(readFile(path.join(dir, 'dist/index.html'), 'utf8')).resolves.toBe('new site');
    } finally {
      running.kill();
    }
  });

  it('leaves no staging folder and the old site when writing fails', async () => {
    await writeSite(new Map([['index.html', 'old site']]), path.join(dir, 'dist'));
    // A file and a folder of one name cannot both be written.
    const clash = new Map<string, string>([
      ['a', 'file'],
      ['a/b.html', 'page'],
    ]);
    await expect(writeSite(clash, path.join(dir, 'dist'))).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['dist']);
    await expect(readFile(path.join(dir, 'dist/index.html'), 'utf8')).resolves.toBe('old site');
  });
});
