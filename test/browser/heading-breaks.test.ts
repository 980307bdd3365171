import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { en, pageRoutes } from '../support/spec-routes.ts';

/**
 * Where the lines of each visible heading of the page break inside a word without a hyphen: the
 * word, with `|` where the line ended. A break at a soft hyphen shows a hyphen and is fine; so is
 * one at a space, a hyphen or a slash.
 */
const brokenWords = (page: Page) =>
  page.locator('h1, h2, h3, h4').evaluateAll((headings) => {
    const found: string[] = [];
    for (const heading of headings) {
      if (!heading.checkVisibility()) continue;
      const chars: { ch: string; top: number | undefined }[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = [...range.getClientRects()].pop();
          chars.push({ ch: node.data[i]!, top: rect && rect.width > 0 ? rect.top : undefined });
        }
      }
      // Walks the letters in order; a letter on a lower line than the letter before it, with
      // nothing but letters between them, is a word cut in two.
      let previous = -1;
      for (let i = 0; i < chars.length; i++) {
        const { ch, top } = chars[i]!;
        if (!/\p{L}|\d/u.test(ch)) {
          previous = -1;
          continue;
        }
        if (top === undefined) continue;
        if (previous >= 0 && top > chars[previous]!.top! + 4) {
          const between = chars.slice(previous + 1, i).map((c) => c.ch);
          if (!between.includes('\u00ad')) {
            const text = chars.map((c) => c.ch).join('');
            const start = text.slice(0, i).search(/[\p{L}\d\u00ad]*$/u);
            const end = i + text.slice(i).search(/[^\p{L}\d\u00ad]|$/u);
            found.push(`${text.slice(start, i)}|${text.slice(i, end)}`.replace(/\u00ad/g, ''));
          }
        }
        previous = i;
      }
    }
    return found;
  });

/**
 * Long Dutch compounds in headings and card titles ("Innovatiebegeleiding", "Marketingstrategie")
 * break at their hyphenation points on a phone, with a hyphen, in a browser without a Dutch
 * hyphenation dictionary (Chromium on Linux has none), and never mid-syllable.
 */
describe.skipIf(!hasBrowser)('headings on a phone', () => {
  const env = siteInBrowser();

  // Each page is loaded once per language and measured at each width in turn: a heading's lines
  // follow the width it is laid out at, not the width the page was loaded at.
  const widths = [320, 375];
  for (const lang of ['nl', 'en'] as const)
    it(`breaks no word of a heading without a hyphen at ${widths.join(' or ')} px (${lang})`, async () => {
      const context = await env.newContext({
        locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
        viewport: { width: widths[0]!, height: 800 },
      });
      const page = await context.newPage();
      const broken: string[] = [];
      for (const route of pageRoutes) {
        const path = lang === 'nl' ? route : en(route);
        await page.setViewportSize({ width: widths[0]!, height: 800 });
        await page.goto(env.origin + path, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          for (const word of await brokenWords(page)) broken.push(`${width} px ${path}: ${word}`);
        }
      }
      expect(broken).toEqual([]);
    });
});
