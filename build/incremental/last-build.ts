import type { Held } from '../content/publication.ts';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { writeAtomically } from '../output/atomic-file.ts';
import type { BuildCache, CacheVersions, HtmlRef } from './build-cache.ts';
import type { FileState } from './find-files.ts';
import type { SiteIdentity } from '../content/validate.ts';
import type { SiteContent } from '../../kinds/content.ts';
import type { SeoAssets } from '../render/head.ts';
import type { Lang } from '../../kinds/fields.ts';
import { hashText } from '../fingerprint.ts';

/** What an article was in the last build, for a build that changes only articles (see quick-rebuild.ts). */
export interface ArticleRecord {
  /** The key of its checks in the build cache, which also finds its HTML there. */
  check: string;
  /** The addresses it links to, which the checks between files look at (see referencesKey). */
  references: string;
  words: number;
  /** Its pictures were put in place: its page key covers them (see withPictureKeys in speed-ups.ts). */
  pictured: boolean;
  /**
   * Where the cache holds its HTML, which is read from there when asked for; none when the
   * content itself keeps the HTML (pictures in the body changed it).
   */
  html?: HtmlRef;
  /**
   * Its body alone can change its own two pages and the feeds, and nothing else: no picture in the
   * body, and no other page, nor what every page reads, holds its key (see PageKeys.bodiesReadElsewhere).
   */
  alone: boolean;
  /**
   * The files of the pages other than its own two that show its data (the lists it is in; see
   * PageKeys.shownOn): with its own pages and the feeds, what a change to its front matter that
   * moves it nowhere makes again.
   */
  shownOn: string[];
}

/**
 * What the last build into an output folder was made of, beyond what the build cache keys by
 * content: with it, a build that finds only some articles changed makes their pages and the
 * feeds and takes the rest of the site over, without reading the checks of every file or
 * planning the site (see quick-rebuild.ts). Written by every build with a cache; a build that
 * writes more than the site (the SEO monitor, the editing screen) removes it.
 */
export interface LastBuild {
  /** The code versions of the build cache it was made with, which also wrote this record. */
  code: string;
  /** All the build read besides the content folder (see inputsKey). */
  inputs: string;
  /** The files of the content folder that are not content files (pictures), as the build found them on disk. */
  others: Map<string, FileState>;
  /**
   * A hash of the text of each content file the site was made of, by its path inside the content
   * folder: the record of what the site holds, whatever the build cache says of the files since.
   */
  sources: Map<string, string>;
  identity: SiteIdentity;
  /** The part of page keys that stands for each content file, and for articles their data's (see PageKeys). */
  fileKeys: Map<string, string>;
  dataKeys: Map<string, string>;
  /** The key of what every page of a language reads (see PageKeys): menus, strings, assets, none of it bodies. */
  shared: Record<Lang, string>;
  /** The articles, by their file as messages name it (`content/articles/x.md`). */
  articles: Map<string, ArticleRecord>;
  /** The pages of the site, the not-found pages aside, and every page (see BuildResult). */
  pages: number;
  routes: number;
  /** The entries held back from the site (see publication.ts), which a quick rebuild holds back too. */
  held?: Held[];
  /** The file in the cache's `outputs` folder that holds the content and the head (see Snapshot). */
  snapshot: string;
  /**
   * The data of the articles whose front matter builds since the snapshot changed, by file: the
   * snapshot stays as it was written, and is read with these in place.
   */
  edits?: Map<string, SiteContent['articles'][number]['data']>;
  /** The head as such changes left it, when they changed the texts of share images (see withShareTexts). */
  head?: SeoAssets;
}

/** The checked content, articles without the HTML the cache holds, and what every page's head refers to. */
export interface Snapshot {
  content: SiteContent;
  head: SeoAssets;
}

/**
 * A snapshot as it is kept: the articles, most of it, as JSON, which V8 reads back in half the
 * time its own format takes; the rest in V8's format, which keeps its maps.
 */
interface StoredSnapshot {
  content: SiteContent;
  head: SeoAssets;
  /**
   * As JSON in ASCII, every other character escaped (see asciiJson): read back as Latin-1, it is a
   * string of one byte a character at once, where UTF-8 is much slower to decode for the few
   * curly quotes and accents among megabytes of text, and makes a string of two bytes a character.
   */
  articles: Uint8Array;
}

/** All a build reads besides the content folder, as one key: a build with another key plans the site. */
export function inputsKey(parts: {
  versions: CacheVersions;
  today: string;
  label: string;
  contentDir: string;
  publicDir: string;
  sitemapLimit?: number;
  publicFiles: Map<string, Uint8Array>;
  dates: Map<string, string>;
}): string {
  const { publicFiles, dates, ...scalars } = parts;
  const files = [...publicFiles].sort(([a], [b]) => (a < b ? -1 : 1)).flatMap(([name, data]) => [name, data]);
  return hashText(JSON.stringify(scalars), JSON.stringify([...dates]), ...files);
}

