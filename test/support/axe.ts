import { createRequire } from 'node:module';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { pagePaths } from '../../scripts/link-check.ts';
import type { siteInBrowser } from './site-in-browser.ts';
import { redirectTargets, en } from './spec-routes.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on the page as it is now; `exclude` leaves parts of the
 * page out (CSS selectors), while the rules about the page as a whole still run.
 */
export async function audit(page: Page, exclude: string[] = []): Promise<string[]> {
  // A page opened by openForAudit has axe already; another gets it now.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  // The page as it settles: a dialog fading in or a button changing colour under the pointer is
  // audited at its end, not halfway (a colour halfway has a contrast of its own).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
  const violations: Violation[] = await page.evaluate(
    async ({ tags, exclude }) => {
      const result = await (
        window as unknown as { axe: { run: (c: object, o: object) => Promise<{ violations: Violation[] }> } }
      ).axe.run(exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: axe then details no passing or incomplete check, which takes most of its time.
        resultTypes: ['violations'],
      });
      return result.violations;
    },
    { tags: wcag21aa, exclude },
  );
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/** A page in a browser set to `lang`, ready for axe (which the pages' policy rightly refuses). */
export async function openForAudit(
  env: ReturnType<typeof siteInBrowser>,
  lang: 'nl' | 'en',
  width = 1280,
  contrast = false,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await env.newContext({
    locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
    viewport: { width, height: 900 },
    bypassCSP: true,
  });
  // axe in every page the context opens, handed to the browser once rather than sent again for each page.
  await context.addInitScript({ path: axePath });
  await context.addInitScript(
    ({ lang, contrast }) => {
      localStorage.setItem('lang', lang);
      if (contrast) localStorage.setItem('contrast', 'high');
    },
    { lang, contrast },
  );
  return { page: await context.newPage(), close: () => context.close() };
}

/** The built pages of one language, redirect stubs left out. */
export async function pagesOf(lang: 'nl' | 'en'): Promise<string[]> {
  const redirects = new Set([...Object.keys(redirectTargets), ...Object.keys(redirectTargets).map(en)]);
  return (await pagePaths(inject('siteDir'))).filter(
    (p) => !redirects.has(p) && (p === '/en' || p.startsWith('/en/')) === (lang === 'en'),
  );
}

/** The site's header and footer, whose markup is the same from page to page but for where their links lead. */
const sharedParts = ['body > header.site-header', 'body > footer.site-footer'];

/**
 * The violations on every page of one language and on its two kinds of not-found page. A header
 * or footer that is as on a page audited before (its markup the same but for the addresses its
 * links lead to, which no rule reads but for their presence) is left out of the audit: the same
 * elements with the same styles, audited again on every page, would be much of axe's time.
 */
export async function auditEveryPage(env: ReturnType<typeof siteInBrowser>, lang: 'nl' | 'en'): Promise<string[]> {
  const found: string[] = [];
  const { page, close } = await openForAudit(env, lang);
  const missing =
    lang === 'nl' ? ['/bestaat-niet', '/raspaarden/onbekend'] : ['/en/does-not-exist', '/en/raspaarden/unknown'];
  const audited = new Set<string>();
  for (const p of [...(await pagesOf(lang)), ...missing]) {
    await page.goto(env.origin + p);
    const markup = await page.evaluate(
      (selectors) =>
        selectors.map((selector) => {
          const part = document.querySelector(selector)?.cloneNode(true) as Element | undefined;
          for (const link of part?.querySelectorAll('[href]') ?? []) link.setAttribute('href', '');
          return part?.outerHTML ?? '';
        }),
      sharedParts,
    );
    const seen = sharedParts.filter((selector, i) => markup[i] && audited.has(`${selector} ${markup[i]}`));
    for (const [i, selector] of sharedParts.entries()) audited.add(`${selector} ${markup[i]}`);
    for (const v of await audit(page, seen)) found.push(`${p}: ${v}`);
  }
  await close();
  return found;
}
