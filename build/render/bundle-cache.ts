import path from 'node:path';
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import { serialize } from 'node:v8';
import { bundleClient, type Bundle } from './bundle.ts';
import { codeVersion, type CodeParts } from '../code-version.ts';
import { readSerialized, writeAtomically } from '../output/atomic-file.ts';

/** Every entry of the bundle (build/render/bundle.ts) and the styles. */
export const bundleCode: CodeParts = {
  modules: [
    'build/render/bundle.ts',
    'src/client/main.ts',
    'src/client/detect-language.ts',
    'src/client/contrast.ts',
    'src/client/not-found.ts',
  ],
  folders: ['src/styles'],
};

/** Where bundles are kept between builds, beside the other tools' caches. */
export const defaultBundleDir = path.resolve(import.meta.dirname, '../../node_modules/.cache/paardensprong-bundle');

/** Bundles of other code are removed once this old: a few branches' worth stay. */
const keepOthers = 7 * 24 * 3600_000;

/**
 * The browser bundle of the code as it is, made once for each version of that code (see
 * codeVersion: its modules, styles and the installed packages) and kept by that version, like
 * processed pictures: it depends on the code alone, never on the content, so every build of the
 * same code reuses it, with a build cache or without one.
 */
export async function keptBundle(version?: string, dir = defaultBundleDir): Promise<Bundle> {
  const file = path.join(dir, `${(version ?? (await codeVersion(bundleCode))).slice(0, 16)}.bin`);
  const kept = await readSerialized<Bundle>(file);
  if (kept) return kept;
  const bundle = await bundleClient();
  await mkdir(dir, { recursive: true });
  await writeAtomically(file, serialize(bundle));
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const other = path.join(dir, name);
    if (other === file) continue;
    const info = await stat(other).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > keepOthers) await unlink(other).catch(() => undefined);
  }
  return bundle;
}
