import { mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFiles } from '../../build/incremental/find-files.ts';
import { listFiles } from '../../build/content/load.ts';

describe('the content listed with how each file is on disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'find-files-'));
    await mkdir(path.join(dir, 'articles/deep'), { recursive: true });
    await mkdir(path.join(dir, '.hidden'));
    const files = {
      'site.yaml': 'name: x\n',
      'articles/een.md': 'een',
      'articles/deep/twee met spatie.md': 'twee',
      'articles/regel\nbreuk.md': 'drie',
      'articles/.verborgen.md': 'verborgen',
      'articles/foto.jpg': 'geen tekst',
      '.hidden/in-verborgen-map.md': 'vier',
      'Überschrift.md': 'vijf',
    };
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
    await symlink(path.join(dir, 'site.yaml'), path.join(dir, 'articles/link.md'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('names the files Node lists, in the same order, each as Node sees it on disk', async () => {
    const found = await findFiles(dir);
    expect(found).toBeDefined();
    const listed = await listFiles(dir, found);
    expect(listed).toEqual(await listFiles(dir));
    expect(listed).toContain('articles/regel\nbreuk.md');
    for (const file of listed) {
      const { ino, size, mtimeMs, ctimeMs } = await stat(path.join(dir, file));
      expect(found!.get(file), file).toEqual({ ino, size, mtimeMs, ctimeMs });
    }
  });

  it('lists nothing for a folder that is not there', async () => {
    expect(await findFiles(path.join(dir, 'nergens'))).toBeUndefined();
  });
});
