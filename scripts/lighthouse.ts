/**
 * `npm run bench:lighthouse [-- --dir dist]`: runs Lighthouse (mobile, the default profile) on one
 * page of every template, in Debian's Chromium, and prints the four category scores per page.
 * The budget: 100 for performance, accessibility, best practices and SEO.
 */
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, serveSite } from '../test/support/browser.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const templates: [string, string][] = [
  ['home', '/'],
  ['services', '/services'],
  ['service', '/services/klaar-voor-ai'],
  ['category', '/training-ontwikkeling'],
  ['landing', '/impact-ondernemers-strategie-duurzaam-ondernemen'],
  ['experts', '/raspaarden'],
  ['expert', '/raspaarden/sanne-oliveira'],
  ['articles', '/artikelen'],
  ['article', '/artikelen/kotters-8-stappen-in-praktijk-bij-scale-ups'],
  ['english', '/en/services/de-grote-parade'],
];

const site = await serveSite(values.dir);
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
let below = 0;
try {
  console.log(`${'template'.padEnd(10)} ${categories.map((c) => c.padStart(14)).join('')}  page`);
  for (const [name, path] of templates) {
    const result = await lighthouse(site.origin + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    const lhr = result!.lhr;
    const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    below += scores.filter((s) => s < 100).length;
    console.log(`${name.padEnd(10)} ${scores.map((s) => String(s).padStart(14)).join('')}  ${path}`);
    for (const c of categories) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`${''.padEnd(12)}${c}: ${audit.id} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
} finally {
  await chrome.kill();
  await site.close();
}
console.log(below ? `${below} score(s) below 100.` : 'Every template scores 100 in every category.');
