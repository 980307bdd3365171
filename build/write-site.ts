import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a built site to `outDir`: first into a fresh folder beside it, then swapped in with two
 * renames, so a reader (or a failed build) never sees a half-written site.
 */
export async function writeSite(files: Map<string, string | Uint8Array>, outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const staging = path.join(path.dirname(target), `.${path.basename(target)}-new-${stamp}`);
  const old = path.join(path.dirname(target), `.${path.basename(target)}-old-${stamp}`);
  await rm(staging, { recursive: true, force: true });
  const folders = new Set([...files.keys()].map((f) => path.dirname(path.join(staging, f))));
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  await Promise.all([...files].map(([file, contents]) => writeFile(path.join(staging, file), contents)));
  let hadOld = true;
  await rename(target, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    hadOld = false;
  });
  await rename(staging, target);
  if (hadOld) await rm(old, { recursive: true, force: true });
}
