/**
 * No edit lost without a word: the local backend refuses a save of an entry whose file changed
 * since the editor opened it (saved from another tab, by another editor on this machine, or by
 * hand). Decap writes the whole file from the tab's copy, so without this the later save would
 * silently undo the earlier one.
 *
 * The screen (src/admin/edit-versions.ts) remembers the version of each file it opened (the `id`
 * the backend answers with, the SHA-256 of the file's bytes, `null` for a file that is not there)
 * and sends it with the save as `expected`; the backend compares it with the file on disk right
 * before writing, and answers the versions it wrote, for the tab's next save.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** The status of a refused save of a changed entry: HTTP's "Conflict". */
export const conflictStatus = 409;

/** The sentence the screen shows for it (and in its notice, "Kan item niet opslaan: …"). */
export const conflictMessage =
  'Dit item is gewijzigd sinds je het opende, in een ander tabblad of door iemand anders. ' +
  'Je wijziging is niet opgeslagen, zodat de andere niet verloren gaat.';

/** The version of a file's bytes, as the backend names it (`file.id`), or `null` for no file. */
export const versionOf = (bytes: Uint8Array | undefined): string | null =>
  bytes ? createHash('sha256').update(bytes).digest('hex') : null;

/** The version of the file at `absolute` now. */
export const versionOnDisk = async (absolute: string) => versionOf(await readFile(absolute).catch(() => undefined));

/** A file a save writes: its absolute path, and the path the screen knows it by. */
export interface SavedFile {
  file: string;
  written: string;
}

/**
 * The first file of `files` whose version on disk is not the one the screen `expected`, or
 * undefined. A file the screen sent no version for (a new entry's, or a save from a screen that
 * sends none) is not compared.
 */
export async function changedSinceOpened(expected: unknown, files: SavedFile[]): Promise<SavedFile | undefined> {
  if (!expected || typeof expected !== 'object') return undefined;
  const versions = expected as Record<string, unknown>;
  for (const saved of files) {
    if (!Object.hasOwn(versions, saved.written)) continue;
    const want = versions[saved.written];
    if ((typeof want === 'string' || want === null) && (await versionOnDisk(saved.file)) !== want) return saved;
  }
  return undefined;
}

/** The versions of `files` as written, by the path the screen knows each by. */
export async function versionsOf(files: SavedFile[]): Promise<Record<string, string | null>> {
  return Object.fromEntries(await Promise.all(files.map(async (f) => [f.written, await versionOnDisk(f.file)])));
}
