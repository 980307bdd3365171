import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file of a folder with its bytes, by path inside it. */
export async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = new Map<string, Buffer>();
  for (const e of entries.filter((x) => x.isFile())) {
    const full = path.join(e.parentPath, e.name);
    files.set(path.relative(dir, full), await readFile(full));
  }
  return files;
}

/** The files in which two folders differ, or that only one has. */
export async function differences(a: string, b: string): Promise<string[]> {
  const [left, right] = await Promise.all([filesOf(a), filesOf(b)]);
  const names = new Set([...left.keys(), ...right.keys()]);
  return [...names]
    .filter((name) => !left.get(name)?.equals(right.get(name) ?? Buffer.alloc(0)) || !right.has(name))
    .sort();
}

/** Rewrites a text file with `change`. */
export const edit = async (file: string, change: (text: string) => string) =>
  writeFile(file, change(await readFile(file, 'utf8')));
