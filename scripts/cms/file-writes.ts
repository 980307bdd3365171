import { lstat, mkdir, open, rename, unlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * How the editing backend changes files on disk, so that a file is always one whole version:
 * every write goes to a temporary file beside its target and is renamed over it (a reader, the
 * build or the dev server sees the old file or the new, never a part of either), writes to the
 * same file wait for each other, and a save of several files writes them all or none.
 */

/** One file a save writes: its absolute path and its new contents. */
export interface FileWrite {
  file: string;
  contents: string | Uint8Array;
}

/** A file the save takes away (an entry renamed by the save leaves its old name). */
export interface FileRemoval {
  remove: string;
}

/** A write that could not be done, naming the file by the path the caller knows it by. */
export class WriteFailed extends Error {
  constructor(
    readonly file: string,
    readonly code: string,
  ) {
    super(`${file} could not be written (${code})`);
  }
}

const temporaryOf = (file: string) =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`);

/** Writes and syncs a new file that nobody else has opened (`wx`: never an existing one). */
async function writeNew(file: string, contents: string | Uint8Array): Promise<void> {
  const handle = await open(file, 'wx', 0o644);
  try {
    await handle.writeFile(contents);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class FileWrites {
  /** The last change of each file, which the next change of that file waits for. */
  private readonly queues = new Map<string, Promise<unknown>>();

  /**
   * Runs `change` once every earlier change of any of `files` is done; the changes after it wait
   * for it in turn. Changes of other files run at once.
   */
  private async inTurn<T>(files: string[], change: () => Promise<T>): Promise<T> {
    const keys = [...new Set(files.map((f) => path.resolve(f)))];
    const before = keys.map((key) => this.queues.get(key) ?? Promise.resolve());
    const done = Promise.allSettled(before).then(change);
    const settled = done.catch(() => undefined);
    for (const key of keys) this.queues.set(key, settled);
    void settled.then(() => {
      for (const key of keys) if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return done;
  }

  /**
   * Writes every file of `writes` and then takes away every file of `removals`, or, when a file
   * cannot be written, none at all: all are first written to temporary files beside their
   * targets, and only when every one is there are they renamed over them. `shown` names a file
   * in a WriteFailed as its caller knows it (never a path of the machine).
   */
  async writeAll(
    writes: FileWrite[],
    removals: FileRemoval[] = [],
    shown: (file: string) => string = (file) => path.basename(file),
  ): Promise<void> {
    const files = [...writes.map((w) => w.file), ...removals.map((r) => r.remove)];
    await this.inTurn(files, async () => {
      const staged: { temporary: string; file: string }[] = [];
      try {
        for (const { file, contents } of writes) {
          const found = await lstat(file).catch(() => undefined);
          if (found && !found.isFile()) throw new WriteFailed(shown(file), 'not a file');
          await mkdir(path.dirname(file), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
            throw new WriteFailed(shown(file), error.code ?? 'error');
          });
          const temporary = temporaryOf(file);
          await writeNew(temporary, contents).catch(async (error: NodeJS.ErrnoException) => {
            await unlink(temporary).catch(() => undefined);
            throw new WriteFailed(shown(file), error.code ?? 'error');
          });
          staged.push({ temporary, file });
        }
      } catch (error) {
        await Promise.all(staged.map((s) => unlink(s.temporary).catch(() => undefined)));
        throw error;
      }
      for (const { temporary, file } of staged)
        await rename(temporary, file).catch(async (error: NodeJS.ErrnoException) => {
          await Promise.all(staged.map((s) => unlink(s.temporary).catch(() => undefined)));
          throw new WriteFailed(shown(file), error.code ?? 'error');
        });
      const written = new Set(writes.map((w) => path.resolve(w.file)));
      for (const { remove } of removals)
        if (!written.has(path.resolve(remove))) await unlink(remove).catch(() => undefined);
    });
  }

  /** Takes files away, in turn with the writes of the same files. */
  async removeAll(files: string[]): Promise<void> {
    await this.inTurn(files, () => Promise.all(files.map((f) => unlink(f).catch(() => undefined))));
  }
}
