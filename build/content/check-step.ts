import { readFileSync, statSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FileState } from '../incremental/find-files.ts';
import { limits } from '../../shared/limits.ts';
import { diskProblems } from './disk-links.ts';
import { knownWithoutBodyPictures } from '../images/body-images.ts';
import path from 'node:path';
import { fileTooLarge, listFiles, unreadableEntry, type RawEntry } from './load.ts';
import { EntryCache, siteIdentity, validateEntries, type SiteIdentity } from './validate.ts';
import { checkSource, restoreEntry, type FileCheck } from './check-files.ts';
import { ContentError, type Problem } from './problems.ts';
import type { SiteContent } from '../../kinds/content.ts';
import type { BuildCache } from '../incremental/build-cache.ts';
import { hashText } from '../fingerprint.ts';
import type { Held } from './publication.ts';
import { progress } from '../progress.ts';

/** A content file: its path inside the content folder, how it is on disk, and its text once read. */
export interface ContentFile {
  relative: string;
  /** As the file was before it was read. */
  stats: FileState;
  /**
   * The text, when read before checking: when the build cache may hold the file's checks and did
   * not see the file as it is now (see BuildCache.knownSource). Else it is read when checked.
   */
  source?: string;
  /** A hash of the text, known before checking for a file read then or one the cache saw as it is. */
  hash?: string;
  /** Set for a file past the size limit, which is not read. */
  size?: number;
}

/**
 * Lists every file of the content folder, in the order every build reads them, and reads those
 * whose checks the build cache may hold, to look them up by their text. One at a time: the files
 * are small and mostly in the system's cache, where a synchronous read costs much less than the
 * promise-based calls do. A file the cache saw as it is now is not read; with nothing cached, no
 * file is read here: each is read when it is checked.
 */
export async function readContentFiles(
  contentDir: string,
  listed?: string[],
  cache?: BuildCache,
  found?: Map<string, FileState>,
): Promise<ContentFile[]> {
  const lookUp = cache?.holdsChecks ?? false;
  return (listed ?? (await listFiles(contentDir))).map((relative) => {
    const full = path.join(contentDir, relative);
    const stats = found?.get(relative) ?? statSync(full);
    // A huge file is not read: parseEntry refuses it by its length alone.
    if (stats.size > limits.fileBytes) return { relative, stats, size: stats.size };
    if (!lookUp) return { relative, stats };
    const known = cache!.knownSource(full, stats);
    if (known !== undefined) return { relative, stats, hash: known };
    const source = readFileSync(full, 'utf8');
    return { relative, stats, source, hash: hashText(source) };
  });
}

/** The check of a file past the size limit: its problem, and the file still counts as present. */
function tooLarge(label: string, relative: string, size: number): FileCheck {
  const entry = unreadableEntry(`${label}/${relative}`, relative);
  const problem = {
    file: `${label}/${relative}`,
    field: '',
    message: fileTooLarge(size),
    line: 1,
  };
  return {
    relative,
    problems: [problem],
    entry: entry && { kind: entry.kind, key: entry.key, lang: entry.lang, unreadable: true, references: [] },
  };
}

/** A file checked in this build: its check, its key in the build cache, and whether its HTML went there. */
export interface CheckedFile {
  check: FileCheck;
  key?: string;
  onDisk: boolean;
}

/**
 * Keeps the check of a file, whose text hashed to `hash`, in the build cache under its key, and
 * notes how the file was on disk (see BuildCache.knownSource).
 */
export function keepCheck(
  cache: BuildCache | undefined,
  contentDir: string,
  file: ContentFile,
  hash: string,
  identity: SiteIdentity,
  check: FileCheck,
): CheckedFile {
  if (!cache) return { check, onDisk: false };
  const key = cache.checkKey(file.relative, hash, identity.key);
  cache.storeCheck(key, check);
  cache.noteSource(path.join(contentDir, file.relative), file.stats, hash);
  return { check, key, onDisk: check.html !== undefined };
}

interface CheckOptions {
  contentDir: string;
  label: string;
  cache?: BuildCache;
  /** How the checks tell their progress (default: on the terminal, past 2 s). */
  report?: typeof progress;
}

/**
 * Checks content files, reading those not read yet, and keeps the checks in the build cache. It
 * lets the event loop turn after every few files, so that what goes on beside the checks (the
 * browser code's bundle, the listing of the content on Node's threads) moves on meanwhile.
 */
async function checkFiles(
  files: ContentFile[],
  identity: SiteIdentity,
  { label, contentDir, cache, report = progress }: CheckOptions,
): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  // A first build of thousands of articles checks for some seconds: it says how far it has come.
  const checking = report('Checking content files', files.length);
  for (const file of files) {
    const source = file.source ?? readFileSync(path.join(contentDir, file.relative), 'utf8');
    const hash = file.source !== undefined && file.hash !== undefined ? file.hash : hashText(source);
    checked.push(
      keepCheck(cache, contentDir, file, hash, identity, checkSource(label, file.relative, source, identity)),
    );
    checking.done();
    if (checked.length % 32 === 0) await nextTurn();
  }
  checking.end();
  return checked;
}

