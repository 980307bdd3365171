import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, linkSync, statSync, unlinkSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { renameFolder } from './folder-rename.ts';
import type { FileState } from '../incremental/find-files.ts';
import path from 'node:path';
import type { OutputRecord } from '../incremental/build-cache.ts';
import { FolderWriter, removeFiles } from './folder-writer.ts';
import { besideFolder, holdFolder, removeFolder, removeLeftovers } from './beside-folders.ts';

/**
 * A new site written file by file into a fresh folder beside the output folder, then swapped in
 * with two renames: a reader (or a failed build) sees the old site or the new one, never a mix.
 * Files are written as they are made, so no build holds the whole site in memory.
 *
 * Between the two renames the output folder is missing for a moment (microseconds: two renames
 * in one folder). Closing that gap needs either an atomic exchange of two folders, which Node
 * does not offer (Linux has `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np`), or an output
 * folder that is a symlink switched with one rename, which breaks what reads `dist/` as a
 * folder: `docker COPY`, upload actions and rsync copy the link instead of the site. Deploys
 * upload a finished build, so only a server reading `dist/` during a build can meet the gap, and
 * it answers that one request with a 404.
 */
export class StagedSite {
  readonly target: string;
  /** The folder the new site is written into until `publish`. */
  readonly folder: string;
  private readonly old: string;
  private readonly writer: FolderWriter;
  /** Files written so far. */
  count = 0;
  /** What made each file of the current site, as the build that wrote it recorded. */
  private previous = new Map<string, OutputRecord>();
  private readonly written = new Set<string>();
  /**
   * The current site linked whole into the staging folder while the build checks and plans
   * (see linkCurrent), with how each file is on disk; undefined when that could not be done.
   * Settled by takeOver, before anything is written.
   */
  private copy?: Promise<Map<string, FileState> | undefined>;
  private settled = true;
  /**
   * Files of the current site still in a staging folder that holds it, that are no page: each
   * stays when written again with the key it was written with, else goes before the write (or,
   * when not written at all, before the new site is published).
   */
  private readonly leftovers = new Map<string, FileState>();
  /** Folders being removed in the background, awaited before the build ends. */
  private readonly removing: Promise<void>[] = [];
  private remover?: Remover;

  private constructor(outDir: string, remover?: Remover) {
    this.target = path.resolve(outDir);
    const stamp = Date.now();
    this.folder = besideFolder(this.target, 'new', process.pid, stamp);
    // Named by the process that removes it, which may outlive this one (see publish): the
    // leftovers of a build still running are not removed, nor a folder that is being removed.
    this.old = besideFolder(this.target, 'old', remover?.pid ?? process.pid, stamp);
    this.writer = new FolderWriter(this.folder);
    this.remover = remover;
  }

  /** What made each file that was given a key, and how it is on disk: for the next build to take over. */
  get records(): Map<string, OutputRecord> {
    return this.writer.records;
  }

  /**
   * Starts a new site for `outDir`, first removing what interrupted builds left beside it.
   * `previous` is what made each file of the current site (see takeOver); with it, the current
   * site is linked whole into the new one at once (see linkCurrent), unless `linkWhole` is false:
   * then takeOver links the files it takes over one by one.
   */
  static async open(
    outDir: string,
    previous?: Map<string, OutputRecord>,
    options: { linkWhole?: boolean } = {},
  ): Promise<StagedSite> {
    const staged = new StagedSite(outDir, startRemover());
    if (previous) staged.previous = previous;
    await removeLeftovers(staged.target);
    await mkdir(staged.folder, { recursive: true });
    holdFolder(staged.folder);
    if (staged.previous.size && options.linkWhole !== false) {
      staged.settled = false;
      staged.copy = staged.linkCurrent();
    }
    return staged;
  }

