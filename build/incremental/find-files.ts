import { link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** How a file is on disk: what shows whether it was written since it was last seen. */
export interface FileState {
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

/**
 * Runs `task` on each item, a few dozen at a time: Node's file calls then run on its pool of
 * threads, beside this one, while this thread goes on with the build.
 */
async function eachOf<T>(items: readonly T[], task: (item: T) => Promise<void>, width = 32): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/** Every file under `folder` (symlinks left out), as paths inside it with forward slashes. */
async function filesUnder(folder: string): Promise<string[] | undefined> {
  try {
    const entries = await readdir(folder, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return undefined;
  }
}

const stateOf = ({ ino, size, mtimeMs, ctimeMs }: FileState): FileState => ({ ino, size, mtimeMs, ctimeMs });

/**
 * Every file under `folder` (symlinks to files left out, as Node's readdir leaves them), with how
 * it is on disk; undefined when there is no such folder. Stated on Node's threads while this one
 * does other work: stating thousands of files one after another here takes a twentieth of a
 * build that changed one article.
 */
export async function findFiles(folder: string): Promise<Map<string, FileState> | undefined> {
  const root = path.resolve(folder);
  const files = await filesUnder(root);
  if (!files) return undefined;
  const found = new Map<string, FileState>();
  await eachOf(files, async (file) => {
    const state = await stat(path.join(root, file)).catch(() => undefined);
    if (state) found.set(file, stateOf(state));
  });
  return found;
}

/**
 * Links every file under `from` into `to` (hard links, which share the file: nothing is copied),
 * each with how it is on disk; undefined when there is no such folder or a file cannot be linked
 * (a file system without hard links), and then `to` may hold some of the links.
 */
export async function linkAll(from: string, to: string): Promise<Map<string, FileState> | undefined> {
  const files = await filesUnder(from);
  if (!files) return undefined;
  const folders = new Set(files.map((file) => path.posix.dirname(file)));
  await eachOf([...folders], (folder) => mkdir(path.join(to, folder), { recursive: true }).then(() => undefined));
  const linked = new Map<string, FileState>();
  let failed = false;
  await eachOf(files, async (file) => {
    if (failed) return;
    const target = path.join(to, file);
    try {
      await link(path.join(from, file), target);
      linked.set(file, stateOf(await stat(target)));
    } catch {
      failed = true;
    }
  });
  return failed ? undefined : linked;
}
