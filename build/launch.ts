import { readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { isMainThread, Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { buildHeapLimits } from './build-workers.ts';
import { cacheIsCurrent, defaultCacheDir } from './cache-folder.ts';
import { runCompiled } from './run-compiled.ts';

/** The compiled generator's modules (see compiledGenerator), as file URLs. */
export interface Generator {
  command: string;
  worker: string;
  launch: string;
}

/**
 * Runs the build command (build-command.ts, compiled) with the arguments of this process.
 *
 * A build that checks its content anew runs on a thread of its own whose heap is sized to the
 * content. Such a build makes garbage fast, and V8 lets a heap grow far past what it holds when
 * nothing stops it: a limit a little above what the content needs keeps the build's memory
 * bounded, at a small cost in collection time.
 *
 * A build whose cache was made by the same code checks and renders only what changed, and holds
 * little beyond the cached checks: it runs on this thread, which saves starting a second Node
 * environment and loading the generator into it (about a tenth of such a build).
 */
export async function launchBuild(generator: Generator): Promise<void> {
  tuneV8ForBuilds();
  // React chooses its development or production build when it is first imported, from NODE_ENV:
  // the development build renders the same HTML several times slower, checking every element.
  process.env.NODE_ENV = 'production';
  // The build's own worker threads run the compiled worker too.
  process.env.SITE_BUILD_WORKER = generator.worker;
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: 'content' },
      cache: { type: 'string', default: defaultCacheDir },
      'no-cache': { type: 'boolean', default: false },
    },
    strict: false,
  });
  const cacheDir = typeof values.cache === 'string' ? values.cache : defaultCacheDir;
  if (!values['no-cache'] && cacheIsCurrent(cacheDir, process.env.SITE_GENERATOR_SOURCES)) {
    await runCommand(generator.command);
    return;
  }
  const contentDir = typeof values.content === 'string' ? values.content : 'content';
  const files = readdirSync(contentDir, { recursive: true }).length;
  // This module (compiled) runs the command on the thread, as it does here.
  const launch = JSON.stringify(fileURLToPath(generator.launch));
  const build = new Worker(`require(${launch}).runCommand(${JSON.stringify(generator.command)})`, {
    eval: true,
    argv: process.argv.slice(2),
    resourceLimits: buildHeapLimits(files),
  });
  build.on('error', (error) => {
    console.error(error);
    process.exitCode = 1;
  });
  build.on('exit', (code) => {
    process.exitCode ||= code;
  });
}

/**
 * Makes V8's optimizing compiler wait longer before it compiles a function, and inline less into
 * it. A build runs each of a few hundred functions thousands of times, once: V8's defaults, made
 * for pages that run for long, had it compile some 430 functions for about 4.4 s of CPU on a
 * single thread at 4,000 extra articles (`--trace-opt`), a quarter of the build's CPU, and each
 * thread of the build compiles them again. With these it compiled some 270 functions in 1.8 s, and
 * a cold build of that site took 11.0-12.0 s against 11.8-12.7 s with the defaults, with 7-9% less
 * CPU (four alternating pairs); a twice longer wait or less inlining still were no faster.
 *
 * And makes V8 allocate every new object in the young generation. V8 puts the objects of an
 * allocation site straight into the old generation once most of them have survived a collection
 * (`--trace-pretenuring-statistics`): while the content is checked and the site planned, most
 * objects do, and afterwards the trees of pages, which die as soon as the page is written, went
 * into the old generation too, to be freed only by full collections. A sampling heap profile of the
 * build thread while the pages rendered found 115 MB so freed, a third of it React's elements.
 * Without it a cold build at 4,000 extra articles took 9.4-9.8 s against 10.7-14.1 s, with 12% less
 * CPU and 20-40 MB less memory (four alternating pairs); warm builds took the same.
 *
 * The flags hold for the whole process, so they are set before the build's threads start and before
 * the build's code first runs.
 */
function tuneV8ForBuilds(): void {
  setFlagsFromString('--interrupt-budget=250000');
  setFlagsFromString('--max-inlined-bytecode-size-cumulative=230');
  setFlagsFromString('--no-allocation-site-pretenuring');
}

/**
 * Runs the compiled build command on this thread, then, on the main thread, keeps V8's code
 * cache of it when there was none (see runCompiled). Only there: a cache made on a build's own
 * thread was taken by later builds, yet their generator took longer to start than with none.
 */
export async function runCommand(command: string): Promise<void> {
  const compiled = runCompiled(command);
  await (compiled.exports.runBuildCommand as () => Promise<void>)();
  if (isMainThread) compiled.keepCodeCache();
}