  /**
   * Links every file of the current site into the staging folder, with how each is on disk: on
   * Node's threads while this one checks the content and plans, where linking and looking at the
   * files one by one here takes a sixth of a build that changed one article. Where a file cannot
   * be linked, the staging folder starts empty again and takeOver links or copies the files it
   * takes over one by one.
   */
  private async linkCurrent(): Promise<Map<string, FileState> | undefined> {
    if (!existsSync(this.target)) return undefined;
    // Only with a previous site, which only a build with a cache has (see build/incremental/).
    const { linkAll } = await import('../incremental/find-files.ts');
    const linked = await linkAll(this.target, this.folder);
    if (linked) return linked;
    await removeFolder(this.folder);
    await mkdir(this.folder, { recursive: true });
    return undefined;
  }

  /**
   * Takes over the files of the current site that this build would make the same: each file whose
   * key (all that makes it) is the one the build that wrote it recorded, and which is on disk as
   * that build left it, is linked into the new site instead of made again. Returns the files
   * taken over. `keyOf` is asked only for files the current site has. Comes before any write,
   * with every page of the new site.
   */
  async takeOver(files: Iterable<string>, keyOf: (file: string) => string | undefined): Promise<Set<string>> {
    const copied = await this.copy;
    const taken = new Set<string>();
    const pages = new Set(files);
    for (const file of pages) {
      const was = this.previous.get(file);
      if (!was || (copied && !copied.has(file)) || was.key !== keyOf(file)) continue;
      const now = copied ? copied.get(file) : statSync(path.join(this.target, file), { throwIfNoEntry: false });
      if (!now || !unchanged(now, was)) continue;
      if (!copied) this.link(file);
      this.records.set(file, { ...was, size: now.size, mtimeMs: now.mtimeMs, ino: now.ino });
      this.written.add(file);
      taken.add(file);
    }
    if (copied) await this.keepOnly(copied, taken, pages);
    this.settled = true;
    this.count += taken.size;
    return taken;
  }

  /** Links a file of the current site into the new one; a file system without hard links gets a copy. */
  private link(file: string): void {
    const current = path.join(this.target, file);
    const full = this.writer.prepare(file);
    try {
      linkSync(current, full);
    } catch {
      copyFileSync(current, full);
    }
  }

  /**
   * Leaves the files taken over in a staging folder that holds the whole current site, and the
   * files other than pages (see leftovers), so that no write can reach a file the current site
   * shares. When most files go, the folder is set aside for removal on another core and the files
   * taken over are linked one by one.
   */
  private async keepOnly(copied: Map<string, FileState>, taken: Set<string>, pages: Set<string>): Promise<void> {
    if (copied.size - taken.size > taken.size) {
      const aside = `${this.old}1`;
      await renameFolder(this.folder, aside);
      this.removing.push(removeFolder(aside));
      await mkdir(this.folder, { recursive: true });
      for (const file of taken) this.link(file);
      return;
    }
    const going: string[] = [];
    for (const [file, state] of copied) {
      if (taken.has(file)) continue;
      if (pages.has(file)) going.push(file);
      else this.leftovers.set(file, state);
    }
    removeFiles(this.folder, going);
  }

  /** The files of the new site so far, as paths inside it. */
  files(): string[] {
    return [...this.written];
  }

  /**
   * Writes a file of the site; with a key (all that makes it), notes it for the next build. A
   * file of the current site with the same key, as that build left it, stays instead; contents
   * given as a function are then never made.
   */
  write(file: string, contents: string | Uint8Array | (() => string | Uint8Array), key?: string): void {
    this.mustBeSettled();
    this.written.add(file);
    this.count++;
    const left = this.leftovers.get(file);
    if (left) {
      this.leftovers.delete(file);
      const was = this.previous.get(file);
      if (key !== undefined && was?.key === key && unchanged(left, was)) {
        this.records.set(file, { ...was, size: left.size, mtimeMs: left.mtimeMs, ino: left.ino });
        return;
      }
      unlinkSync(path.join(this.folder, file));
    }
    this.writer.write(file, typeof contents === 'function' ? contents() : contents, key);
  }

