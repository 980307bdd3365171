import { readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const folder = path.join(root, '.cache/generator');

/**
 * Packages that load native code, run programs of their own or find their data files beside them
 * stay outside the bundle; so does TypeScript, a large package that only the editing screen's
 * configuration reads (for the schemas' doc comments), loaded from node_modules when it does.
 */
const external = ['@resvg/resvg-js', 'esbuild', 'satori', 'sharp', 'svgo', 'tsx', 'typescript'];

/** The entry modules of the command line build, by the name of their compiled file. */
const entries = { command: 'scripts/build-command.ts', launch: 'build/launch/launch.ts' };

/**
 * What only some builds load (`--admin`, `--seo-monitor`): compiled into files of their own,
 * which the command requires when asked, so that no other build reads them.
 */
const onDemand = { admin: 'scripts/cms/admin.ts', dashboard: 'build/seo/dashboard.ts' };

/** The compiled generator: its modules as file URLs, and what it was compiled from. */
export interface CompiledGenerator {
  /** A hash of what it was compiled from (see build/launch/cli.mjs). */
  key: string;
  generator: Record<keyof typeof entries, string>;
  /** Every file of the project the compiler read (not of its dependencies), with the bytes it read. */
  inputs: Map<string, Buffer>;
}

/**
 * The generator compiled by esbuild into plain JavaScript, for the command line: its build
 * command and what starts the command (launch.ts), as file URLs. Node then loads one bundled file
 * for each instead of each of hundreds of modules through tsx, which saves time and memory on
 * every build. Written into `.cache/generator/<key>`, where `keyOf` makes the
 * key of the files the compiler read; the folders of older code are removed. The project imports
 * each icon and date function by its own path (lucide-react/icons/phone, date-fns/format): a
 * package's index would have the compiler read every icon or function there is, thousands of
 * modules, to keep the few used (see test/unit/import-paths.test.ts).
 */
export async function compileGenerator(keyOf: (inputs: Map<string, Buffer>) => string): Promise<CompiledGenerator> {
  const read = new Map<string, Buffer>();
  const esbuild = await import('esbuild');
  // Built beside and renamed into place, so a build running at the same time never sees half of it.
  const temporary = path.join(folder, `compiling-${process.pid}`);
  const { metafile } = await esbuild.build({
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
    metafile: true,
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
        // What islands call only in a browser: React DOM's client renderer, a large module a build
        // would load for nothing. The build renders islands, never runs their handlers: here a
        // module that says so if it is ever called.
        name: 'browser-only',
        setup(build) {
          build.onResolve({ filter: /^react-dom\/client$/ }, (args) => ({
            path: args.path,
            namespace: 'browser-only',
          }));
          build.onLoad({ filter: /.*/, namespace: 'browser-only' }, () => ({
            contents: [
              'const inBrowser = () => {',
              "  throw new Error('react-dom/client runs in the browser, not in the build');",
              '};',
              'export const createRoot = inBrowser;',
              'export const hydrateRoot = inBrowser;',
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
            const bytes = await readFile(args.path);
            read.set(relative(args.path), bytes);
            const source = bytes
              .toString('utf8')
              .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
              .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
            return { contents: source, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
          });
        },
      },
    ],
  });
  // The project's modules as the plugin above read them; the compiler's other inputs from disk.
  const inputs = new Map<string, Buffer>();
  for (const input of Object.keys(metafile.inputs)) {
    // Modules of a plugin's own (`browser-only:react-dom/client`) are no files; the lock file
    // pins the dependencies' (hashing their thousands of files would weigh on every warm build).
    if (/^[a-z-]+:/.test(input) || /(^|\/)node_modules\//.test(input)) continue;
    const file = relative(path.resolve(root, input));
    inputs.set(file, read.get(file) ?? (await readFile(path.join(root, file))));
  }
  const key = keyOf(inputs);
  const out = path.join(folder, key.slice(0, 16));
  // Another build may have compiled the same code meanwhile: its folder is as good as this one.
  await rename(temporary, out).catch(async () => rm(temporary, { recursive: true, force: true }));
  // Older code's compiled generators are of no further use, but for those on record for another
  // version of Node (build/launch/cli.mjs keeps a record for each), which may be running now.
  const inUse = new Set([path.basename(out)]);
  for (const name of await readdir(folder)) {
    if (!/^record-.*\.json$/.test(name) || name === `record-${process.version}.json`) continue;
    const record = await readFile(path.join(folder, name), 'utf8').then(JSON.parse, () => undefined);
    if (typeof record?.key === 'string') inUse.add(record.key.slice(0, 16));
  }
  // Folders still being written start with `compiling-`.
  for (const name of await readdir(folder)) {
    if (!inUse.has(name) && /^[0-9a-f]{16}$/.test(name))
      await rm(path.join(folder, name), { recursive: true, force: true });
  }
  const generator = Object.fromEntries(
    Object.keys(entries).map((name) => [name, pathToFileURL(path.join(out, `${name}.cjs`)).href]),
  ) as Record<keyof typeof entries, string>;
  return { key, generator, inputs };
}

/** A path inside the project, with forward slashes. */
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
