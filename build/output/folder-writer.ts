import { mkdirSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputRecord } from '../incremental/build-cache.ts';
import { policyTextInMeta } from '../render/csp.ts';

/**
 * Writes files into a folder as they are made. Files given a key (all that made them) are
 * recorded with how they are on disk, for the next build to take over.
 *
 * It writes synchronously: a build has nothing else to do meanwhile, and for thousands of small
 * files the promise-based calls cost more time than the writes themselves.
 */
export class FolderWriter {
  private readonly folders = new Set<string>();
  readonly records = new Map<string, OutputRecord>();

  constructor(readonly folder: string) {}

  /** Where a file goes inside the folder, its folder made. */
  prepare(file: string): string {
    const full = path.join(this.folder, file);
    const folder = path.dirname(full);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    return full;
  }

  write(file: string, contents: string | Uint8Array, key?: string): void {
    const full = this.prepare(file);
    writeFileSync(full, contents);
    if (key === undefined) return;
    const written = statSync(full);
    const policy = file.endsWith('.html') ? policyTextInMeta(String(contents)) : undefined;
    this.records.set(file, {
      key,
      size: written.size,
      mtimeMs: written.mtimeMs,
      ino: written.ino,
      ...(policy !== undefined && { policy }),
    });
  }
}

/**
 * Removes files from a folder (paths inside it), and the folders they leave empty, as a site built
 * afresh would not have them.
 */
export function removeFiles(folder: string, files: Iterable<string>): void {
  const folders = new Set<string>();
  for (const file of files) {
    unlinkSync(path.join(folder, file));
    folders.add(path.dirname(file));
  }
  // Deepest first.
  const emptied = [...folders].filter((inside) => inside !== '.');
  emptied.sort((a, b) => b.split('/').length - a.split('/').length);
  for (const inside of emptied) {
    for (let at = inside; at !== '.'; at = path.dirname(at)) {
      try {
        rmdirSync(path.join(folder, at));
      } catch {
        break;
      }
    }
  }
}
