import { readdirSync, statSync } from 'node:fs';
import { link, mkdir, stat } from 'node:fs/promises';
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
function filesUnder(folder: string): string[] | undefined {
  try {
    const entries = readdirSync(folder, { withFileTypes: true, recursive: true });
    const files: string[] = [];
    for (const entry of entries) if (entry.isFile()) files.push(inside(folder, entry.parentPath, entry.name));
    return files;
  } catch {
    return undefined;
  }
}

/**
 * The path inside `folder` of a file Node's readdir found in `parent`, with forward slashes: cut
 * from the parent's path, which begins with the folder's, where path.relative normalized every
 * path again (a twentieth of a build that changed one article).
 */
function inside(folder: string, parent: string, name: string): string {
  if (parent === folder) return name;
  const relative = parent.startsWith(folder + path.sep)
    ? parent.slice(folder.length + 1)
    : path.relative(folder, parent);
  return `${path.sep === '/' ? relative : relative.split(path.sep).join('/')}/${name}`;
}

const stateOf = ({ ino, size, mtimeMs, ctimeMs }: FileState): FileState => ({ ino, size, mtimeMs, ctimeMs });

/**
 * Every file under `folder` (symlinks to files left out, as Node's readdir leaves them), with how
 * it is on disk; undefined when there is no such folder. Looked at one after another on this
 * thread: for thousands of files, Node's promise-based calls on its pool of threads cost more
 * processor time in handing each result back to this thread than the calls themselves.
 */
export async function findFiles(folder: string): Promise<Map<string, FileState> | undefined> {
  const root = path.resolve(folder);
  const files = filesUnder(root);
  if (!files) return undefined;
  const found = new Map<string, FileState>();
  for (const file of files) {
    try {
      const state = statSync(`${root}${path.sep}${file}`, { throwIfNoEntry: false });
      if (state) found.set(file, stateOf(state));
    } catch {
      // Gone or out of reach since it was listed: as if it were not there.
    }
  }
  return found;
}

/**
 * Links every file under `from` into `to` (hard links, which share the file: nothing is copied),
 * each with how it is on disk; undefined when there is no such folder or a file cannot be linked
 * (a file system without hard links), and then `to` may hold some of the links.
 */
export async function linkAll(from: string, to: string): Promise<Map<string, FileState> | undefined> {
  const files = filesUnder(from);
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
