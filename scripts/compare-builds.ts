/**
 * `npm run compare-builds -- <tree> [<tree>] [--keep]`: builds the site from two trees of the project and
 * compares every byte of what they wrote. A tree is a folder of the project or a git revision
 * (extracted into a temporary folder that borrows this checkout's node_modules); the second is
 * this checkout when left out. Each build runs with `--no-cache` into a fresh folder, so nothing
 * one build kept can reach the other. Prints every file that differs or is only in one of them,
 * and exits with 1 when any does: a move of the code must leave the site as it was. `--keep`
 * leaves the copies and the two sites in place to look at.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

/**
 * A copy of the project as `tree` has it, in a fresh folder of `scratch`: a folder's files that git
 * does not ignore, or a revision's files. Both copies lie at the same depth and borrow the same
 * node_modules, so that the paths the bundler sees of the packages (which its hashes include) are
 * the same for both.
 */
async function treeFolder(tree: string, scratch: string, name: string): Promise<string> {
  const folder = path.join(scratch, name);
  await mkdir(folder);
  if (existsSync(path.join(tree, 'package.json'))) {
    const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: tree,
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const file of stdout.split('\0').filter(Boolean))
      if (existsSync(path.join(tree, file))) await cp(path.join(tree, file), path.join(folder, file));
  } else {
    const archive = path.join(scratch, `${name}.tar`);
    await run('git', ['archive', '--output', archive, tree], { cwd: root });
    await run('tar', ['-xf', archive, '-C', folder]);
  }
  await symlink(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'junction');
  return folder;
}

