import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { besideFolder, holdFolder, removeFolder, removeLeftovers } from '../output/beside-folders.ts';
import { FolderWriter, removeFiles } from '../output/folder-writer.ts';
import { unchanged } from '../output/write-site.ts';
import type { OutputRecord } from './build-cache.ts';
import { findFiles, type FileState } from './find-files.ts';

/**
 * The few files a quick rebuild makes (see quick-rebuild.ts), put into the output folder in
 * place, where a build that plans the site stages a whole new site beside it (see StagedSite):
 * no file of the current site is linked or copied. Each file is first written into a folder
 * beside the output folder; once all are written, each is renamed over the file it replaces, so
 * a reader sees the old file or the new, never a part of one; then the files the site no longer
 * has go.
 *
 * What this gives up (see BUILDING.md, Rebuilding after a change): while the files are renamed,
 * a few milliseconds, a reader of the output folder may see some pages new and some old, and a
 * build cut short among the renames leaves such a mix. The next build makes it whole: the records
 * of what made each file (BuildCache.storeOutputs) and of what the site was made of (saveLastBuild)
 * are written only after the last rename, so a file renamed in is not as the records say, and a
 * build takes over no such file (see keep). A build cut short before the renames leaves only its
 * folder beside, which the next build removes (see removeLeftovers).
 */
export class InPlaceSite {
  private readonly target: string;
  /** The output folder's files as they are on disk, once those kept are known to be as recorded (see keep). */
  private onDisk?: Map<string, FileState>;
  /** Into the folder beside, once the files kept are known to be as recorded (see keep). */
  private writer?: FolderWriter;
  private folder?: string;
  /** What made each file of the site: those kept, as the build that wrote them recorded, and those written. */
  readonly records = new Map<string, OutputRecord>();
  private readonly kept = new Set<string>();
  private readonly written = new Set<string>();

  /** `previous` is what made each file of the current site, as the build that wrote it recorded. */
  constructor(
    outDir: string,
    private readonly previous: Map<string, OutputRecord>,
  ) {
    this.target = path.resolve(outDir);
  }

  /** Files of the new site: kept and written. */
  get count(): number {
    return this.kept.size + this.written.size;
  }

  /**
   * Keeps the files of the current site that the new site has as they are: true when each is on
   * disk as the build that wrote it left it, and then files can be written; false, with nothing
   * written, when any is not (changed by hand, or by a build cut short).
   */
  async keep(files: readonly string[]): Promise<boolean> {
    // Looked at only now, when all else is made: a build that plans the site after all never does.
    const onDisk = await findFiles(this.target);
    if (!onDisk) return false;
    for (const file of files) if (!this.asRecorded(file, onDisk)) return false;
    for (const file of files) this.keepFile(file);
    this.onDisk = onDisk;
    await removeLeftovers(this.target);
    this.folder = besideFolder(this.target, 'new', process.pid, Date.now());
    holdFolder(this.folder);
    await mkdir(this.folder, { recursive: true });
    this.writer = new FolderWriter(this.folder);
    return true;
  }

  /** Whether a file is on disk as the build that wrote it recorded. */
  private asRecorded(file: string, onDisk: Map<string, FileState>, key?: string): boolean {
    const was = this.previous.get(file);
    const now = onDisk.get(file);
    return !!was && !!now && unchanged(now, was) && (key === undefined || key === was.key);
  }

  private keepFile(file: string, key?: string): void {
    this.kept.add(file);
    const was = this.previous.get(file)!;
    this.records.set(file, key === undefined ? was : { ...was, key });
  }

  /**
   * Writes a file of the new site beside the output folder, with the key that made it (see
   * FolderWriter). A file of the current site made with the same key, or with the same bytes, as
   * that build left it, is kept instead: a title changed in Dutch gives the English lists another
   * key but the same bytes, and whatever watches the site sees only the files that changed.
   */
  write(file: string, contents: string | Uint8Array, key: string): void {
    if (!this.writer || !this.onDisk || this.kept.has(file) || this.written.has(file))
      throw new Error(`${file}: written in place once, after the rest is kept`);
    if (this.asRecorded(file, this.onDisk, key)) return this.keepFile(file);
    if (this.asRecorded(file, this.onDisk) && this.holds(file, contents)) return this.keepFile(file, key);
    this.writer.write(file, contents, key);
    this.records.set(file, this.writer.records.get(file)!);
    this.written.add(file);
  }

  /** Whether the current site's file has these bytes. */
  private holds(file: string, contents: string | Uint8Array): boolean {
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    if (this.onDisk!.get(file)!.size !== bytes.byteLength) return false;
    return readFileSync(path.join(this.target, file)).equals(bytes);
  }

  /**
   * Renames each file written over the current one, then removes the files of the output folder
   * that the new site does not have.
   */
  async publish(): Promise<void> {
    const onDisk = this.onDisk!;
    for (const file of this.written) {
      const to = path.join(this.target, file);
      const from = path.join(this.folder!, file);
      try {
        renameSync(from, to);
      } catch {
        // A folder the current site does not have.
        mkdirSync(path.dirname(to), { recursive: true });
        renameSync(from, to);
      }
    }
    const going = [...onDisk.keys()].filter((file) => !this.kept.has(file) && !this.written.has(file));
    removeFiles(this.target, going);
    await this.abandon();
  }

  /** Removes what was written beside the output folder, which stays as it was unless published. */
  async abandon(): Promise<void> {
    const folder = this.folder;
    if (!folder) return;
    this.folder = undefined;
    this.writer = undefined;
    await removeFolder(folder);
    holdFolder(folder, false);
  }
}
