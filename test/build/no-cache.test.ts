import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSmallSite } from '../support/small-site.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/**
 * Everything that only makes a build faster lives in build/incremental/, behind the SpeedUps
 * interface: a build with `--no-cache` must not load any of it. Told by Node's module hooks,
 * which see every module the build loads, in a process of its own.
 */
describe('a build without a cache', () => {
  let dir: string;
  let content: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'no-cache-'));
    content = path.join(dir, 'content');
    await writeSmallSite(content, 2);
    // A hook that notes each module loaded from the project's build folder.
    const loaded = JSON.stringify(path.join(dir, 'loaded.txt'));
    await writeFile(
      path.join(dir, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.includes('/build/')) appendFileSync(${loaded}, resolved.url + '\\n');
  return resolved;
}`,
    );
    const hooks = JSON.stringify(path.join(dir, 'hooks.mjs'));
    await writeFile(
      path.join(dir, 'register.mjs'),
      `import { register } from 'node:module';\nregister(${hooks}, import.meta.url);`,
    );
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const build = async (cacheDir?: string): Promise<string[]> => {
    await rm(path.join(dir, 'loaded.txt'), { force: true });
    const options = JSON.stringify({ contentDir: content, ...(cacheDir && { cacheDir }) });
    const script = `const { buildSiteInto } = await import(${JSON.stringify(path.join(root, 'build/pipeline.ts'))});
await buildSiteInto(${JSON.stringify(path.join(dir, 'out'))}, ${options});`;
    await run(
      process.execPath,
      ['--import', path.join(dir, 'register.mjs'), '--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    const loaded = await readFile(path.join(dir, 'loaded.txt'), 'utf8');
    return [...new Set(loaded.split('\n').filter(Boolean))].map((url) => path.relative(root, new URL(url).pathname));
  };

  it('loads none of build/incremental/, which a build with a cache does load', async () => {
    const withCache = await build(path.join(dir, 'cache'));
    expect(withCache).toContain('build/pipeline.ts');
    expect(withCache).toContain('build/incremental/open-speed-ups.ts');
    // Into the same folder again: the current site is there to be taken over.
    const without = await build();
    expect(without).toContain('build/pipeline.ts');
    expect(without.filter((file) => file.startsWith('build/incremental/'))).toEqual([]);
  }, 120_000);
});
