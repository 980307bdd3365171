/**
 * `npm run screenshots [-- --dir dist --out screenshots]`: full-page screenshots of one page of
 * every kind, in both languages, at phone (375 px) and desktop (1280 px) width.
 */
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { launchBrowser, serveSite } from '../test/support/browser.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, out: { type: 'string', default: 'screenshots' }, only: { type: 'string' } } });

const pages: [string, string][] = [
  ['home', '/'],
  ['services', '/services'],
  ['service', '/services/werkpaard'],
  ['category', '/strategie-advies'],
  ['landing', '/marketingstrategie-startup-groeien'],
  ['experts', '/raspaarden'],
  ['expert', '/raspaarden/mila-hoffmann'],
  ['articles', '/artikelen'],
  ['article', '/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie'],
  ['not-found', '/bestaat-niet'],
];
const widths = { phone: 375, desktop: 1280 };

await mkdir(values.out, { recursive: true });
const site = await serveSite(values.dir);
const browser = await launchBrowser();
try {
  for (const lang of ['nl', 'en'] as const) {
    for (const [device, width] of Object.entries(widths)) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'nl' ? 'nl-NL' : 'en-GB', reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const [name, path] of pages) {
        if (values.only && !name.includes(values.only)) continue;
        const url = site.origin + (lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
        await page.goto(url, { waitUntil: 'networkidle' });
        const file = `${values.out}/${name}-${lang}-${device}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
}
