import { describe, expect, it } from 'vitest';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';

/**
 * An old link (a redirect of content/redirects.yaml) takes a visitor to the page in their own
 * language in one hop, the query and the fragment kept, rather than to the old link's language
 * first and from there to theirs.
 */
describe.skipIf(!hasBrowser)('an old link', () => {
  const env = siteInBrowser();

  const cases: [string, string, string][] = [
    ['en-GB', '/artikelen/ogsm-model', '/en/artikelen/ogsm-model-als-groeibooster-voor-startups'],
    ['nl-NL', '/en/artikelen/ogsm-model', '/artikelen/ogsm-model-als-groeibooster-voor-startups'],
    ['nl-NL', '/artikelen/ogsm-model', '/artikelen/ogsm-model-als-groeibooster-voor-startups'],
  ];
  for (const [locale, from, to] of cases)
    it(`leads a ${locale} browser from ${from} to ${to} in one hop`, async () => {
      const context = await env.newContext({ locale });
      const page = await context.newPage();
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
      });
      await page.goto(`${env.origin}${from}?utm_source=nieuwsbrief#aanpak`);
      await page.waitForURL(`${env.origin}${to}?utm_source=nieuwsbrief#aanpak`);
      await page.waitForLoadState('load');
      expect(documents).toEqual([from, to]);
    });
});
