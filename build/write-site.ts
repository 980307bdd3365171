import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Staging folders beside the output, named `.<out>-new-<pid>-<time>` and `.<out>-old-<pid>-<time>`. */
const stagingName = (base: string) => new RegExp(`^\\.${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-(?:new|old)-(\\d+)-\\d+$`);

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the staging folders that builds which were killed left beside the output folder. A
 * folder of a build that is still running (another process writing the same output) is left to it.
 */
export async function removeStaleStaging(outDir: string): Promise<string[]> {
  const target = path.resolve(outDir);
  const pattern = stagingName(path.basename(target));
  const entries = await readdir(path.dirname(target)).catch(() => [] as string[]);
  const stale = entries.filter((name) => {
    const pid = Number(pattern.exec(name)?.[1]);
    return pid > 0 && pid !== process.pid && !isRunning(pid);
  });
  await Promise.all(stale.map((name) => rm(path.join(path.dirname(target), name), { recursive: true, force: true })));
  return stale;
}

/**
 * Writes a built site to `outDir`: first into a fresh folder beside it, then swapped in with two
 * renames, so a reader (or a failed build) never sees a half-written site, and folders that a
 * killed build left are removed first.
 *
 * Between the two renames the output folder is missing for a moment (microseconds: two renames
 * in one folder). Closing that gap needs either an atomic exchange of two folders, which Node
 * does not offer (Linux has `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np`), or an output
 * folder that is a symlink switched with one rename, which breaks what reads `dist/` as a
 * folder: `docker COPY`, upload actions and rsync copy the link instead of the site. Deploys
 * upload a finished build, so only a server reading `dist/` during a build can meet the gap, and
 * it answers that one request with a 404.
 */
export async function writeSite(files: Map<string, string | Uint8Array>, outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  await removeStaleStaging(target);
  const stamp = `${process.pid}-${Date.now()}`;
  const staging = path.join(path.dirname(target), `.${path.basename(target)}-new-${stamp}`);
  const old = path.join(path.dirname(target), `.${path.basename(target)}-old-${stamp}`);
  try {
    await rm(staging, { recursive: true, force: true });
    const folders = new Set([...files.keys()].map((f) => path.dirname(path.join(staging, f))));
    for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
    await Promise.all([...files].map(([file, contents]) => writeFile(path.join(staging, file), contents)));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  let hadOld = true;
  await rename(target, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    hadOld = false;
  });
  await rename(staging, target);
  if (hadOld) await rm(old, { recursive: true, force: true });
}
