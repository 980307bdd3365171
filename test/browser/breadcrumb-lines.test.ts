import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { en, pageRoutes } from '../support/spec-routes.ts';

const routes = [
  ...pageRoutes.filter((route) => route !== '/'),
  '/raspaarden/mila-hoffmann',
  '/raspaarden/sanne-oliveira',
  '/raspaarden/yasmina-el-amrani',
];

/**
 * The crumbs that begin a line of the breadcrumbs (the first excepted) with something before
 * their first letter, such as a "/": where that letter sits is measured, not how it is made.
 */
const crumbsNotStartingTheirLine = (page: Page) =>
  page.evaluate(() => {
    const ol = document.querySelector('nav.breadcrumbs ol');
    if (!ol) return [];
    const start = ol.getBoundingClientRect().left;
    const items = [...ol.children];
    return items.slice(1).flatMap((li) => {
      const box = li.getBoundingClientRect();
      // A crumb on the same line as the one before it follows it, as it should.
      const before = items[items.indexOf(li) - 1]!.getBoundingClientRect();
      if (box.top < before.bottom - 2) return [];
      const text = document.createTreeWalker(li, NodeFilter.SHOW_TEXT).nextNode()!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const letter = range.getBoundingClientRect().left;
      return letter - start > 2 ? [`"${li.textContent}" starts ${Math.round(letter - start)} px into its line`] : [];
    });
  });

describe.skipIf(!hasBrowser)('breadcrumbs on a phone', () => {
  const env = siteInBrowser();

  for (const lang of ['nl', 'en'] as const)
    it(`never start a line with "/" at 320 and 375 px (${lang})`, async () => {
      const context = await env.newContext({ locale: lang === 'en' ? 'en-GB' : 'nl-NL' });
      const page = await context.newPage();
      const found: string[] = [];
      let wrapped = 0;
      for (const route of routes) {
        await page.goto(env.origin + (lang === 'en' ? en(route) : route));
        for (const width of [320, 375]) {
          await page.setViewportSize({ width, height: 800 });
          const lines = await page.evaluate(
            () =>
              new Set(
                [...document.querySelectorAll('nav.breadcrumbs li')].map((li) =>
                  Math.round(li.getBoundingClientRect().top),
                ),
              ).size,
          );
          if (lines > 1) wrapped++;
          for (const problem of await crumbsNotStartingTheirLine(page))
            found.push(`${route} at ${width} px: ${problem}`);
        }
      }
      // The long titles do wrap on a phone, so the check has lines to look at.
      expect(wrapped).toBeGreaterThan(5);
      expect(found).toEqual([]);
    });
});
