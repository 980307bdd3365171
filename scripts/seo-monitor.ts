/**
 * `npm run seo [-- --dir DIR --site-url URL --languages nl,en]`: audits every HTML page of a built
 * site (default `dist/`) against the SEO monitor's thresholds and the rules of a real audit. Prints
 * one line per failing page and check, then a summary; exits with 1 when any page fails, with 2
 * when there is nothing to audit. The site's address is `--site-url`, else the origin of the
 * sitemap named in the folder's `robots.txt`, else the `url` of `content/site.yaml`; the languages
 * every page must offer as alternates default to the site's.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { auditSite, reportLines, type HtmlFile } from '../build/seo/audit.ts';
import { languages } from '../kinds/fields.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    'site-url': { type: 'string' },
    languages: { type: 'string', default: languages.join(',') },
  },
});
const dir = path.resolve(values.dir);

async function siteUrl(): Promise<string> {
  if (values['site-url']) return values['site-url'];
  const robots = await readFile(path.join(dir, 'robots.txt'), 'utf8').catch(() => '');
  const sitemap = /^sitemap:\s*(\S+)/im.exec(robots)?.[1];
  if (sitemap) return new URL(sitemap).origin;
  return (parse(await readFile('content/site.yaml', 'utf8')) as { url: string }).url;
}

const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => {
  console.error(`${values.dir}/ does not exist; build the site first (npm run build).`);
  process.exit(2);
});
const files: HtmlFile[] = await Promise.all(
  entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map(async (e) => {
      const full = path.join(e.parentPath, e.name);
      return { file: path.relative(dir, full).split(path.sep).join('/'), html: await readFile(full, 'utf8') };
    }),
);
if (!files.length) {
  console.error(`${values.dir}/ holds no HTML pages; build the site first (npm run build).`);
  process.exit(2);
}
const audit = auditSite(files, {
  siteUrl: await siteUrl(),
  languages: values.languages
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean),
});
for (const line of reportLines(audit)) console.log(line);
process.exitCode = audit.failures.length ? 1 : 0;
