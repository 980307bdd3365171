import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeVersion } from './code-version.ts';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, '.cache/generator');

/** Packages that load native code or run programs of their own stay outside the bundle. */
const external = ['@resvg/resvg-js', 'esbuild', 'satori', 'sharp', 'tsx'];

/** The entry modules of the command line build, by the name of their compiled file. */
const entries = { command: 'build/build-command.ts', worker: 'build/build-worker.ts', launch: 'build/launch.ts' };

/**
 * What only some builds load (`--admin`, `--seo-monitor`): compiled into files of their own,
 * which the command requires when asked, so that no other build reads them (the editing screen
 * is ten megabytes).
 */
const onDemand = { admin: 'scripts/cms/admin.ts', dashboard: 'build/seo/dashboard.ts' };

/**
 * The generator compiled by esbuild into plain JavaScript, for the command line: its build
 * command, its worker and what starts the command (launch.ts), as file URLs. Node then loads one
 * bundled file for each instead of each of some two thousand modules through tsx (lucide-react
 * alone is fifteen hundred), which saves a second or more and 150 MB on every build. Compiled once per
 * version of the code (see codeVersion) into `.cache/generator`; a build of other code compiles
 * again.
 */
export async function compiledGenerator(): Promise<Record<keyof typeof entries, string>> {
  const version = (await codeVersion({ modules: [...Object.values(entries), 'build/compiled-generator.ts'] })).slice(
    0,
    16,
  );
  const out = path.join(folder, version);
  const urls = Object.fromEntries(
    Object.keys(entries).map((name) => [name, pathToFileURL(path.join(out, `${name}.cjs`)).href]),
  ) as Record<keyof typeof entries, string>;
  if (existsSync(path.join(out, 'command.cjs'))) return urls;

  const esbuild = await import('esbuild');
  // Built beside and renamed into place, so a build running at the same time never sees half of it.
  const temporary = `${out}-${process.pid}`;
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { ...entries, ...onDemand },
    outdir: temporary,
    bundle: true,
    // CommonJS, which Node's compile cache keeps (see runCommand in launch.ts), one file per
    // entry, each with what it imports.
    platform: 'node',
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    // Loaded by require, like the entries themselves.
    supported: { 'dynamic-import': false },
    target: 'node20',
    jsx: 'automatic',
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    plugins: [
      {
        name: 'on-demand',
        setup(build) {
          const files = new Map(Object.entries(onDemand).map(([name, file]) => [path.join(root, file), name]));
          build.onResolve({ filter: /\.ts$/ }, (args) => {
            if (args.kind !== 'dynamic-import') return undefined;
            const name = files.get(path.resolve(args.resolveDir, args.path));
            return name === undefined ? undefined : { path: `./${name}.cjs`, external: true };
          });
        },
      },
      {
        // Required, satori is its CommonJS build, whose default export is a property of what
        // require gives, where import() gave the function itself.
        name: 'satori-default',
        setup(build) {
          build.onResolve({ filter: /^satori$/ }, (args) =>
            args.namespace === 'satori-default'
              ? { path: 'satori', external: true }
              : { path: 'satori', namespace: 'satori-default' },
          );
          build.onLoad({ filter: /.*/, namespace: 'satori-default' }, () => ({
            contents: "module.exports = require('satori').default;",
            loader: 'js',
          }));
        },
      },
      {
        // What islands call only in a browser: React DOM's client renderer (half a megabyte a
        // build would load for nothing) and EmailJS, whose module reaches for localStorage when it
        // loads (Node 26 warns on stderr that it has none). The build renders islands, never runs
        // their handlers: here modules that say so if they are ever called.
        name: 'browser-only',
        setup(build) {
          build.onResolve({ filter: /^(react-dom\/client|@emailjs\/browser)$/ }, (args) => ({
            path: args.path,
            namespace: 'browser-only',
          }));
          build.onLoad({ filter: /.*/, namespace: 'browser-only' }, (args) => ({
            contents: [
              'const inBrowser = () => {',
              `  throw new Error('${args.path} runs in the browser, not in the build');`,
              '};',
              ...(args.path === 'react-dom/client'
                ? ['export const createRoot = inBrowser;', 'export const hydrateRoot = inBrowser;']
                : ['export class EmailJSResponseStatus {}', 'export const send = inBrowser;']),
            ].join('\n'),
            loader: 'js',
          }));
        },
      },
      {
        // The project's modules find templates, public files and each other from where they lie.
        name: 'original-locations',
        setup(build) {
          build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
            if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
            const source = (await readFile(args.path, 'utf8'))
              .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
              .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
            return { contents: source, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
          });
        },
      },
    ],
  });
  await rename(temporary, out).catch(async () => rm(temporary, { recursive: true, force: true }));
  // Older code's bundles are of no further use (folders still being written end in a process id).
  for (const name of await readdir(folder)) {
    if (name !== version && /^[0-9a-f]{16}$/.test(name))
      await rm(path.join(folder, name), { recursive: true, force: true });
  }
  return urls;
}
