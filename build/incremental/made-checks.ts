import { closeSync, existsSync, openSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** The file the checks a build makes go to as they are made, until the build saves (see MadeChecks). */
export const madeChecksFile = /^checks-.*\.jsonl\.new$/;

/**
 * The lines of checks a build made (its key, a tab, the check as JSON), written to a file of the
 * cache folder as each is made instead of kept until the build saves: a first build of thousands
 * of articles would otherwise hold every check it made to the end. On save its lines go into the
 * checks file and it is removed.
 */
export class MadeChecks {
  private fd?: number;
  readonly file: string;
  readonly keys = new Set<string>();

  constructor(dir: string) {
    this.file = path.join(dir, `checks-${process.pid}-${threadId}-${Math.random().toString(36).slice(2)}.jsonl.new`);
  }

  add(key: string, json: string): void {
    this.fd ??= openSync(this.file, 'a');
    const line = Buffer.from(`${key}\t${json}\n`);
    for (let written = 0; written < line.length;) written += writeSync(this.fd, line, written, line.length - written);
    this.keys.add(key);
  }

  /** Closes and removes the file, once its lines went elsewhere (or none was written). */
  remove(): void {
    this.close();
    if (existsSync(this.file)) unlinkSync(this.file);
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}
