import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/** A compiled module of the generator, run, and a way to keep its code cache. */
export interface CompiledModule {
  exports: Record<string, unknown>;
  /** Whether V8 took the code cache beside the module instead of compiling it. */
  fromCache: boolean;
  /**
   * Keeps what V8 compiled of the module so far beside it, when nothing valid was there: called
   * after a build, so the functions that build ran are in it, not only the module's top level.
   */
  keepCodeCache(): void;
}

/**
 * Runs a module of the compiled generator (CommonJS, see compiledGenerator) with V8's code cache
 * of an earlier build beside it (`<file>.v8-cache`). Node 20 keeps no compiled code for
 * modules between processes; without a cache V8 parses and compiles the generator's 3 MB on
 * every build, a tenth of one that changed one article. A cache V8 finds stale (another
 * version of Node or other flags) is ignored and made again.
 */
export function runCompiled(file: string): CompiledModule {
  const filename = file.startsWith('file:') ? fileURLToPath(file) : file;
  const cacheFile = `${filename}.v8-cache`;
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // None yet: made after this build (keepCodeCache).
  }
  const source = readFileSync(filename, 'utf8');
  // The wrapper Node gives a CommonJS module, with the source on its first line so that stack
  // traces keep their line numbers.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename,
    cachedData,
  });
  const module = { exports: {} as Record<string, unknown> };
  script.runInThisContext()(module.exports, createRequire(filename), module, filename, path.dirname(filename));
  const fromCache = cachedData !== undefined && !script.cachedDataRejected;
  return {
    exports: module.exports,
    fromCache,
    keepCodeCache() {
      if (fromCache) return;
      // Written beside and renamed into place: a build starting meanwhile reads the old or the new.
      const temporary = `${cacheFile}.${process.pid}-${Math.random().toString(36).slice(2)}`;
      try {
        writeFileSync(temporary, script.createCachedData());
        renameSync(temporary, cacheFile);
      } catch {
        // A cache is a saving, never a reason to fail a build.
      }
    },
  };
}
