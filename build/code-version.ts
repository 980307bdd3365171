import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
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

/**
 * The project's modules that `entries` import, followed through every relative import, entries
 * included, as paths relative to the project.
 */
export async function moduleClosure(entries: readonly string[], base = root): Promise<string[]> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.resolve(base, entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    // A path that is no file was only mentioned, in a comment or a string.
    const source = await readFile(file, 'utf8').catch(() => undefined);
    if (source === undefined) continue;
    seen.add(file);
    for (const imported of importsOf(source)) {
      const target = path.resolve(path.dirname(file), imported);
      if (/\.(ts|tsx|js|mjs)$/.test(target)) queue.push(target);
    }
  }
  return [...seen].map((file) => path.relative(base, file).split(path.sep).join('/')).sort();
}

/** Every file under a folder of the project, as paths relative to it. */
async function filesUnder(folder: string, base: string): Promise<string[]> {
  const entries = await readdir(path.resolve(base, folder), { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export interface CodeParts {
  /** Modules whose imports are followed (`build/render.tsx`). */
  modules?: readonly string[];
  /** Folders whose every file counts (`templates`), for what the code reads at run time. */
  folders?: readonly string[];
}

/**
 * A hash of the code that a step of the build runs: the project's modules it imports, the files
 * it reads at run time, the installed dependencies (package-lock.json names every version) and
 * Node's version. A change to any of them changes the hash, so a cache keyed on it never serves
 * what older code made, and no one has to remember to bump a version.
 */
export async function codeVersion(parts: CodeParts, base = root): Promise<string> {
  const files = new Set([
    ...(await moduleClosure(parts.modules ?? [], base)),
    ...(await Promise.all((parts.folders ?? []).map((folder) => filesUnder(folder, base)))).flat(),
    'package-lock.json',
    'tsconfig.json',
  ]);
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of [...files].sort()) {
    const contents = await readFile(path.resolve(base, file)).catch(() => undefined);
    hash.update(`${file} ${contents?.length ?? -1}\n`);
    if (contents) hash.update(contents);
  }
  return hash.digest('hex');
}