const recordFile = (cache: BuildCache, outDir: string) =>
  path.join(cache.dir, 'outputs', `${hashText(path.resolve(outDir)).slice(0, 16)}.last.bin`);

/** The record of the last build into `outDir`, with its snapshot; undefined when there is none to trust. */
export async function readLastBuild(
  cache: BuildCache,
  outDir: string,
): Promise<{ last: LastBuild; snapshot: () => Promise<Snapshot> } | undefined> {
  try {
    const last = deserialize(await readFile(recordFile(cache, outDir))) as LastBuild;
    // Made by other code, it may not even be laid out as this code reads it.
    if (last.code !== JSON.stringify(cache.versions)) return undefined;
    const file = path.join(cache.dir, 'outputs', last.snapshot);
    const snapshot = async (): Promise<Snapshot> => {
      const { content, head, articles } = deserialize(await readFile(file)) as StoredSnapshot;
      const parsed = JSON.parse(
        Buffer.from(articles.buffer, articles.byteOffset, articles.byteLength).toString('latin1'),
      ) as SiteContent['articles'];
      for (const article of last.edits?.size ? parsed : [])
        article.data = last.edits!.get(article.file) ?? article.data;
      return { content: { ...content, articles: parsed }, head: last.head ?? head };
    };
    return { last, snapshot };
  } catch {
    return undefined;
  }
}

/**
 * Keeps the record of this build into `outDir`; with `snapshot` (a build that planned the site),
 * the content and head too, in a file of their own that builds changing only articles keep using.
 */
export async function saveLastBuild(
  cache: BuildCache,
  outDir: string,
  last: Omit<LastBuild, 'snapshot'> & { snapshot?: string },
  snapshot?: Snapshot,
): Promise<void> {
  const record = recordFile(cache, outDir);
  let name = last.snapshot;
  if (snapshot) {
    const { content, head } = snapshot;
    const stored: StoredSnapshot = {
      content: { ...content, articles: [] },
      head,
      articles: Buffer.from(asciiJson(content.articles), 'latin1'),
    };
    const data = serialize(stored);
    const prefix = `${path.basename(record, '.last.bin')}-`;
    // Named anew by each build that plans the site, which the record it writes last points to.
    name = `${prefix}${process.pid}-${Date.now().toString(36)}.content.bin`;
    await writeAtomically(path.join(cache.dir, 'outputs', name), data);
    // The snapshots of earlier builds into this folder are of no more use.
    for (const old of await readdir(path.join(cache.dir, 'outputs')))
      if (old.startsWith(prefix) && old.endsWith('.content.bin') && old !== name)
        await rm(path.join(cache.dir, 'outputs', old), { force: true });
  }
  if (!name) return;
  await writeAtomically(record, serialize({ ...last, snapshot: name } satisfies LastBuild));
}

/** Forgets the last build into `outDir`: the next build plans the site. */
export async function forgetLastBuild(cache: BuildCache, outDir: string): Promise<void> {
  await rm(recordFile(cache, outDir), { force: true });
}

/**
 * The content as a snapshot keeps it: each article whose HTML the cache holds (its `html` reads
 * it from there) without it, the others as they are, every field in its place.
 */
export function withoutCachedHtml(content: SiteContent): SiteContent {
  const articles = content.articles.map((article) => {
    if (!isLazy(article)) return article;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(article)) copy[key] = key === 'html' ? '' : article[key as keyof typeof article];
    return copy as unknown as typeof article;
  });
  return { ...content, articles };
}

/** Whether an article's HTML is read from the cache when asked for (see checkContent). */
export const isLazy = (article: object) => Boolean(Object.getOwnPropertyDescriptor(article, 'html')?.get);

/**
 * What the checks between files look at of a file's links: the addresses alone, each once. A
 * link that moved within the body, or a second link to the same page, changes no verdict.
 */
export const referencesKey = (references: { path: string }[] | undefined): string =>
  [...new Set((references ?? []).map((reference) => reference.path))].sort().join('\n');

/** The files found in the content folder that are not among its content files. */
export const othersOf = (found: Map<string, FileState>, contentFiles: Set<string>): Map<string, FileState> =>
  new Map([...found].filter(([file]) => !contentFiles.has(file)));

/** JSON with every character beyond ASCII written as an escape (`\u00e9`), which JSON.parse reads back as it was. */
const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
