import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * Where a content file's HTML lies in the cache: the pack file in the cache's `html` folder and
 * its bytes there (see HtmlPack), as `pack:offset:length`.
 */
export type HtmlRef = string;

export const packFolder = (dir: string) => path.join(dir, 'html');
/** Open packs, by file: a build reads thousands of articles from a few packs. */
const openPacks = new Map<string, number>();

/** The HTML of a content file's markdown that an HtmlPack of the cache folder `dir` holds. */
export function readCachedHtml(dir: string, ref: HtmlRef): string {
  const [pack, offset, length] = ref.split(':');
  const file = path.join(packFolder(dir), pack!);
  let fd = openPacks.get(file);
  if (fd === undefined) {
    // A long-running process keeps no more than a few open.
    if (openPacks.size >= 32) {
      for (const open of openPacks.values()) closeSync(open);
      openPacks.clear();
    }
    fd = openSync(file, 'r');
    openPacks.set(file, fd);
  }
  const bytes = Buffer.allocUnsafe(Number(length));
  readSync(fd, bytes, 0, bytes.length, Number(offset));
  return bytes.toString('utf8');
}

/**
 * The HTML of content files, appended to one pack file of the cache folder's `html` folder for
 * each thread and build: a cold build of thousands of articles writes a few files instead of one
 * (and a rename) per article, which cost more than checking the articles. A pack is never changed
 * once written; a build only adds new ones, and `save` removes those no check refers to.
 */
export class HtmlPack {
  private fd?: number;
  private offset = 0;
  private readonly name = `${process.pid}-${threadId}-${Math.random().toString(36).slice(2)}.pack`;

  constructor(private readonly dir: string) {}

  write(html: string): HtmlRef {
    const bytes = Buffer.from(html, 'utf8');
    this.fd ??= openSync(path.join(packFolder(this.dir), this.name), 'a');
    for (let written = 0; written < bytes.length;)
      written += writeSync(this.fd, bytes, written, bytes.length - written);
    const ref = `${this.name}:${this.offset}:${bytes.length}`;
    this.offset += bytes.length;
    return ref;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/** The pack an HTML reference points into. */
export const packOf = (ref: HtmlRef) => ref.slice(0, ref.indexOf(':'));
