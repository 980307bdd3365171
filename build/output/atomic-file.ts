import { readFile, rename, writeFile } from 'node:fs/promises';
import { deserialize } from 'node:v8';

/** Writes a file so that readers see the old contents or the new, never a part. */
export async function writeAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** A file written by V8's serializer, read back; undefined when missing or unreadable. */
export async function readSerialized<T>(file: string): Promise<T | undefined> {
  try {
    return deserialize(await readFile(file)) as T;
  } catch {
    // Missing, or written by another version of Node: as if it were empty.
    return undefined;
  }
}
