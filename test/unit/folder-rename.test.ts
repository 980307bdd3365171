import { mkdtemp, mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { renameFolder } from '../../build/output/folder-rename.ts';

// Windows refuses to rename a folder while a file in it is held open (EPERM, EBUSY); Linux never
// does, so the platform's answer is played by a rename that fails the first times it is called.
const heldFor = (times: number, code: string) => {
  let calls = 0;
  const renameOnce = (async (from: string, to: string) => {
    calls++;
    if (calls <= times) throw Object.assign(new Error(`${code}: operation not permitted`), { code });
    await rename(from, to);
  }) as typeof rename;
  return { renameOnce, calls: () => calls };
};

async function folderWithFile() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'folder-rename-'));
  await mkdir(path.join(root, 'new'));
  await writeFile(path.join(root, 'new', 'index.html'), 'site');
  return root;
}

describe('swapping the output folder in', () => {
  test('waits out a file held open for a moment, as Windows reports it, and then swaps', async () => {
    for (const code of ['EPERM', 'EBUSY']) {
      const root = await folderWithFile();
      const held = heldFor(3, code);
      await renameFolder(path.join(root, 'new'), path.join(root, 'dist'), { renameOnce: held.renameOnce });
      expect(await readdir(path.join(root, 'dist'))).toEqual(['index.html']);
      expect(held.calls()).toBe(4);
    }
  });

  test('gives up with the platform own error when the file stays held', async () => {
    const root = await folderWithFile();
    const held = heldFor(100, 'EBUSY');
    await expect(
      renameFolder(path.join(root, 'new'), path.join(root, 'dist'), { renameOnce: held.renameOnce, tries: 3 }),
    ).rejects.toMatchObject({ code: 'EBUSY' });
    expect(held.calls()).toBe(3);
    expect(await readdir(root)).toEqual(['new']);
  });

  test('a missing folder is reported at once, not tried again', async () => {
    const root = await folderWithFile();
    await expect(renameFolder(path.join(root, 'gone'), path.join(root, 'dist'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});
