import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folders a build writes beside its output folder (`dist`): a new site before it is swapped
 * in, the old one being removed after, or the files of a quick rebuild before they are moved in
 * (`.dist-new-<pid>-<stamp>`, `.dist-old-<pid>-<stamp>`). Each is named by the process that
 * writes or removes it, so that what an interrupted build left can be told from what a running
 * one is writing. Beside the output folder, so that a rename moves them in: one file system.
 */
export const besideFolder = (target: string, kind: 'new' | 'old', pid: number, stamp: number): string =>
  path.join(path.dirname(target), `.${path.basename(target)}-${kind}-${pid}-${stamp}`);

/** The folders this process is writing, which no cleanup may remove. */
const openFolders = new Set<string>();

/** Notes a folder beside the output folder that this process is writing, or (`open` false) no longer. */
export function holdFolder(folder: string, open = true): void {
  if (open) openFolders.add(path.basename(folder));
  else openFolders.delete(path.basename(folder));
}

/** Removes a folder and all it holds. */
export const removeFolder = (folder: string) => rm(folder, { recursive: true, force: true });

/**
 * Removes the folders that builds of `target` left beside it when they were interrupted, unless
 * the process that made one is still running (a build running beside this one).
 */
export async function removeLeftovers(target: string): Promise<void> {
  const parent = path.dirname(target);
  const pattern = new RegExp(`^\\.${escapeRegExp(path.basename(target))}-(?:new|old)-(\\d+)-\\d+$`);
  const names = await readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const pid = Number(pattern.exec(name)?.[1]);
      if (!pid || openFolders.has(name) || (pid !== process.pid && isRunning(pid))) return;
      await removeFolder(path.join(parent, name));
    }),
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
