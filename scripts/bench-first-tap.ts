/**
 * `npm run bench:tap [-- --dir dist --runs 5]`: how soon the first tap on a slow phone shows the
 * phone menu and each kind of dialog. Lighthouse's mobile conditions (slow 4G, CPU slowed four
 * times), a fresh page load per run, the site served as a plain static host serves it; prints
 * the median and the slowest run from the tap's click event to the next frame (interaction to
 * next paint counts below 200 ms as good).
 */
import { parseArgs } from 'node:util';
import { launchBrowser, serveSite } from '../test/support/browser.ts';
import { slowDown, tapToPaint } from '../test/support/what-people-see.ts';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'dist' }, runs: { type: 'string', default: '5' } },
});
const runs = Number(values.runs);

const targets: [string, string, string][] = [
  ['phone menu', '/services/werkpaard', '.mobile-menu__toggle'],
  ['contact dialog', '/services/werkpaard', 'main button[command="show-modal"]'],
  ['booking dialog', '/services/los-gaan', 'main button[command="show-modal"]'],
  ['workshop dialog', '/services/ikigai-journey', 'main button[command="show-modal"]'],
  ['MT pitch dialog', '/services/klaar-voor-ai', 'main button[command="show-modal"]'],
  ['trainings dialog', '/services/dress-uur', 'main button[command="show-modal"] >> nth=1'],
  [
    'AI assessment dialog',
    '/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie',
    'main button[command="show-modal"]',
  ],
];

const site = await serveSite(values.dir);
const browser = await launchBrowser();
try {
  console.log(`First tap to next paint, ${runs} fresh loads each (slow 4G, CPU 4x slower):`);
  console.log('| what | median | slowest |\n| --- | --- | --- |');
  for (const [name, path, selector] of targets) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        isMobile: true,
        locale: 'nl-NL',
      });
      const page = await context.newPage();
      await slowDown(page);
      await page.goto(site.origin + path);
      const trigger = page.locator(selector).first();
      await trigger.scrollIntoViewIfNeeded();
      times.push(await tapToPaint(trigger));
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${name} | ${Math.round(times[Math.floor(times.length / 2)]!)} ms | ${Math.round(times.at(-1)!)} ms |`,
    );
  }
} finally {
  await browser.close();
  await site.close();
}
