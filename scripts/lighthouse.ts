/**
 * `npm run bench:lighthouse [-- --dir dist --only articles,article]`: runs Lighthouse (mobile, the
 * default profile) in Debian's Chromium on one page of every template (or of the templates `--only`
 * names) in both languages, and prints the four category scores per page with its first and
 * largest contentful paint, which show how close to the edge of the performance score a page is.
 * The budget: 100 for performance, accessibility, best practices and SEO.
 */
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath, serveSite } from '../test/support/browser.ts';
import { localePath } from '../shared/paths.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, only: { type: 'string' } } });
const only = values.only?.split(',');
const templates: [string, string][] = [
  ['home', '/'],
  ['services', '/services'],
  ['service', '/services/klaar-voor-ai'],
  ['category', '/training-ontwikkeling'],
  ['landing', '/impact-ondernemers-strategie-duurzaam-ondernemen'],
  ['experts', '/raspaarden'],
  ['expert', '/raspaarden/sanne-oliveira'],
  ['articles', '/artikelen'],
  ['article list', '/artikelen/categorie/strategie-groei'],
  ['article', '/artikelen/kotters-8-stappen-in-praktijk-bij-scale-ups'],
];

const site = await serveSite(values.dir);
/**
 * One browser per language, set to that language as a visitor's would be: the page script sends a
 * first-time visitor whose browser speaks English from a Dutch page to its English one, so a Dutch
 * page measured in an English browser would be measured as that redirect plus the English page.
 */
const browsers = Object.fromEntries(
  await Promise.all(
    (['nl', 'en'] as const).map(
      async (lang) =>
        [
          lang,
          await launch({
            chromePath: chromiumPath,
            chromeFlags: [...chromiumFlags, `--lang=${lang}`, `--accept-lang=${lang}`],
          }),
        ] as const,
    ),
  ),
);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);
let below = 0;
try {
  const headings = categories.map((c) => c.padStart(15)).join('');
  console.log(`${'template'.padEnd(16)}${headings}${'FCP'.padStart(9)}${'LCP'.padStart(9)}  page`);
  for (const [name, path] of templates) {
    if (only && !only.includes(name)) continue;
    for (const lang of ['nl', 'en'] as const) {
      const url = localePath(lang, path);
      const result = await lighthouse(site.origin + url, {
        port: browsers[lang]!.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      const lhr = result!.lhr;
      const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      below += scores.filter((s) => s < 100).length;
      const paint = (id: string) => lhr.audits[id]?.numericValue;
      const columns = scores.map((s) => String(s).padStart(15)).join('');
      const fcp = seconds(paint('first-contentful-paint')).padStart(9);
      const lcp = seconds(paint('largest-contentful-paint')).padStart(9);
      console.log(`${`${name} (${lang})`.padEnd(16)}${columns}${fcp}${lcp}  ${url}`);
      for (const c of categories) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
            console.log(`${''.padEnd(18)}${c}: ${audit.id} (${audit.displayValue ?? audit.score})`);
        }
      }
    }
  }
} finally {
  for (const browser of Object.values(browsers)) await browser.kill();
  await site.close();
}
console.log(below ? `${below} score(s) below 100.` : 'Every template scores 100 in every category, in both languages.');
