import module from 'node:module';
import { parseArgs } from 'node:util';
import { Worker, type ResourceLimits, type WorkerOptions } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCacheDir } from '../speed-ups.ts';

/** The compiled generator's modules (see compiledGenerator), as file URLs. */
export interface Generator {
  command: string;
  launch: string;
}

/**
 * The heap limit of the thread that checks the content anew and renders the pages: one limit for
 * every size of site. The build keeps a small index per article and lets each page's data go once
 * the page is written, so what it holds hardly grows with the content; a limit that grew with it
 * would only let the heap fill with garbage before V8 collects it.
 */
export const buildHeapLimits: Readonly<ResourceLimits> = { maxOldGenerationSizeMb: 640 };

/** The options of the build's thread: this process's arguments, and the same heap limit for any content. */
export const buildThreadOptions = (argv: string[]): WorkerOptions => ({
  eval: true,
  argv,
  resourceLimits: { ...buildHeapLimits },
});

/**
 * Runs the build command (scripts/build-command.ts, compiled) with the arguments of this process.
 *
 * A build that checks its content anew runs on a thread of its own with a fixed heap limit
 * (buildHeapLimits). Such a build makes garbage fast, and V8 lets a heap grow far past what it
 * holds when nothing stops it: the limit keeps the build's memory bounded, at a small cost in
 * collection time.
 *
 * A build whose cache was made by the same code checks and renders only what changed, and holds
 * little beyond the cached checks: it runs on this thread, which saves starting a second Node
 * environment and loading the generator into it, a noticeable part of such a build.
 */
export async function launchBuild(generator: Generator): Promise<void> {
  // React chooses its development or production build when it is first imported, from NODE_ENV:
  // the development build renders the same HTML several times slower, checking every element.
  process.env.NODE_ENV = 'production';
  const { values } = parseArgs({
    options: {
      cache: { type: 'string', default: defaultCacheDir },
      'no-cache': { type: 'boolean', default: false },
    },
    strict: false,
  });
  const cacheDir = typeof values.cache === 'string' ? values.cache : defaultCacheDir;
  // Loaded only with a cache: a build with `--no-cache` runs none of build/incremental/.
  if (!values['no-cache'] && (await import('../incremental/cache-folder.ts')).cacheIsCurrent(cacheDir)) {
    await runCommand(generator.command);
    return;
  }
  // This module (compiled) runs the command on the thread, as it does here.
  const launch = JSON.stringify(fileURLToPath(generator.launch));
  const build = new Worker(
    `require(${launch}).runCommand(${JSON.stringify(generator.command)})`,
    buildThreadOptions(process.argv.slice(2)),
  );
  build.on('error', (error) => {
    console.error(error);
    process.exitCode = 1;
  });
  build.on('exit', (code) => {
    process.exitCode ||= code;
  });
}

/** Node's compile cache, on the Node versions that have one (22.1 and later). */
const compileCache = (module as { enableCompileCache?: (directory: string) => unknown }).enableCompileCache;

/**
 * Runs the compiled build command on this thread. Node keeps what it compiled of the generator
 * between builds where it can (`module.enableCompileCache`, Node 22.1 and later), in the
 * generator's own cache folder.
 */
export async function runCommand(command: string): Promise<void> {
  const filename = fileURLToPath(command);
  compileCache?.(path.join(path.dirname(filename), 'compile-cache'));
  const exports = module.createRequire(filename)(filename) as { runBuildCommand: () => Promise<void> };
  await exports.runBuildCommand();
}
