import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StagedSite } from '../../build/output/write-site.ts';

describe('a staged site', () => {
  let dir: string;
  let out: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'staged-'));
    out = path.join(dir, 'dist');
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'old');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('leaves the output as it was until it is published, then swaps it whole', async () => {
    const staged = await StagedSite.open(out);
    staged.write('index.html', 'new');
    staged.write('a/b.html', 'page');
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('old');
    await staged.publish();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(await readFile(path.join(out, 'a/b.html'), 'utf8')).toBe('page');
    expect((await readdir(dir)).sort()).toEqual(['dist']);
  });

  it('can publish without waiting while a process of its own removes the old site', async () => {
    const before = await StagedSite.open(out);
    for (let i = 0; i < 2000; i++) before.write(`old/${i % 40}/${i}.html`, 'old page');
    before.write('index.html', 'new');
    await before.publish();
    const staged = await StagedSite.open(out);
    staged.write('index.html', 'new');
    await staged.publish({ leaveOldToRemover: true });
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(path.join(out, 'old'))).toBe(false);
    // Named by the process removing it, so that no build removes it too while that process runs.
    for (const name of await readdir(dir)) if (name !== 'dist') expect(name).toMatch(/^\.dist-old-(\d+)-/);
    expect((await readdir(dir)).some((name) => name.includes(`-${process.pid}-`))).toBe(false);
    const deadline = Date.now() + 10_000;
    while ((await readdir(dir)).length > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await readdir(dir)).toEqual(['dist']);
  });

  it('drops everything it wrote when abandoned', async () => {
    const staged = await StagedSite.open(out);
    staged.write('index.html', 'half');
    await staged.abandon();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect((await readdir(dir)).sort()).toEqual(['dist']);
  });

  it('removes what an interrupted build left, but not what a running build is writing', async () => {
    // A process id that no process has: its build was interrupted.
    const stale = path.join(dir, '.dist-new-4194304999-1');
    const running = path.join(dir, `.dist-new-${process.ppid}-1`);
    await mkdir(stale);
    await mkdir(running);
    const staged = await StagedSite.open(out);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(running)).toBe(true);
    await staged.abandon();
    await rm(running, { recursive: true });
  });

  for (const linkWhole of [true, false]) {
    const how = linkWhole ? 'linking the whole site at once' : 'linking file by file';
    const name = `takes over a file of the current site only while it is as the build that wrote it left it (${how})`;
    it(name, async () => {
      const first = await StagedSite.open(out);
      first.write('kept.html', 'same', 'key-1');
      first.write('edited.html', 'same', 'key-2');
      await first.publish();
      await writeFile(path.join(out, 'edited.html'), 'edited by hand');
      const second = await StagedSite.open(out, first.records, { linkWhole });
      const keys = new Map([
        ['kept.html', 'key-1'],
        ['edited.html', 'key-2'],
        ['new.html', 'key-3'],
      ]);
      const asked: string[] = [];
      const taken = await second.takeOver(keys.keys(), (file) => {
        asked.push(file);
        return keys.get(file);
      });
      expect([...taken]).toEqual(['kept.html']);
      // A page the current site does not have is made anyway: its key waits until it is written.
      expect(asked).toEqual(['kept.html', 'edited.html']);
      await second.abandon();
      expect((await readdir(dir)).sort()).toEqual(['dist']);
    });
  }

  // Five pages stay: the files that go are unlinked. One stays: the staging folder starts afresh.
  for (const staying of [5, 1]) {
    const name = `never writes into the current site's files, and leaves out what the new site lacks (${staying} kept)`;
    it(name, async () => {
      await rm(out, { recursive: true });
      const first = await StagedSite.open(out);
      const kept = Array.from({ length: staying }, (_, i) => `kept-${i}.html`);
      for (const file of kept) first.write(file, 'kept', `key-${file}`);
      first.write('changed.html', 'before', 'key-changed');
      first.write('gone/deep/page.html', 'gone', 'key-gone');
      first.write('assets/site.css', 'body{}');
      first.write('assets/same.css', 'p{}', 'key-same');
      await first.publish();
      const inode = (await stat(path.join(out, kept[0]!))).ino;
      const sameInode = (await stat(path.join(out, 'assets/same.css'))).ino;

      const second = await StagedSite.open(out, first.records);
      const pages = [...kept, 'changed.html'];
      const taken = await second.takeOver(pages, (file) => (file === 'changed.html' ? 'key-changed-2' : `key-${file}`));
      expect([...taken]).toEqual(kept);
      second.write('changed.html', 'after', 'key-changed-2');
      second.write('assets/site.css', 'main{}');
      second.write('assets/same.css', 'p{}', 'key-same');
      // The current site still shows what it showed until the new one is published.
      expect(await readFile(path.join(out, 'changed.html'), 'utf8')).toBe('before');
      expect(await readFile(path.join(out, 'assets/site.css'), 'utf8')).toBe('body{}');
      await second.publish();

      expect((await readdir(out, { recursive: true })).sort()).toEqual(
        ['assets', 'assets/same.css', 'assets/site.css', 'changed.html', ...kept].sort(),
      );
      expect(await readFile(path.join(out, 'changed.html'), 'utf8')).toBe('after');
      expect(await readFile(path.join(out, 'assets/site.css'), 'utf8')).toBe('main{}');
      // Taken over, not written again; a file other than a page stays when written the same.
      expect((await stat(path.join(out, kept[0]!))).ino).toBe(inode);
      if (staying > 1) expect((await stat(path.join(out, 'assets/same.css'))).ino).toBe(sameInode);
      expect(await readFile(path.join(out, 'assets/same.css'), 'utf8')).toBe('p{}');
      expect((await readdir(dir)).sort()).toEqual(['dist']);
    });
  }

  it('refuses a write before it has taken over, while it holds the current site', async () => {
    const first = await StagedSite.open(out);
    first.write('page.html', 'page', 'key');
    await first.publish();
    const second = await StagedSite.open(out, first.records);
    expect(() => second.write('page.html', 'changed')).toThrow(/takes over before anything is written/);
    await second.abandon();
    expect(await readFile(path.join(out, 'page.html'), 'utf8')).toBe('page');
    expect((await readdir(dir)).sort()).toEqual(['dist']);
  });
});
