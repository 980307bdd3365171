/**
 * `npm run build [-- --content DIR --out DIR --seo-monitor --admin --cache DIR --no-cache]`:
 * builds the site and writes it, with the SEO monitor's dashboard when asked (`--seo-monitor` or
 * `SEO_MONITOR=1`) and the editing screen at /admin (`--admin`, scripts/cms/admin.ts). Builds keep
 * what the next build can reuse in `.cache/build` (or `--cache DIR`; `--no-cache` builds
 * everything anew). On a content problem it lists every problem, exits with 1 and leaves the
 * output folder as it was.
 *
 * A command among the others rather than a part of the generator: it chooses what a build adds,
 * such as the editing screen of scripts/cms/, which the generator itself never imports.
 */
import { heldBackLine } from '../build/content/publication.ts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSiteInto } from '../build/pipeline.ts';
import { defaultCacheDir } from '../build/speed-ups.ts';
import { ContentError } from '../build/content/problems.ts';
import type { SiteContent } from '../kinds/content.ts';

const usage = `Usage: npm run build [-- options]

  --content DIR    the content folder (default content)
  --out DIR        where the site goes (default dist)
  --cache DIR      what builds keep for the next one (default .cache/build)
  --no-cache       build everything anew
  --seo-monitor    also write the SEO monitor's dashboard (or SEO_MONITOR=1)
  --admin          also write the editing screen at /admin (CMS_* variables, see EDITING-SCREEN.md)
  --help           show this

BUILD_DATE=YYYY-MM-DD builds the site as on that day: articles dated later are held back.`;

const options = {
  content: { type: 'string', default: 'content' },
  out: { type: 'string', default: 'dist' },
  'seo-monitor': { type: 'boolean', default: false },
  cache: { type: 'string', default: defaultCacheDir },
  'no-cache': { type: 'boolean', default: false },
  admin: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

/** Runs the build as the command line asks (build/launch/cli.mjs, through build/launch/launch.ts). */
export async function runBuildCommand(): Promise<void> {
  let values: ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];
  try {
    ({ values } = parseArgs({ options }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  // The editing screen for editors in production: its backend comes from CMS_* variables
  // (EDITING-SCREEN.md, Publishing).
  const admin = values.admin ? await import('./cms/admin.ts') : undefined;
  let backend;
  try {
    backend = admin?.backendFromEnv();
  } catch (error) {
    console.error(`--admin: ${(error as Error).message}`);
    process.exit(1);
  }
  const contentFolder = path.relative(process.cwd(), path.resolve(values.content));
  const extraFiles =
    admin && backend
      ? (content: SiteContent) =>
          admin.adminExtraFiles({ backend, siteUrl: content.site.url, siteName: content.site.name, contentFolder })
      : undefined;
  const seoMonitor = values['seo-monitor'] || process.env.SEO_MONITOR === '1';
  const started = performance.now();
  try {
    const site = await buildSiteInto(values.out, {
      contentDir: values.content,
      seoMonitor,
      extraFiles,
      cacheDir: values['no-cache'] ? undefined : values.cache,
      leaveOldSiteToRemover: true,
    });
    const { pages } = site;
    const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
    const reused =
      site.rendered < site.routes ? `, ${count(site.routes - site.rendered, 'unchanged page')} taken over` : '';
    console.log(
      `Built ${count(pages, 'page')} (${count(site.fileCount, 'file')}) into ${values.out}/ in ` +
        `${Math.round(performance.now() - started)} ms: ${count(site.rendered, 'page')} rendered${reused}, ` +
        `${count(site.checked, 'content file')} checked` +
        (site.way === 'planned'
          ? '.'
          : site.checked
            ? ' (only articles changed: their pages, the lists that show them and the feeds were made, ' +
              'the rest of the site was kept as it was).'
            : ' (nothing changed: the site was kept as it was).'),
    );
    const held = site.held && heldBackLine(site.held);
    if (held) console.log(held);
    if (seoMonitor) console.log(`SEO monitor dashboard: ${values.out}/seo-monitor/index.html`);
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(error.message);
      console.error(`\nNothing was written; ${values.out}/ is as it was.`);
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}
