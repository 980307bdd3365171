import { appendFile, mkdir, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { serialize } from 'node:v8';
import type { FileCheck } from '../content/check-files.ts';
import { hashText } from '../fingerprint.ts';
import { hasBodyPictures } from '../images/body-images.ts';
import type { FileState } from './find-files.ts';
import { savedVersionsFile } from './cache-folder.ts';
import { HtmlPack, packFolder, packOf, readCachedHtml, type HtmlRef } from './html-packs.ts';
import { readSerialized, writeAtomically } from '../output/atomic-file.ts';
import { MadeChecks, madeChecksFile } from './made-checks.ts';

export { readCachedHtml, type HtmlRef } from './html-packs.ts';

/** The code versions (see codeVersion) that the cache's entries depend on. */
export interface CacheVersions {
  /** The checks of a content file on its own. */
  checks: string;
  /** The rendering of pages. */
  pages: string;
  /** The browser bundle (see bundle-cache.ts). */
  bundle: string;
}

/** See BuildCache.facts. */
export interface CheckFacts {
  references: { path: string }[];
  bodyPictures?: boolean;
  htmlRef?: HtmlRef;
}

/** A file of a built site as the cache remembers it: what made it, and how it looked on disk after. */
export interface OutputRecord {
  key: string;
  size: number;
  mtimeMs: number;
  ino: number;
  /** For a page, the Content-Security-Policy its meta tag says, which the response headers join. */
  policy?: string;
}

/**
 * The records of a site's files as the cache keeps them: six values a file in one flat list
 * (path, key, size, modification time, inode, policy), each policy once. Most pages share one
 * policy; kept with each, they would make the file several times the size, and slower to read
 * than the rest of the cache together.
 */
interface StoredOutputs {
  policies: string[];
  rows: (string | number)[];
}

/**
 * A content file as a build read it: how it was on disk, a hash of its text, and when it was
 * read. Its inode number and change time (which no tool can set back) show whether it was
 * written since.
 */
interface SourceRecord {
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  hash: string;
  readAt: number;
}

/**
 * A file changed within this long before a build read it may change again with the same times
 * (file systems keep them to a few milliseconds, some to seconds): its record is not trusted, as
 * git does with its index.
 */
const racyMs = 2_000;

/**
 * The checks of content files: a line each, its key, a tab and the check as JSON (which writes no
 * line break inside a string). Read from JSON, which parses the thousands of checks a build
 * reads faster than V8's deserializer. A build appends the checks it made; a key's last line is
 * the one that counts.
 */
const checksFile = 'checks.jsonl';
const newline = Buffer.from('\n');

/** The checks in a checks file, by key, each still as JSON (see checksFile), and its number of lines. */
function checkLines(file: Buffer): { checks: Map<string, Buffer>; lines: number } {
  const checks = new Map<string, Buffer>();
  let lines = 0;
  for (let start = 0; start < file.length; lines++) {
    let end = file.indexOf(10, start);
    if (end < 0) end = file.length;
    const tab = file.indexOf(9, start);
    if (tab > start && tab < end) checks.set(file.toString('latin1', start, tab), file.subarray(tab + 1, end));
    start = end + 1;
  }
  return { checks, lines };
}

/**
 * How many lines of the checks file may be of checks no build uses any more, for each line in
 * use, before a build writes the file anew instead of appending to it: rewriting thousands of
 * checks to change one would cost a build that changed one article much of its time.
 */
const staleLines = 0.25;

/** How many of the checks a build makes it keeps whole (see storeCheck). */
const keptMade = 256;

/** Cache files untouched this long are not removed, in case a build beside this one uses them. */
const keepRecent = 10 * 60 * 1000;

/**
 * What earlier builds made that a build can reuse, in a folder of its own (`.cache/build` by
 * default). Every entry is keyed on all of its inputs: the content it was made from and the
 * version of the code that made it (see codeVersion), so an entry is either exactly what this
 * build would make or never looked at. Kept:
 * - the checks of each content file on its own, and its markdown as HTML;
 * - for each output folder, which inputs made each of its files, so unchanged pages are taken
 *   over from the previous site instead of rendered again.
 */
export class BuildCache {
  /**
   * The checks this build took from the cache, each as JSON on its own, as read: a build saves
   * them as they are; serializing every check again would weigh on a build that changed one
   * article.
   */
  private readonly used = new Map<string, Buffer>();
  /** The checks this build made, which the checks file does not hold yet, written out as made. */
  private made: MadeChecks;
  /** Those checks, read, and the first few this build made. */
  private readonly known = new Map<string, FileCheck>();
  /** What the record of the build needs of each check this build made (see facts). */
  private readonly madeFacts = new Map<string, CheckFacts>();
  private readonly usedPacks = new Set<string>();
  private pack?: HtmlPack;
  private readonly started = Date.now();

  private readonly sourcesSeen = new Map<string, SourceRecord>();

  private constructor(
    readonly dir: string,
    readonly versions: CacheVersions,
    /** The checks file as an earlier build left it. */
    private readonly checksFile: Buffer,
    private readonly sources: Map<string, SourceRecord>,
    /** The packs of HTML there were when the build began. */
    private readonly packs: Set<string>,
  ) {
    this.made = new MadeChecks(dir);
  }

  private index?: { checks: Map<string, Buffer>; lines: number };

  /**
   * Each check an earlier build kept, as JSON, by its key, and the lines of the file: found when
   * first asked for, as a build that changed only articles' bodies never asks (see quick-rebuild.ts).
   */
  private get checks(): Map<string, Buffer> {
    return (this.index ??= checkLines(this.checksFile)).checks;
  }

  static async open(dir: string, versions: CacheVersions): Promise<BuildCache> {
    const folder = path.resolve(dir);
    await mkdir(path.join(folder, 'html'), { recursive: true });
    await mkdir(path.join(folder, 'outputs'), { recursive: true });
    const [file, sources, packs] = await Promise.all([
      readFile(path.join(folder, checksFile)).catch(() => Buffer.alloc(0)),
      readSerialized<Map<string, SourceRecord>>(path.join(folder, 'sources.bin')),
      readdir(packFolder(folder)),
    ]);
    return new BuildCache(folder, versions, file, sources ?? new Map(), new Set(packs));
  }

  /**
   * The key of a content file's checks: its path, a hash of its text, the site identity it was
   * checked with, and the checking code.
   */
  checkKey(relative: string, sourceHash: string, identityKey: string): string {
    return hashText(this.versions.checks, relative, identityKey, sourceHash);
  }

  /**
   * The hash of the text of the content file at `file` (an absolute path), when an earlier build
   * read it and it has not been written since: same inode, size, modification and change times,
   * and not changed just before that build read it.
   */
  knownSource(file: string, now: FileState): string | undefined {
    const was = this.sources.get(file);
    if (!was || was.ino !== now.ino || was.size !== now.size) return undefined;
    if (was.mtimeMs !== now.mtimeMs || was.ctimeMs !== now.ctimeMs) return undefined;
    if (Math.max(was.mtimeMs, was.ctimeMs) > was.readAt - racyMs) return undefined;
    this.sourcesSeen.set(file, was);
    return was.hash;
  }

  /** The hash of the text of a content file (an absolute path) that this build read or found unchanged. */
  sourceHash(file: string): string | undefined {
    return this.sourcesSeen.get(file)?.hash;
  }

  /** Notes a content file this build read, as it was on disk before the read (see knownSource). */
  noteSource(file: string, before: FileState, hash: string): void {
    const { ino, size, mtimeMs, ctimeMs } = before;
    this.sourcesSeen.set(file, { ino, size, mtimeMs, ctimeMs, hash, readAt: Date.now() });
  }

  /** Whether an earlier build left checks here: a build without them checks every content file. */
  get holdsChecks(): boolean {
    return this.checks.size > 0;
  }

  /** The checks of a file, when an earlier build made them with the same key. */
  check(key: string): FileCheck | undefined {
    let found = this.known.get(key);
    if (!found) {
      const bytes = this.checks.get(key);
      if (!bytes) return undefined;
      try {
        found = JSON.parse(bytes.toString()) as FileCheck;
      } catch {
        // Not written whole: as if it were not there.
        return undefined;
      }
      // A check kept in the file after its HTML went (a build that did not use it removed its
      // pack, see save): as if it were not there, and the file is checked again.
      if (found.htmlRef && !this.packs.has(packOf(found.htmlRef))) return undefined;
      this.known.set(key, found);
      this.used.set(key, bytes);
    }
    if (found.htmlRef) this.usedPacks.add(packOf(found.htmlRef));
    return found;
  }

  /** Whether this build made the check of a key (see storeCheck), rather than found it. */
  madeHere(key: string): boolean {
    return this.made.keys.has(key);
  }

  /**
   * Keeps a file's checks. Its HTML goes to a pack (see HtmlPack), read only when a page needs it:
   * in the cache, a check's `html` is empty whenever it has HTML. Read it with `html(key)`.
   */
  storeCheck(key: string, check: FileCheck): void {
    const { html, ...rest } = check;
    const htmlRef = html === undefined ? undefined : (this.pack ??= new HtmlPack(this.dir)).write(html);
    const kept: FileCheck = {
      ...rest,
      html: html === undefined ? undefined : '',
      ...(htmlRef !== undefined && { htmlRef }),
      bodyPictures: check.bodyPictures ?? (html === undefined ? undefined : hasBodyPictures(html)),
    };
    // Kept whole only while few: a build that made thousands renders their pages, which need no
    // more than where their HTML went, and thousands of checks held to the end would grow with
    // the articles. A check asked for again once past them is made again.
    if (this.made.keys.size < keptMade) this.known.set(key, kept);
    this.made.add(key, JSON.stringify(kept));
    if (htmlRef !== undefined) this.usedPacks.add(packOf(htmlRef));
    const paths = new Set((rest.entry?.references ?? []).map((reference) => reference.path));
    this.madeFacts.set(key, {
      references: [...paths].map((path) => ({ path })),
      bodyPictures: kept.bodyPictures,
      ...(htmlRef !== undefined && { htmlRef }),
    });
  }

  /** Where the cache keeps the HTML of a file's markdown, by the key of its checks. */
  htmlRef(key: string): HtmlRef | undefined {
    return this.facts(key)?.htmlRef;
  }

  /**
   * What the record of a build keeps of a file's checks (see record-build.ts): the addresses it
   * links to, whether its body shows pictures, and where its HTML is.
   */
  facts(key: string): CheckFacts | undefined {
    const made = this.madeFacts.get(key);
    if (made) return made;
    const check = this.known.get(key) ?? this.check(key);
    return (
      check && { references: check.entry?.references ?? [], bodyPictures: check.bodyPictures, htmlRef: check.htmlRef }
    );
  }

  /** The HTML of a cached file's markdown. */
  html(key: string): string {
    const ref = this.htmlRef(key);
    if (ref === undefined) throw new Error(`the build cache holds no HTML for ${key}`);
    // Read back from its pack each time, also in the build that made it: a build renders an
    // article's pages once, and HTML kept until the end would grow with the articles.
    return readCachedHtml(this.dir, ref);
  }

  private outputFile(outDir: string): string {
    return path.join(this.dir, 'outputs', `${hashText(path.resolve(outDir)).slice(0, 16)}.bin`);
  }

  /** What made each file of the site now in `outDir`, as the build that wrote it recorded. */
  async outputs(outDir: string): Promise<Map<string, OutputRecord>> {
    const stored = await readSerialized<StoredOutputs>(this.outputFile(outDir));
    const records = new Map<string, OutputRecord>();
    // Missing, or kept by an older build in another shape: as if the site were new.
    if (!Array.isArray(stored?.rows) || !Array.isArray(stored.policies)) return records;
    const { policies, rows } = stored;
    for (let at = 0; at < rows.length; at += 6) {
      const policy = rows[at + 5] as number;
      const record: OutputRecord = {
        key: rows[at + 1] as string,
        size: rows[at + 2] as number,
        mtimeMs: rows[at + 3] as number,
        ino: rows[at + 4] as number,
      };
      if (policy >= 0) record.policy = policies[policy]!;
      records.set(rows[at] as string, record);
    }
    return records;
  }

  async storeOutputs(outDir: string, records: Map<string, OutputRecord>): Promise<void> {
    const policies = new Map<string, number>();
    const rows: (string | number)[] = [];
    for (const [file, { key, size, mtimeMs, ino, policy }] of records) {
      let index = policy === undefined ? -1 : policies.get(policy);
      if (index === undefined) policies.set(policy!, (index = policies.size));
      rows.push(file, key, size, mtimeMs, ino, index);
    }
    await writeAtomically(
      this.outputFile(outDir),
      serialize({ policies: [...policies.keys()], rows } satisfies StoredOutputs),
    );
  }

  /**
   * Saves the checks this build used or made, and removes what no build used lately: checks of
   * files that changed and their HTML. A `partial` build, which did not read the cache whole,
   * keeps every check and removes nothing.
   */
  async save(options: { partial?: boolean } = {}): Promise<void> {
    this.pack?.close();
    const file = path.join(this.dir, checksFile);
    // Appended while few lines of the file are of checks no longer used; else written anew with
    // only those in use. A build that read only the checks it made (see quick-rebuild.ts) appends.
    // A build cut short may have left half a line.
    const ended = this.checksFile.length === 0 || this.checksFile[this.checksFile.length - 1] === 10;
    const made = this.made.keys.size;
    const inUse = this.used.size + made;
    const append =
      this.checksFile.length > 0 &&
      (options.partial || (this.index ??= checkLines(this.checksFile)).lines - this.used.size <= inUse * staleLines);
    this.made.close();
    // A first build took no checks from the cache: the file of those it made becomes the checks
    // file as it is, rather than read back whole (some megabytes a thousand articles).
    const asMade = !append && made > 0 && this.used.size === 0;
    const madeLines = made && !asMade ? await readFile(this.made.file) : Buffer.alloc(0);
    if (asMade) await rename(this.made.file, file);
    else if (append) {
      if (made) await appendFile(file, Buffer.concat([...(ended ? [] : [newline]), madeLines]));
    } else {
      const lines: Buffer[] = [];
      for (const [key, check] of this.used) lines.push(Buffer.from(`${key}\t`), check, newline);
      await writeAtomically(file, Buffer.concat([...lines, madeLines]));
    }
    this.made.remove();
    this.made = new MadeChecks(this.dir);
    await writeAtomically(path.join(this.dir, 'sources.bin'), serialize(this.sourcesSeen));
    await writeAtomically(savedVersionsFile(this.dir), JSON.stringify(this.versions));
    if (options.partial) return;
    const stale = async (folder: string, keep: (name: string) => boolean) => {
      for (const name of await readdir(folder).catch(() => [] as string[])) {
        if (keep(name)) continue;
        const file = path.join(folder, name);
        const info = await stat(file).catch(() => undefined);
        if (info && this.started - info.mtimeMs > keepRecent) await unlink(file).catch(() => undefined);
      }
    };
    await stale(packFolder(this.dir), (name) => this.usedPacks.has(name));
    // What older builds kept here: bundles and share images (now kept with the pictures, see
    // bundle-cache.ts and images/cache.ts) and the checks in V8's format, before checksFile.
    // And the checks of builds cut short before they saved (see MadeChecks).
    await stale(this.dir, (name) => !/^bundle-.*\.bin$|^checks\.bin$/.test(name) && !madeChecksFile.test(name));
    await rm(path.join(this.dir, 'images'), { recursive: true, force: true });
  }
}
