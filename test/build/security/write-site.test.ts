import { spawn, execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSite } from '../../../build/output/write-site.ts';

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

describe('a build killed while it writes', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'killed-build-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const stagingFolders = async () => (await readdir(root)).filter((name) => /^\.dist-(new|old)-/.test(name));

  /** The real build of the real content into `root/dist`, as its own process, so that it can be killed. */
  const startBuild = () =>
    spawn(process.execPath, ['build/launch/cli.mjs', '--out', path.join(root, 'dist'), '--no-cache'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });

  /** The output folder is the old site exactly, or a whole new one. */
  async function expectOldOrWhole(): Promise<'old' | 'new'> {
    const out = path.join(root, 'dist');
    const files = (await readdir(out)).sort();
    if (files.includes('old.txt')) {
      expect(files).toEqual(['index.html', 'old.txt']);
      await expect(readFile(path.join(out, 'index.html'), 'utf8')).resolves.toBe('old site');
      return 'old';
    }
    for (const file of ['index.html', 'en.html', '404.html', '_headers', '_redirects', 'sitemap.xml', 'feed.xml'])
      expect(files, file).toContain(file);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toMatch(/<\/html>\s*$/);
    return 'new';
  }

  it('leaves the old site or the new one, never a mix, and the next build removes what it left', async () => {
    const out = path.join(root, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'old site');
    await writeFile(path.join(out, 'old.txt'), 'kept until a build is published');
    let leftBehind = 0;
    // Killed as soon as it starts writing, and at two moments while it writes its pages.
    for (const delay of [0, 300, 1_000]) {
      const build = startBuild();
      const exited = new Promise((resolve) => build.once('exit', resolve));
      let ended = false;
      void exited.then(() => (ended = true));
      while (!ended && (await stagingFolders()).length === 0) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, delay));
      build.kill('SIGKILL');
      await exited;
      // A fast machine may have published before the kill: then the new site must be whole.
      await expectOldOrWhole();
      leftBehind += (await stagingFolders()).length;
    }
    // A killed process cannot clean up: what it left is there until the next build.
    expect(leftBehind).toBeGreaterThan(0);

    const build = startBuild();
    let errors = '';
    build.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise((resolve) => build.once('exit', resolve));
    expect(code, errors).toBe(0);
    expect(await expectOldOrWhole()).toBe('new');
    expect(await stagingFolders()).toEqual([]);
  }, 300_000);
});