  // A write into a folder that still holds the current site's files could change that site.
  private mustBeSettled(): void {
    if (!this.settled)
      throw new Error('a staged site that holds the current site takes over before anything is written');
  }

  /**
   * Swaps the new site in for the old one. The old site is removed before this returns, unless
   * `leaveOldToRemover`: then a process of its own goes on removing it after this one has ended
   * (where there is such a process). A command line build returns as soon as its site is in
   * place; removing the thousands of links of the old one would be much of a build that changed
   * one article. A folder whose removal is cut short is removed by the next build (see
   * removeLeftovers).
   */
  async publish(options: { leaveOldToRemover?: boolean } = {}): Promise<void> {
    this.mustBeSettled();
    removeFiles(this.folder, this.leftovers.keys());
    this.leftovers.clear();
    let hadOld = true;
    await renameFolder(this.target, this.old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      hadOld = false;
    });
    await renameFolder(this.folder, this.target);
    holdFolder(this.folder, false);
    const remover = this.remover;
    this.remover = undefined;
    const removingOld = () => {
      if (!remover) return removeFolder(this.old);
      if (options.leaveOldToRemover && remover.leave(this.old)) return undefined;
      return remover.remove(this.old);
    };
    await Promise.all([hadOld ? removingOld() : remover?.cancel(), ...this.removing]);
  }

  /** Drops the new site; the output folder stays as it was. */
  async abandon(): Promise<void> {
    // Linking may still be going on in the folder.
    await this.copy;
    this.remover?.cancel();
    this.remover = undefined;
    await Promise.all([removeFolder(this.folder), ...this.removing]);
    holdFolder(this.folder, false);
  }
}

/** Whether a file is on disk as the build that wrote it recorded. */
export const unchanged = (now: FileState, was: OutputRecord) =>
  now.ino === was.ino && now.size === was.size && now.mtimeMs === was.mtimeMs;

interface Remover {
  /** The process's id. */
  pid: number;
  /** Removes the folder, then the process ends. */
  remove(folder: string): Promise<void>;
  /**
   * Has the process remove the folder without waiting for it, and lets this process end before
   * it does; false when it cannot (nothing was handed over then).
   */
  leave(folder: string): boolean;
  /** Ends the process, removing nothing. */
  cancel(): void;
}

/** What the remover runs: it reads one folder's path, removes the folder and ends. */
const removerScript = `
let folder = '';
process.stdin.setEncoding('utf8').on('data', (text) => (folder += text)).on('end', () => {
  if (folder) require('node:fs').rmSync(folder, { recursive: true, force: true });
});
`;

/**
 * A Node process that removes one folder once told which, and may outlive this one. Started with
 * the staged site, while this process is small: starting a process copies this one's memory map,
 * which by the time the old site goes has grown large and makes the copy slow in the build's
 * last step.
 */
function startRemover(): Remover | undefined {
  const child = spawn(process.execPath, ['--eval', removerScript], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  const done = new Promise<boolean>((resolve) => {
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
  child.stdin.on('error', () => undefined);
  // Where no process can be started, folders are removed here.
  if (child.pid === undefined) return undefined;
  const pid = child.pid;
  return {
    pid,
    async remove(folder) {
      child.stdin.end(folder);
      if (!(await done)) await rm(folder, { recursive: true, force: true });
    },
    leave(folder) {
      if (child.exitCode !== null) return false;
      child.stdin.end(folder);
      child.unref();
      return true;
    },
    cancel: () => void child.stdin.end(),
  };
}

/** Writes a site held in memory to `outDir`, atomically (see StagedSite). */
export async function writeSite(files: Map<string, string | Uint8Array>, outDir: string): Promise<void> {
  const staged = await StagedSite.open(outDir);
  try {
    for (const [file, contents] of files) staged.write(file, contents);
    await staged.publish();
  } catch (error) {
    await staged.abandon();
    throw error;
  }
}
