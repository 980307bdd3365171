import { describe, expect, it } from 'vitest';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { auditEveryPage, pagesOf } from '../support/axe.ts';

// The English half of a11y.test.ts, in a file of its own so that both halves run side by side.
describe.skipIf(!hasBrowser)('accessibility of the English pages (axe-core, WCAG 2.1 A and AA)', () => {
  const env = siteInBrowser();

  it('finds no violation on any English page', async () => {
    expect((await pagesOf('en')).length).toBeGreaterThan(45);
    expect(await auditEveryPage(env, 'en')).toEqual([]);
  }, 600_000);
});
