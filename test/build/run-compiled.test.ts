import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCompiled } from '../../build/run-compiled.ts';

describe('a compiled module of the generator, run with its code cache', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'compiled-'));
    file = path.join(dir, 'command.cjs');
    // CommonJS as esbuild writes it: exports, require of Node's modules, its own file name.
    await writeFile(
      file,
      [
        "const path = require('node:path');",
        'exports.name = path.basename(__filename);',
        'exports.double = (n) => n * 2;',
        "exports.fail = () => { throw new Error('from the module'); };",
      ].join('\n'),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('runs the module, compiles it the first time and keeps what V8 compiled for the next', () => {
    const first = runCompiled(file);
    expect(first.exports.name).toBe('command.cjs');
    expect((first.exports.double as (n: number) => number)(21)).toBe(42);
    expect(first.fromCache).toBe(false);
    first.keepCodeCache();
    expect(existsSync(`${file}.v8-cache`)).toBe(true);

    const second = runCompiled(pathToFileURL(file).href);
    expect(second.fromCache).toBe(true);
    expect((second.exports.double as (n: number) => number)(4)).toBe(8);
  });

  it('keeps the line numbers of the module in stack traces', () => {
    const { exports } = runCompiled(file);
    const stack = (() => {
      try {
        (exports.fail as () => void)();
      } catch (error) {
        return (error as Error).stack!;
      }
    })();
    expect(stack).toContain(`${file}:4:`);
  });

  it("ignores a cache that is not V8's and makes it again", async () => {
    // A module this process has not compiled yet: V8 would take the earlier one from memory.
    const other = path.join(dir, 'worker.cjs');
    await writeFile(other, "exports.name = 'worker';");
    await writeFile(`${other}.v8-cache`, 'not a code cache');
    const stale = runCompiled(other);
    expect(stale.fromCache).toBe(false);
    expect(stale.exports.name).toBe('worker');
    stale.keepCodeCache();
    expect(await readFile(`${other}.v8-cache`, 'utf8')).not.toBe('not a code cache');
  });
});
