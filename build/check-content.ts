import { readFileSync, statSync } from 'node:fs';
import { formatBytes, limits } from './limits.ts';
import { knownWithoutBodyPictures } from './images/body-images.ts';
import path from 'node:path';
import { listFiles, unreadableEntry, type RawEntry } from './load.ts';
import { EntryCache, siteIdentity, validateEntries, type SiteIdentity } from './validate.ts';
import { checkSource, restoreEntry, type FileCheck } from './check-files.ts';
import { ContentError, type Problem } from './problems.ts';
import type { SiteContent } from '../content-model/content.ts';
import type { BuildCache } from './build-cache.ts';
import { hashText } from './fingerprint.ts';

/** A content file's path inside the content folder, a hash of its text, and the text once read. */
export interface ContentFile {
  relative: string;
  /**
   * The text; left unread for a file the build cache saw as it is now (see BuildCache.knownSource),
   * which is read only if it must be checked again.
   */
  source?: string;
  hash: string;
  /** Set, and the source left empty, for a file past the size limit, which is not read. */
  size?: number;
}

/**
 * Reads every file of the content folder, in the order every build reads them. One at a time: the
 * files are small and mostly in the system's cache, where a synchronous read costs a third of what
 * the promise-based calls do. With a cache, a file unchanged since a build read it is not read.
 */
export async function readContentFiles(
  contentDir: string,
  listed?: string[],
  cache?: BuildCache,
): Promise<ContentFile[]> {
  return (listed ?? (await listFiles(contentDir))).map((relative) => {
    const full = path.join(contentDir, relative);
    const stats = statSync(full);
    // A huge file is not read: parseEntry refuses it by its length alone.
    if (stats.size > limits.fileBytes) return { relative, source: '', hash: '', size: stats.size };
    const known = cache?.knownSource(full, stats);
    if (known !== undefined) return { relative, hash: known };
    const source = readFileSync(full, 'utf8');
    const hash = hashText(source);
    cache?.noteSource(full, stats, hash);
    return { relative, source, hash };
  });
}

/** The text of a content file, read now when it was left unread; its hash follows what was read. */
function withSource(file: ContentFile, contentDir: string): ContentFile & { source: string } {
  if (file.source !== undefined) return file as ContentFile & { source: string };
  const source = readFileSync(path.join(contentDir, file.relative), 'utf8');
  return { ...file, source, hash: hashText(source) };
}

/** The check of a file past the size limit: its problem, and the file still counts as present. */
function tooLarge(label: string, relative: string, size: number): FileCheck {
  const entry = unreadableEntry(`${label}/${relative}`, relative);
  const problem = {
    file: `${label}/${relative}`,
    field: '',
    message: `is ${formatBytes(size)}; a content file may be at most ${formatBytes(limits.fileBytes)}`,
    line: 1,
  };
  return {
    relative,
    problems: [problem],
    entry: entry && { kind: entry.kind, key: entry.key, lang: entry.lang, unreadable: true, references: [] },
  };
}

/** A content file to check, with the key its checks get in the build cache. */
export interface PendingCheck extends ContentFile {
  source: string;
  key?: string;
}

/**
 * Checks content files on their own, here or on other threads, and keeps the checks in the build
 * cache under their keys. `onDisk`: the HTML is in the cache, not in the check.
 */
export type FileChecker = (
  files: PendingCheck[],
  identity: SiteIdentity,
) => Promise<{ check: FileCheck; onDisk: boolean }[]>;

/** Checks content files on this thread. */
export const checkHere = (label: string, cache?: BuildCache) => (files: PendingCheck[], identity: SiteIdentity) =>
  files.map((file) => {
    const check = checkSource(label, file.relative, file.source, identity);
    if (!cache || !file.key) return { check, onDisk: false };
    cache.storeCheck(file.key, check);
    return { check, onDisk: check.html !== undefined };
  });

export interface CheckedContent {
  content: SiteContent;
  /** The build cache's key of each content file's checks, by its path as messages name it (`content/articles/x.md`). */
  keys: Map<string, string>;
  /** The files that were checked in this build rather than taken from the cache. */
  checked: number;
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
  options: { contentDir: string; label: string; cache?: BuildCache; check: FileChecker },
): Promise<CheckedContent> {
  const { contentDir, label, cache, check } = options;
  const results = new Map<string, { check: FileCheck; key?: string; onDisk: boolean; fresh: boolean }>();

  const checkAll = async (group: ContentFile[], identity: SiteIdentity) => {
    const missing: PendingCheck[] = [];
    for (const file of group) {
      if (file.size !== undefined) {
        results.set(file.relative, { check: tooLarge(label, file.relative, file.size), onDisk: false, fresh: true });
        continue;
      }
      const key = cache?.checkKey(file.relative, file.hash, identity.key);
      const found = key === undefined ? undefined : cache!.check(key);
      if (found) {
        results.set(file.relative, { check: found, key, onDisk: found.html !== undefined, fresh: false });
        continue;
      }
      const read = withSource(file, contentDir);
      const readKey = read.hash === file.hash ? key : cache?.checkKey(read.relative, read.hash, identity.key);
      missing.push({ ...read, key: readKey });
    }
    const checked = await check(missing, identity);
    checked.forEach(({ check: result, onDisk }, i) =>
      results.set(result.relative, { check: result, key: missing[i]!.key, onDisk, fresh: true }),
    );
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
  const loadProblems: Problem[] = [];
  const keys = new Map<string, string>();
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
    if (onDisk && isArticle) lazy.set(restored.entry.file, result.bodyPictures);
  }
  const { content, problems } = validateEntries(entries, loadProblems, label, { cache: entryCache });
  if (!content) throw new ContentError(problems);
  for (const article of content.articles) {
    if (!lazy.has(article.file)) continue;
    const key = keys.get(article.file)!;
    // Read each time it is asked for, not kept: a build renders an article's page once.
    Object.defineProperty(article, 'html', { enumerable: true, configurable: true, get: () => cache!.html(key) });
    if (lazy.get(article.file) === false) knownWithoutBodyPictures.add(article);
  }
  return { content, keys, checked: [...results.values()].filter((r) => r.fresh).length };
}
