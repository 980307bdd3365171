import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { buildHeapLimits, warmHeapMb } from './build-workers.ts';
import { defaultCacheDir } from './cache-folder.ts';

/** The compiled generator's modules (see compiledGenerator), as file URLs. */
export interface Generator {
  command: string;
  worker: string;
}

/**
 * Runs the build command (build-command.ts, compiled) on a thread of its own, with the arguments
 * of this process.
 *
 * The thread's heap is sized to the content. A build makes garbage fast, and V8 lets a heap
 * grow far past what it holds when nothing stops it: a limit a little above what the content
 * needs keeps the build's memory bounded, at a small cost in collection time.
 */
export function launchBuild(generator: Generator): void {
  // React chooses its development or production build when it is first imported, from NODE_ENV:
  // the development build renders the same HTML several times slower, checking every element.
  process.env.NODE_ENV = 'production';
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: 'content' },
      cache: { type: 'string', default: defaultCacheDir },
      'no-cache': { type: 'boolean', default: false },
    },
    strict: false,
  });
  const contentDir = typeof values.content === 'string' ? values.content : 'content';
  const files = readdirSync(contentDir, { recursive: true }).length;
  // A build whose cache holds the content's checks starts with an old generation the size of
  // what it will hold, instead of growing it in six full collections (a tenth of the build).
  // Only this thread, and only then: a build that checks everything stays within its memory.
  const cacheDir = typeof values.cache === 'string' ? values.cache : defaultCacheDir;
  if (!values['no-cache'] && existsSync(path.join(cacheDir, 'checks.bin')))
    setFlagsFromString(`--initial-old-space-size=${warmHeapMb(files)}`);
  // The build's own worker threads run the compiled worker too.
  process.env.SITE_BUILD_WORKER = generator.worker;
  const build = new Worker(new URL(generator.command), {
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
