/**
 * `npm run build [-- --content DIR --out DIR --seo-monitor --admin --cache DIR --no-cache --workers N]`:
 * see build-command.ts, which runs compiled (see compiledGenerator), on a thread of its own when
 * it checks the content anew (launch.ts).
 *
 * Plain JavaScript, so that a build of code that was compiled before starts without loading
 * TypeScript at all: the generator's sources are hashed (a few hundred small files, some
 * milliseconds), and when a compiled generator is on record for that hash it runs at once. Only
 * when the code changed does the build load tsx and compile the generator again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
/** Every folder whose files the compiled generator is made of, and the files that pin its dependencies. */
const { folders: sourceFolders, files: sourceFiles } = JSON.parse(
  readFileSync(path.join(root, 'build/generator-sources.json'), 'utf8'),
);
const record = path.join(root, '.cache/generator/sources.json');

/** A hash of every source file of the generator, and of Node's version. */
function sourcesHash() {
  const files = sourceFolders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
  );
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of [...files, ...sourceFiles].sort()) {
    const contents = readFileSync(path.join(root, file));
    hash.update(`${file} ${contents.length}\n`).update(contents);
  }
  return hash.digest('hex');
}

/** The compiled generator on record for these sources, if its files are still there. */
function recorded(sources) {
  try {
    const { sources: known, generator } = JSON.parse(readFileSync(record, 'utf8'));
    if (known !== sources) return undefined;
    return Object.values(generator).every((url) => existsSync(fileURLToPath(url))) ? generator : undefined;
  } catch {
    return undefined;
  }
}

const sources = sourcesHash();
let generator = recorded(sources);
if (!generator) {
  const { register } = await import('tsx/esm/api');
  register();
  const { compiledGenerator } = await import('./compiled-generator.ts');
  generator = await compiledGenerator();
  // Written beside and renamed into place, so a build starting meanwhile never reads half of it.
  mkdirSync(path.dirname(record), { recursive: true });
  writeFileSync(`${record}.${process.pid}`, JSON.stringify({ sources, generator }));
  renameSync(`${record}.${process.pid}`, record);
}
// What the build's code versions can be kept by (see cacheVersions in build-site.ts).
process.env.SITE_GENERATOR_SOURCES = sources;
const { launchBuild } = await import(generator.launch);
await launchBuild(generator);