/** Builds the site of the project in `folder` into `out`, as `npm run build` does, without a cache. */
async function build(folder: string, out: string): Promise<void> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  await run(npm, ['run', 'build', '--', '--no-cache', '--out', out], {
    cwd: folder,
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
}

/** Every file inside `folder`, as paths with forward slashes. */
async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** What two built sites differ in. */
export interface SiteDifferences {
  files: number;
  /** Files in both whose bytes differ. */
  differ: string[];
  onlyFirst: string[];
  onlySecond: string[];
  /**
   * Of the files only one site has: those whose name differs only in its hash (`main-V47S4XES.js`
   * and `main-PN3J267E.js`) and whose bytes are the same once every such name is swapped.
   */
  renamed: Map<string, string>;
  /** The files that differ in more than the names of renamed ones. */
  unexplained: string[];
}

// A name made of a stem and a hash of what made it, the bundler's or the share images' own:
// `chunks/hydrate-QD3DFHRU.js`, `share/home-nl-24ddfef194.png`.
const hash = '(?:[A-Z2-7]{8}|[a-f0-9]{10})';
const hashedName = new RegExp(`-${hash}(?=\\.[a-z0-9]+$)`);
const stemOf = (file: string) => file.replace(hashedName, '');

const hashedReference = new RegExp(`[A-Za-z0-9_.-]+-${hash}\\.[a-z0-9]+`, 'g');

/** The bytes of a file with every hashed name in it cut to its stem. */
const withoutHashes = (bytes: Buffer) =>
  Buffer.from(bytes.toString('latin1').replace(new RegExp(`-${hash}(\\.[a-z0-9]+)`, 'g'), '$1'), 'latin1');

/** The bytes of a file with every renamed file's name swapped for its new one. */
function withNewNames(bytes: Buffer, renamed: Map<string, string>): Buffer {
  if (!renamed.size) return bytes;
  let text = bytes.toString('latin1');
  for (const [before, after] of renamed)
    text = text.replaceAll(path.posix.basename(before), path.posix.basename(after));
  return Buffer.from(text, 'latin1');
}

/** Compares every byte of two built sites. */
export async function compareSites(a: string, b: string): Promise<SiteDifferences> {
  const [inA, inB] = await Promise.all([filesIn(a), filesIn(b)]);
  const setA = new Set(inA);
  const setB = new Set(inB);
  const read = (folder: string, file: string) => readFile(path.join(folder, file));
  const differ: string[] = [];
  for (const file of inA) if (setB.has(file) && !(await read(a, file)).equals(await read(b, file))) differ.push(file);
  const onlyFirst = inA.filter((file) => !setB.has(file));
  const onlySecond = inB.filter((file) => !setA.has(file));
  // A renamed file is found by what refers to it: two files the same but for hashed names name
  // the same files in the same order. Each pair is then held to its exact bytes, names swapped.
  const names = new Map<string, string>();
  const pairUp = (x: Buffer, y: Buffer) => {
    if (!withoutHashes(x).equals(withoutHashes(y))) return;
    const inX = x.toString('latin1').match(hashedReference) ?? [];
    const inY = y.toString('latin1').match(hashedReference) ?? [];
    inX.forEach((name, i) => names.set(name, inY[i]!));
  };
  for (const file of differ) pairUp(await read(a, file), await read(b, file));
  const secondByName = new Map(onlySecond.map((file) => [path.posix.basename(file), file]));
  const candidates = new Map<string, string>();
  for (let grown = true; grown;) {
    grown = false;
    for (const before of onlyFirst) {
      const after = secondByName.get(names.get(path.posix.basename(before)) ?? '');
      if (after === undefined || candidates.has(before) || stemOf(after) !== stemOf(before)) continue;
      candidates.set(before, after);
      pairUp(await read(a, before), await read(b, after));
      grown = true;
    }
  }
  // A file nothing names (a share image no page uses) pairs with the one file of its stem left.
  const left = onlySecond.filter((file) => ![...candidates.values()].includes(file));
  for (const before of onlyFirst.filter((file) => !candidates.has(file))) {
    const same = left.filter((after) => stemOf(after) === stemOf(before));
    if (same.length === 1) candidates.set(before, same[0]!);
  }
  const renamed = new Map<string, string>();
  for (const [before, after] of candidates)
    if (withNewNames(await read(a, before), candidates).equals(await read(b, after))) renamed.set(before, after);
  const unexplained: string[] = [];
  for (const file of differ)
    if (!withNewNames(await read(a, file), renamed).equals(await read(b, file))) unexplained.push(file);
  const pairedSecond = new Set(renamed.values());
  unexplained.push(
    ...onlyFirst.filter((file) => !renamed.has(file)).map((file) => `${file} (only in the first)`),
    ...onlySecond.filter((file) => !pairedSecond.has(file)).map((file) => `${file} (only in the second)`),
  );
  return { files: inA.length, differ, onlyFirst, onlySecond, renamed, unexplained };
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const keep = process.argv.includes('--keep');
  const [first, second = root] = process.argv.slice(2).filter((arg) => arg !== '--keep');
  if (!first) {
    console.error('Usage: npm run compare-builds -- <folder or git revision> [<folder or git revision>]');
    process.exit(2);
  }
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'compare-builds-'));
  try {
    const trees = [await treeFolder(first, scratch, 'a'), await treeFolder(second, scratch, 'b')];
    const outs = [path.join(scratch, 'site-a'), path.join(scratch, 'site-b')];
    // One after the other: two builds at once would each take the other's time, and share nothing.
    await build(trees[0]!, outs[0]!);
    await build(trees[1]!, outs[1]!);
    const found = await compareSites(outs[0]!, outs[1]!);
    const { files, differ, onlyFirst, onlySecond, renamed, unexplained } = found;
    if (!differ.length && !onlyFirst.length && !onlySecond.length)
      console.log(`The sites built from ${first} and ${second} are the same, byte for byte (${files} files).`);
    else {
      console.log(
        `The sites built from ${first} and ${second} differ: ${files - differ.length - onlyFirst.length} of ` +
          `${files} files are the same, byte for byte; ${differ.length} differ; ${onlyFirst.length} are only ` +
          `in the first and ${onlySecond.length} only in the second.`,
      );
      console.log(
        `${renamed.size} files have a new hash in their name and the same bytes otherwise; ` +
          `${differ.length - unexplained.filter((line) => !line.includes(' (only in')).length} of those that ` +
          `differ are the same once those names are swapped.`,
      );
      if (unexplained.length) {
        console.log(`These differ in more than those names:`);
        for (const file of unexplained) console.log(`  ${file}`);
      }
      process.exitCode = 1;
    }
  } finally {
    if (keep) console.log(`Both trees and their sites are kept in ${scratch}`);
    else await rm(scratch, { recursive: true, force: true });
  }
}
