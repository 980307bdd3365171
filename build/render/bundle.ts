import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { Assets } from './head.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface Bundle {
  assets: Assets;
  /** Output files by path inside the site. */
  files: Map<string, Uint8Array>;
}

const shared: esbuild.BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  minify: true,
  write: false,
  logLevel: 'silent',
  target: ['es2022', 'chrome111', 'firefox115', 'safari16'],
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
};

/**
 * Builds what the browser loads: the small page script with one chunk per island (React comes
 * along only when an island needs it), the stylesheets (the calendar's loads with the forms that
 * use it), and the inline scripts of the head.
 */
export async function bundleClient(): Promise<Bundle> {
  // Loaded here: a build whose cache holds the bundle need not load esbuild at all.
  const esbuild = await import('esbuild');
  const [client, styles, detect, contrast, notFound] = await Promise.all([
    esbuild.build({
      ...shared,
      entryPoints: { main: 'src/client/main.ts' },
      format: 'esm',
      splitting: true,
      jsx: 'automatic',
      outdir: 'assets',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      metafile: true,
    }),
    esbuild.build({
      ...shared,
      entryPoints: { site: 'src/styles/site.css', calendar: 'src/styles/calendar.css' },
      outdir: 'assets',
      entryNames: '[name]-[hash]',
      assetNames: 'files/[name]-[hash]',
      loader: { '.woff2': 'file', '.svg': 'file' },
      // Packages publish their style sheets under the "style" export condition.
      conditions: ['style'],
      metafile: true,
    }),
    esbuild.build({ ...shared, entryPoints: ['src/client/detect-language.ts'], format: 'iife', outfile: 'detect.js' }),
    esbuild.build({ ...shared, entryPoints: ['src/client/contrast.ts'], format: 'iife', outfile: 'contrast.js' }),
    esbuild.build({ ...shared, entryPoints: ['src/client/not-found.ts'], format: 'iife', outfile: 'not-found.js' }),
  ]);
  const files = new Map<string, Uint8Array>();
  const outdir = path.join(root, 'assets');
  for (const file of [...client.outputFiles!, ...styles.outputFiles!])
    files.set(`assets/${path.relative(outdir, file.path).split(path.sep).join('/')}`, file.contents);
  const find = (metafile: esbuild.Metafile, entry: string) => {
    const out = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entry);
    if (!out) throw new Error(`no output for ${entry}`);
    return '/' + out[0].split(path.sep).join('/');
  };
  return {
    files,
    assets: {
      script: find(client.metafile!, 'src/client/main.ts'),
      css: find(styles.metafile!, 'src/styles/site.css'),
      calendarCss: find(styles.metafile!, 'src/styles/calendar.css'),
      font:
        '/' +
        Object.keys(styles.metafile!.outputs)
          .find((o) => o.endsWith('.woff2'))!
          .split(path.sep)
          .join('/'),
      detectLanguage: detect.outputFiles![0]!.text.trim(),
      contrast: contrast.outputFiles![0]!.text.trim(),
      notFound: notFound.outputFiles![0]!.text.trim(),
    },
  };
}
