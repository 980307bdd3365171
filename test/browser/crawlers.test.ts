import { describe, expect, it } from 'vitest';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { service } from '../support/copy.ts';

const chrome = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) ' + 'AppleWebKit/537.36 (KHTML, like Gecko)';

/** User agents of search engines and of the tools that inspect or measure pages, as they send them. */
const crawlers: Record<string, string> = {
  Googlebot: `${chrome} Chrome/130.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1)`,
  'Google-InspectionTool': `${chrome} Chrome/130.0.0.0 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0;)`,
  GoogleOther: `${chrome} Chrome/130.0.0.0 Mobile Safari/537.36 (compatible; GoogleOther)`,
  'Storebot-Google': `${chrome} Chrome/130.0.0.0 Mobile Safari/537.36 (compatible; Storebot-Google/1.0)`,
  'PageSpeed Insights': `${chrome} Chrome/130.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse`,
  WebPageTest: `${chrome} Chrome/130.0.0.0 Mobile Safari/537.36 PTST/240101.010101`,
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'W3C validator': 'Validator.nu/LV http://validator.w3.org/services',
};

/**
 * Search engines index both languages as they are, and measuring tools measure the page they were
 * given: none of them is sent on to the other language, whatever language its browser asks for.
 */
describe.skipIf(!hasBrowser)('crawlers and measuring tools', () => {
  const env = siteInBrowser();

  for (const [name, userAgent] of Object.entries(crawlers))
    it(`leaves ${name} on the Dutch page it asked for`, async () => {
      const context = await env.newContext({ locale: 'en-US', userAgent });
      const page = await context.newPage();
      await page.goto(`${env.origin}/services/werkpaard`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/services/werkpaard');
      await expect(page.locator('h1').textContent()).resolves.toBe(
        service('nl', 'werkpaard').title.replace(/\u00ad/g, ''),
      );
    });

  it('still sends an English visitor on to the English page', async () => {
    const context = await env.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${env.origin}/services/werkpaard`);
    await page.waitForURL(`${env.origin}/en/services/werkpaard`);
  });
});
