import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// Imports and re-exports of values (type-only ones leave no trace in the code that runs),
// dynamic imports, and imports for their side effects.
const staticImport = /(?:^|;)\s*(?:import|export)(\s+type)?\b[^;'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const otherImport = /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(staticImport)) if (!match[1]) found.push(match[2]!);
  for (const match of source.matchAll(otherImport)) found.push((match[1] ?? match[2])!);
  return found;
}

/** A file's bytes, or undefined when there is none; read at once, as a build reads a few hundred small files. */
const read = (file: string) => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

/** The modules that `entries` import, followed through every relative import, entries included, with their bytes. */
function closure(entries: readonly string[], base: string): Map<string, Buffer> {
  const seen = new Map<string, Buffer>();
  const queue = entries.map((entry) => path.resolve(base, entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    // A path that is no file was only mentioned, in a comment or a string.
    const source = read(file);
    if (source === undefined) continue;
    seen.set(file, source);
    for (const imported of importsOf(source.toString('utf8'))) {
      const target = path.resolve(path.dirname(file), imported);
      if (/\.(ts|tsx|js|mjs)$/.test(target)) queue.push(target);
    }
  }
  return seen;
}

const relativeTo = (base: string, file: string) => path.relative(base, file).split(path.sep).join('/');

/**
 * The project's modules that `entries` import, followed through every relative import, entries
 * included, as paths relative to the project.
 */
export async function moduleClosure(entries: readonly string[], base = root): Promise<string[]> {
  return [...closure(entries, base).keys()].map((file) => relativeTo(base, file)).sort();
}

/** Every file under a folder of the project, as paths relative to it. */
function filesUnder(folder: string, base: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.resolve(base, folder), { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => relativeTo(base, path.join(e.parentPath, e.name)))
    .sort();
}

export interface CodeParts {
  /** Modules whose imports are followed (`build/render/render.tsx`). */
  modules?: readonly string[];
  /** Folders whose every file counts (`templates`), for what the code reads at run time. */
  folders?: readonly string[];
}

/**
 * A hash of the code that a step of the build runs: the project's modules it imports, the files
 * it reads at run time, the installed dependencies (package-lock.json names every version) and
 * Node's version. A change to any of them changes the hash, so a cache keyed on it never serves
 * what older code made, and no one has to remember to bump a version. `readFiles` collects the
 * files it read, as paths inside the project, each with a hash of the bytes read (see bytesHash).
 */
export async function codeVersion(parts: CodeParts, base = root, readFiles?: Map<string, string>): Promise<string> {
  const modules = closure(parts.modules ?? [], base);
  const files = new Map<string, Buffer | undefined>();
  for (const [file, source] of modules) files.set(relativeTo(base, file), source);
  for (const file of [...(parts.folders ?? []).flatMap((folder) => filesUnder(folder, base)), ...always])
    if (!files.has(file)) files.set(file, read(path.resolve(base, file)));
  for (const [file, contents] of files) readFiles?.set(file, bytesHash(contents));
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of [...files.keys()].sort()) {
    const contents = files.get(file);
    hash.update(`${file} ${contents?.length ?? -1}\n`);
    if (contents) hash.update(contents);
  }
  return hash.digest('hex');
}

/** What every step's code depends on: the installed dependencies and the compiler settings. */
const always = ['package-lock.json', 'tsconfig.json'];

/** A hash of a file's bytes, or `-` for a file there is none of. */
export const bytesHash = (bytes: Buffer | undefined) =>
  bytes ? createHash('sha256').update(bytes).digest('base64url') : '-';
