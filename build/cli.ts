/**
 * `npm run build [-- --content DIR --out DIR --seo-monitor --admin]`: builds the site and writes it, with
 * the SEO monitor's dashboard when asked (`--seo-monitor` or `SEO_MONITOR=1`) and the editing
 * screen at /admin (`--admin`, scripts/cms/admin.ts); on a content
 * problem it lists every problem, exits with 1 and leaves the output folder as it was.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from './build-site.ts';
import { writeSite } from './write-site.ts';
import { ContentError } from './problems.ts';

const { values } = parseArgs({ options: { content: { type: 'string', default: 'content' }, out: { type: 'string', default: 'dist' }, 'seo-monitor': { type: 'boolean', default: false }, admin: { type: 'boolean', default: false } } });
const seoMonitor = values['seo-monitor'] || process.env.SEO_MONITOR === '1';
// The editing screen for editors in production: its backend comes from CMS_* variables (README, Editing screen).
const admin = values.admin ? await import('../scripts/cms/admin.ts') : undefined;
let backend;
try {
  backend = admin?.backendFromEnv();
} catch (error) {
  console.error(`--admin: ${(error as Error).message}`);
  process.exit(1);
}
const started = performance.now();
try {
  const site = await buildSite({ contentDir: values.content, seoMonitor });
  if (admin && backend) await admin.addAdmin(site.files, { backend, siteUrl: site.content.site.url, siteName: site.content.site.name, contentFolder: path.relative(process.cwd(), path.resolve(values.content)) });
  await writeSite(site.files, values.out);
  const pages = site.routes.filter((r) => !r.file).length;
  console.log(`Built ${pages} pages (${site.files.size} files) into ${values.out}/ in ${Math.round(performance.now() - started)} ms.`);
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
