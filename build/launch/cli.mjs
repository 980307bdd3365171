/**
 * `npm run build [-- --content DIR --out DIR --seo-monitor --admin --cache DIR --no-cache]`:
 * see scripts/build-command.ts, which runs compiled (see compiledGenerator), on a thread of its own when
 * it checks the content anew (launch.ts).
 *
 * Plain JavaScript, so that a build of code that was compiled before starts without loading
 * TypeScript at all. The compiled generator is on record with every file of the project the
 * compiler read for it (esbuild's metafile), and kept by a hash of those files, the lock file
 * (which pins every dependency it bundled), the compiler's settings and Node's version: a change
 * to any module the generator imports, in whatever folder it lies, compiles it again. Hashing
 * them takes a few milliseconds.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
// One for each version of Node, so that builds with two versions can run side by side.
const record = path.join(root, `.cache/generator/record-${process.version}.json`);
/** What every compiled generator depends on besides the files the compiler read. */
const always = ['package-lock.json', 'build/launch/compiled-generator.ts'];

const fromDisk = (file) => readFileSync(path.join(root, file));

/** A hash of Node's version and of the given files (paths inside the project), as `read` gives them. */
function keyOf(files, read = fromDisk) {
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of [...new Set([...files, ...always])].sort()) {
    let contents;
    try {
      contents = read(file);
    } catch {
      contents = undefined;
    }
    hash.update(`${file} ${contents?.length ?? -1}\n`);
    if (contents) hash.update(contents);
  }
  return hash.digest('hex');
}

/** The compiled generator on record, when the files it was compiled from are as they were then. */
function recorded() {
  try {
    const { key, inputs, generator } = JSON.parse(readFileSync(record, 'utf8'));
    if (keyOf(inputs) !== key) return undefined;
    return Object.values(generator).every((url) => existsSync(fileURLToPath(url))) ? generator : undefined;
  } catch {
    return undefined;
  }
}

let generator = recorded();
if (!generator) {
  const { register } = await import('tsx/esm/api');
  register();
  const started = performance.now();
  // Some seconds, after every change to the generator's code: said, so the terminal does not look stuck.
  process.stdout.write('Compiling the generator (after a change to its code)...\n');
  const { compileGenerator } = await import('./compiled-generator.ts');
  // Keyed on the bytes the compiler read, so a file changed while it compiled is compiled again.
  const compiled = await compileGenerator((inputs) =>
    keyOf(inputs.keys(), (file) => inputs.get(file) ?? fromDisk(file)),
  );
  generator = compiled.generator;
  process.stdout.write(`Compiled the generator in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  // Written beside and renamed into place, so a build starting meanwhile never reads half of it.
  mkdirSync(path.dirname(record), { recursive: true });
  writeFileSync(`${record}.${process.pid}`, JSON.stringify({ ...compiled, inputs: [...compiled.inputs.keys()] }));
  renameSync(`${record}.${process.pid}`, record);
}
const { launchBuild } = await import(generator.launch);
await launchBuild(generator);
