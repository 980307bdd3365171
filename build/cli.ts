/**
 * `npm run build [-- --content DIR --out DIR --seo-monitor --cache DIR --no-cache --workers N]`:
 * see build-command.ts, which runs on a thread of its own.
 *
 * React chooses its development or production build when it is first imported, from NODE_ENV.
 * The development build renders the same HTML several times slower, checking every element, so
 * the build sets production before anything imports React.
 *
 * The thread's heap is sized to the content. A build makes garbage fast, and V8 lets a heap
 * grow far past what it holds when nothing stops it: a limit a little above what the content
 * needs keeps the build's memory bounded, at a small cost in collection time.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';

const { values } = parseArgs({ options: { content: { type: 'string', default: 'content' } }, strict: false });
const contentDir = typeof values.content === 'string' ? values.content : 'content';
const files = readdirSync(contentDir, { recursive: true }).length;

/** The old generation's limit: what the build holds grows with the content files, about 40 KB each. */
const heapLimitMb = (contentFiles: number) => Math.round(224 + contentFiles * 0.06);

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const worker = new Worker(`
import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => {
  tsx.register({ tsconfig: ${JSON.stringify(path.join(repoRoot, 'tsconfig.json'))} });
  return import(${JSON.stringify(new URL('./build-command.ts', import.meta.url).href)});
});
`, { eval: true, argv: process.argv.slice(2), resourceLimits: { maxOldGenerationSizeMb: heapLimitMb(files), maxYoungGenerationSizeMb: 32 } });
worker.on('error', (error) => {
  console.error(error);
  process.exitCode = 1;
});
worker.on('exit', (code) => {
  process.exitCode ||= code;
});