export interface CheckedContent {
  content: SiteContent;
  /** The build cache's key of each content file's checks, by its path as messages name it (`content/articles/x.md`). */
  keys: Map<string, string>;
  /** The files that were checked in this build rather than taken from the cache. */
  checked: number;
  /** A hash of each content file's data alone (see FileCheck's dataKey), by its path as messages name it. */
  dataKeys: Map<string, string>;
  /** The site's identity from `site.yaml`, which every other file was checked with. */
  identity: SiteIdentity;
  /** Entries held back from the site (see publication.ts). */
  held: Held[];
}

/**
 * Validates the content: each file on its own (taken from the build cache when an earlier build
 * checked the same text with the same code, else by `check`), then the files together. Throws a
 * ContentError listing every problem.
 *
 * With a cache, the HTML of articles stays on disk until a page or feed reads it.
 */
export async function checkContent(
  files: ContentFile[],
  options: CheckOptions & { today?: string },
): Promise<CheckedContent> {
  const { contentDir, label, cache } = options;
  const results = new Map<string, { check: FileCheck; key?: string; onDisk: boolean; fresh: boolean }>();

  const checkAll = async (group: ContentFile[], identity: SiteIdentity) => {
    const missing: ContentFile[] = [];
    for (const file of group) {
      if (file.size !== undefined) {
        results.set(file.relative, { check: tooLarge(label, file.relative, file.size), onDisk: false, fresh: true });
        continue;
      }
      const key = file.hash === undefined ? undefined : cache?.checkKey(file.relative, file.hash, identity.key);
      const found = key === undefined ? undefined : cache!.check(key);
      if (!found) {
        missing.push(file);
        continue;
      }
      // A check made by a quick rebuild that gave way to this build (see quick-rebuild.ts) was made here.
      const fresh = cache!.madeHere(key!);
      results.set(file.relative, { check: found, key, onDisk: found.html !== undefined, fresh });
      // Read because it changed on disk, yet the same text: the next build need not read it.
      if (file.source !== undefined) cache!.noteSource(path.join(contentDir, file.relative), file.stats, file.hash!);
    }
    for (const { check: result, key, onDisk } of await checkFiles(missing, identity, options))
      results.set(result.relative, { check: result, key, onDisk, fresh: true });
  };

  // The site's identity fills the marks of every other file, so site.yaml comes first.
  await checkAll(
    files.filter((f) => f.relative === 'site.yaml'),
    { name: '', key: 'site.yaml' },
  );
  const site = results.get('site.yaml')?.check.entry;
  const identity = siteIdentity(site ? (site.data ?? site.raw) : undefined);
  await checkAll(
    files.filter((f) => f.relative !== 'site.yaml'),
    identity,
  );

  const entryCache = new EntryCache();
  const entries: RawEntry[] = [];
  // Links and hidden content files, which the listing passes over, are refused here.
  const loadProblems: Problem[] = await diskProblems(contentDir, label);
  const keys = new Map<string, string>();
  const dataKeys = new Map<string, string>();
  /** Articles whose HTML stays on disk, and whether the cache says it shows a picture. */
  const lazy = new Map<string, boolean | undefined>();
  for (const { relative } of files) {
    const { check: result, key, onDisk } = results.get(relative)!;
    // Articles' HTML is read from the cache when a page needs it; the few other files' at once.
    const isArticle = result.entry?.kind === 'article';
    const html = onDisk ? (isArticle ? undefined : cache!.html(key!)) : result.html;
    const restored = restoreEntry(result, contentDir, label, html);
    if (!restored) {
      loadProblems.push(...result.problems);
      continue;
    }
    entries.push(restored.entry);
    entryCache.entries.set(restored.entry, { marks: identity.key, checked: restored.checked });
    if (key) keys.set(restored.entry.file, key);
    if (result.entry?.dataKey) dataKeys.set(restored.entry.file, result.entry.dataKey);
    if (onDisk && isArticle) lazy.set(restored.entry.file, result.bodyPictures);
  }
  const { content, problems, held } = validateEntries(entries, loadProblems, label, {
    cache: entryCache,
    today: options.today,
  });
  if (!content) throw new ContentError(problems);
  for (const article of content.articles) {
    if (!lazy.has(article.file)) continue;
    htmlFromCache(article, cache!, keys.get(article.file)!);
    if (lazy.get(article.file) === false) knownWithoutBodyPictures.add(article);
  }
  const fresh = [...results.values()].filter((r) => r.fresh).length;
  return { content, keys, dataKeys, identity, held, checked: fresh };
}

/**
 * An article's HTML read from the build cache each time it is asked for, not kept: a build
 * renders an article's pages once. Made here, apart from checkContent, so that the getter holds
 * only its key and not what checkContent held while it checked (every file's check).
 */
function htmlFromCache(article: { html: string }, cache: BuildCache, key: string): void {
  Object.defineProperty(article, 'html', { enumerable: true, configurable: true, get: () => cache.html(key) });
}
