/**
 * Decap CMS's prebuilt files, which are all the editing screen uses of it: its script, the chunks
 * it loads on demand, their WebAssembly and the licences of what it bundles. Decap is not installed
 * with the site (its package brought some 680 others, and npm's warnings about the React versions they
 * ask for): on first use its tarball is fetched with `npm pack` (npm's own registry, proxy and
 * cache settings; offline once npm's cache has it), checked against the integrity pinned below and
 * these files taken out into node_modules/.cache/decap-cms-<version>/.
 *
 * To update Decap: change `decapVersion` and `decapIntegrity` together, the integrity being what
 * `npm view decap-cms@<version> dist.integrity` says. Nothing else names the version.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { tarEntries } from './tar-entries.ts';

export const decapVersion = '3.16.3';
export const decapIntegrity =
  'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==';

const root = path.resolve(import.meta.dirname, '../..');

/** The folder of a version's files. */
export const decapCacheFolder = (version = decapVersion) =>
  path.join(root, 'node_modules', '.cache', `decap-cms-${version}`);

/**
 * The name a file of the package's tarball is kept under, or undefined for a file the screen does
 * not use (source maps, the older `cms.js` copies, the README).
 */
export function keptName(entry: string): string | undefined {
  const match = /^package\/dist\/(decap-cms\.js|\d+\.decap-cms\.js|[\w-]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/.exec(
    entry,
  );
  return match?.[1];
}

/** The files the screen serves, of those kept: everything but the licences. */
export const servedName = (name: string) => !name.endsWith('.txt');

/** Brings a package's tarball into `folder` and returns its path. */
export type Pack = (spec: string, folder: string) => Promise<string>;

/** `npm pack`, with npm's own settings; on failure, npm's own summary of what went wrong. */
export const npmPack =
  (env: NodeJS.ProcessEnv = process.env): Pack =>
  async (spec, folder) => {
    const args = ['pack', spec, '--pack-destination', folder, '--json', '--ignore-scripts'];
    try {
      const { stdout } = await promisify(execFile)('npm', args, {
        cwd: root,
        env,
        maxBuffer: 64 * 1024 * 1024,
        shell: process.platform === 'win32',
      });
      return path.join(folder, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);
    } catch (error) {
      const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string };
      let summary: string | undefined;
      try {
        summary = (JSON.parse(stdout ?? '') as { error?: { summary?: string } }).error?.summary;
      } catch {
        summary = stderr?.match(/^npm error (?!code |errno |syscall ).*$/m)?.[0].slice('npm error '.length);
      }
      throw new Error(summary || message, { cause: error });
    }
  };

export interface DecapOptions {
  version?: string;
  /** The tarball's integrity, as the npm registry gives it (`sha512-…`). */
  integrity?: string;
  /** Where the files are kept (default node_modules/.cache/decap-cms-<version>). */
  folder?: string;
  pack?: Pack;
  /** Where the one line said while fetching goes. */
  log?: (line: string) => void;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const fetching = new Map<string, Promise<string>>();

/**
 * The folder holding Decap's files, fetched first if it is not there yet. The files are written
 * into a temporary folder beside it and renamed into place, so an interrupted fetch leaves no half
 * a folder; several processes fetching at once each finish with the same folder.
 */
export function decapFolder(options: DecapOptions = {}): Promise<string> {
  const folder = options.folder ?? decapCacheFolder(options.version);
  if (!fetching.has(folder)) {
    const fetched = fetchInto(folder, options);
    fetching.set(folder, fetched);
    fetched.catch(() => fetching.delete(folder));
  }
  return fetching.get(folder)!;
}

async function fetchInto(folder: string, options: DecapOptions): Promise<string> {
  if (await exists(folder)) return folder;
  const { version = decapVersion, integrity = decapIntegrity, pack = npmPack(), log = console.log } = options;
  log(`Fetching Decap CMS ${version} for the editing screen from the npm registry (once; kept in ${display(folder)})`);
  await mkdir(path.dirname(folder), { recursive: true });
  const temporary = await mkdtemp(`${folder}.part-`);
  try {
    let tarball: Uint8Array;
    try {
      tarball = await readFile(await pack(`decap-cms@${version}`, temporary));
    } catch (error) {
      throw new Error(
        `The editing screen could not fetch Decap CMS ${version} from the npm registry: ${(error as Error).message}`,
        { cause: error },
      );
    }
    const actual = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
    if (actual !== integrity) {
      throw new Error(
        `Decap CMS ${version} from the npm registry is not the package pinned in scripts/cms/decap-files.ts ` +
          `(its integrity is ${actual}, not ${integrity}); it was not used`,
      );
    }
    const files = path.join(temporary, 'files');
    await mkdir(files);
    for (const entry of tarEntries(await promisify(gunzip)(tarball))) {
      const name = entry.type === 'file' ? keptName(entry.name) : undefined;
      if (name) await writeFile(path.join(files, name), entry.data);
    }
    if (!(await exists(path.join(files, 'decap-cms.js'))))
      throw new Error(`Decap CMS ${version} from the npm registry has no dist/decap-cms.js`);
    try {
      await rename(files, folder);
    } catch (error) {
      // Another process got there first, with the same files.
      if (!(await exists(folder))) throw error;
    }
    return folder;
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

const display = (folder: string) => {
  const relative = path.relative(process.cwd(), folder);
  return relative.startsWith('..') ? folder : relative;
};

/** Decap's files the screen serves, by name, and where each is. */
export async function decapFiles(options?: DecapOptions): Promise<Map<string, string>> {
  const folder = await decapFolder(options);
  const names = (await readdir(folder)).filter(servedName).sort();
  return new Map(names.map((name) => [name, path.join(folder, name)]));
}
