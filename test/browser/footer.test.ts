import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { openAtRest } from '../support/page-at-rest.ts';
import { site, ui } from '../support/copy.ts';

/** Where the screenshots of the footer go, to be looked at (test-results/ is not committed). */
const shots = path.resolve('test-results/footer');

/**
 * What a reader of the footer meets, measured in the page: the lines each specialisation link
 * takes, the hyphenated words and the e-mail address that are split over two lines, and where the
 * rule above the bottom line starts and ends beside the content's edges.
 */
const measureFooter = (specialisations: string) => {
  /** The lines a stretch of text takes: its boxes grouped by where they sit. */
  const lines = (range: Range) => {
    const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
    return tops.filter((top, i) => !tops.slice(0, i).some((t) => Math.abs(t - top) < 4)).length;
  };
  const over = (node: Node, start = 0, end = node.textContent!.length) => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return range;
  };
  const footer = document.querySelector('footer')!;
  const column = [...footer.querySelectorAll('.footer__column')].find(
    (c) => c.querySelector('h2')?.textContent === specialisations,
  )!;
  const linkLines = [...column.querySelectorAll('a')].map((a) => {
    const range = document.createRange();
    range.selectNodeContents(a);
    return { text: a.textContent!, lines: lines(range) };
  });
  const split: string[] = [];
  const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    for (const word of node.textContent!.matchAll(/\S+-\S+/g))
      if (lines(over(node, word.index, word.index + word[0].length)) > 1) split.push(word[0]);
  const mail = footer.querySelector('.footer__contact a[href^="mailto:"]')!;
  const mailRange = document.createRange();
  mailRange.selectNodeContents(mail);
  const grid = footer.querySelector('.site-footer__grid')!;
  const style = getComputedStyle(grid);
  const box = grid.getBoundingClientRect();
  const rule = footer.querySelector('.site-footer__bottom')!;
  const ruleBox = rule.getBoundingClientRect();
  return {
    linkLines,
    split,
    mailLines: lines(mailRange),
    rule: { left: ruleBox.left, right: ruleBox.right },
    content: { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) },
  };
};

describe.skipIf(!hasBrowser)('the footer', () => {
  const env = siteInBrowser();
  beforeAll(() => mkdir(shots, { recursive: true }));

  for (const lang of ['nl', 'en'] as const)
    for (const width of [375, 1280]) {
      it(`keeps links to two lines, words whole, the rule within the content (${lang}, ${width}px)`, async () => {
        const context = await env.newContext({
          locale: lang === 'en' ? 'en-GB' : 'nl-NL',
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        await openAtRest(page, `${env.origin}${lang === 'en' ? '/en' : '/'}`);
        const footer = await page.evaluate(measureFooter, ui[lang].footer.specializations);
        expect(footer.linkLines.length).toBeGreaterThan(5);
        expect(footer.linkLines.filter((l) => l.lines > 2)).toEqual([]);
        expect(footer.split).toEqual([]);
        expect(footer.mailLines, site.email).toBe(1);
        expect(footer.rule.left).toBeCloseTo(footer.content.left, 0);
        expect(footer.rule.right).toBeCloseTo(footer.content.right, 0);
        await page.locator('footer').screenshot({ path: `${shots}/footer-${lang}-${width}.png` });
      });
    }
});
