import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How many file writes may be under way at once: enough to keep the disk busy, few enough to bound memory. */
const writesInFlight = 64;

/**
 * A new site written file by file into a fresh folder beside the output folder, then swapped in
 * with two renames: a reader (or a failed build) sees the old site or the new one, never a mix.
 * Files are written as they are made, so no build holds the whole site in memory.
 */
export class StagedSite {
  readonly target: string;
  /** The folder the new site is written into until `publish`. */
  readonly folder: string;
  private readonly old: string;
  private readonly folders = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  private failure?: unknown;
  /** Files written so far. */
  count = 0;

  private constructor(outDir: string) {
    this.target = path.resolve(outDir);
    const stamp = `${process.pid}-${Date.now()}`;
    this.folder = path.join(path.dirname(this.target), `.${path.basename(this.target)}-new-${stamp}`);
    this.old = path.join(path.dirname(this.target), `.${path.basename(this.target)}-old-${stamp}`);
  }

  /** Starts a new site for `outDir`, first removing what interrupted builds left beside it. */
  static async open(outDir: string): Promise<StagedSite> {
    const staged = new StagedSite(outDir);
    await removeLeftovers(staged.target);
    await mkdir(staged.folder, { recursive: true });
    openFolders.add(path.basename(staged.folder));
    return staged;
  }

  /** Where a file of the site goes inside the staging folder, its folder made. */
  async prepare(file: string): Promise<string> {
    const full = path.join(this.folder, file);
    const folder = path.dirname(full);
    if (!this.folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      this.folders.add(folder);
    }
    return full;
  }

  /**
   * Writes a file of the site. Returns at once while few writes are under way, else when one has
   * finished, so a fast producer waits for the disk instead of piling up pages in memory.
   */
  async write(file: string, contents: string | Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    const done: Promise<void> = this.prepare(file)
      .then((full) => writeFile(full, contents))
      .catch((error: unknown) => { this.failure ??= error; })
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
    this.count++;
    if (this.pending.size >= writesInFlight) await Promise.race(this.pending);
  }

  /** Waits for every write so far; throws the first that failed. */
  async flush(): Promise<void> {
    while (this.pending.size) await Promise.all(this.pending);
    if (this.failure) throw this.failure;
  }

  /** Swaps the new site in for the old one. */
  async publish(): Promise<void> {
    await this.flush();
    let hadOld = true;
    await rename(this.target, this.old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      hadOld = false;
    });
    await rename(this.folder, this.target);
    openFolders.delete(path.basename(this.folder));
    if (hadOld) await rm(this.old, { recursive: true, force: true });
  }

  /** Drops the new site; the output folder stays as it was. */
  async abandon(): Promise<void> {
    await Promise.allSettled(this.pending);
    await rm(this.folder, { recursive: true, force: true });
    openFolders.delete(path.basename(this.folder));
  }
}

/** The staging folders this process is writing, which no cleanup may remove. */
const openFolders = new Set<string>();

/**
 * Removes the staging and old folders that builds of `target` left when they were interrupted,
 * unless the process that made one is still running (a build running beside this one).
 */
async function removeLeftovers(target: string): Promise<void> {
  const parent = path.dirname(target);
  const pattern = new RegExp(`^\\.${escapeRegExp(path.basename(target))}-(?:new|old)-(\\d+)-\\d+$`);
  const names = await readdir(parent).catch(() => [] as string[]);
  await Promise.all(names.map(async (name) => {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!pid || openFolders.has(name) || (pid !== process.pid && isRunning(pid))) return;
    await rm(path.join(parent, name), { recursive: true, force: true });
  }));
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

/** Writes a site held in memory to `outDir`, atomically (see StagedSite). */
export async function writeSite(files: Map<string, string | Uint8Array>, outDir: string): Promise<void> {
  const staged = await StagedSite.open(outDir);
  try {
    for (const [file, contents] of files) await staged.write(file, contents);
    await staged.publish();
  } catch (error) {
    await staged.abandon();
    throw error;
  }
}
