import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { siteInBrowser } from '../support/site-in-browser.ts';
import { atRestAfter, openAtRest } from '../support/page-at-rest.ts';
import { fillMtPitch, firstTimeOnly, openEverything, wakeIslands } from '../support/exercise.ts';

const emailjs = 'https://api.emailjs.com/api/v1.0/email/send';

/**
 * Every template of the site, with every island woken and every dialog opened, under the
 * Content-Security-Policy that the preview server sends from `_headers` and that each page
 * carries in its meta tag: not one violation. Each island, menu and dialog is exercised on the
 * first template that has it; the pages after only load it under their own policy.
 */
describe.skipIf(!hasBrowser)('the Content-Security-Policy in a browser', () => {
  const env = siteInBrowser();

  /** Opens a page as a visitor whose browser reports every policy violation. */
  const visit = async (path: string, { lang = 'nl', width = 1280 } = {}) => {
    const context = await env.newContext({
      locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
      viewport: { width, height: 900 },
    });
    await context.addInitScript(() => {
      // The e-mail service refuses automated browsers; this visitor is a person.
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
        ),
      );
    });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy|Refused to/i.test(m.text())) messages.push(m.text());
    });
    page.on('pageerror', (e) => messages.push(`page error: ${e.message}`));
    const response = await openAtRest(page, env.origin + path);
    const violations = async () => [
      ...messages,
      ...(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)),
    ];
    return { page, response, violations, close: () => context.close() };
  };

  const once = firstTimeOnly();
  /** Wakes every island and opens every menu and dialog not exercised on an earlier template. */
  const exercise = async (page: Page): Promise<void> => {
    await wakeIslands(page, once.skip('wake'));
    await openEverything(page, once.skip('open'));
  };

  const templates: [string, string, { lang?: string; width?: number }?][] = [
    ['home', '/'],
    ['home, English, phone width', '/en', { lang: 'en', width: 375 }],
    ['services overview', '/services'],
    ['services overview, English', '/en/services', { lang: 'en' }],
    ['service with the contact form', '/services/dress-uur'],
    ['service with a phone call', '/services/sprintpartner'],
    ['service with booking', '/services/de-kuhr'],
    ['service with the IKIGAI workshop', '/services/ikigai-journey'],
    ['service with the business case', '/services/de-wedstrijd'],
    ['service with the intake', '/services/spring-dan'],
    ['service with the networking dialog', '/services/in-de-piste'],
    ['service with tools and templates', '/services/playbook'],
    ['category', '/strategie-advies'],
    ['landing page', '/strategisch-advies-startups'],
    ['partners overview', '/raspaarden'],
    ['articles overview', '/artikelen'],
    ['article with the AI assessment', '/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie'],
    ['article, English chrome', '/en/artikelen/ai-tools-voor-het-mkb', { lang: 'en' }],
  ];

  it.each(templates)('has no violation on the %s with every island and dialog opened', async (_, path, options) => {
    const { page, response, violations, close } = await visit(path, options);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await exercise(page);
    // Every page has at least the privacy policy's dialog, opened here or on an earlier template.
    expect(once.count).toBeGreaterThan(0);
    // The other language's page, loaded and at rest, under its own policy.
    const other = page.locator('a[data-lang-switch]').first();
    const target = new URL((await other.getAttribute('href'))!, env.origin).pathname;
    await atRestAfter(page, () =>
      Promise.all([page.waitForURL((url) => url.pathname === target, { waitUntil: 'load' }), other.click()]),
    );
    expect(await violations()).toEqual([]);
    await close();
  });

  it('has no violation on a partner profile, the not-found pages and a redirect stub', async () => {
    const partner = (await readdir('content/partners')).find((f) => f.endsWith('.yaml'))!.replace(/\.yaml$/, '');
    for (const path of [
      `/raspaarden/${partner}`,
      '/bestaat-niet',
      '/raspaarden/onbekend',
      '/en/does-not-exist',
      '/artikelen/ogsm-model',
    ]) {
      const { page, violations, close } = await visit(path);
      await exercise(page);
      expect(await violations(), path).toEqual([]);
      await close();
    }
  });

  it('sends the MT pitch request to the e-mail service, which the policy allows, and nothing else', async () => {
    const { page, violations, close } = await visit('/services/klaar-voor-ai');
    await page.route(emailjs, (route) => route.fulfill({ status: 200, body: 'OK' }));
    const requests: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(env.origin)) requests.push(r.url());
    });
    const dialog = await fillMtPitch(page);
    const draft = page.waitForRequest((r) => r.url().startsWith('mailto:'));
    await dialog.locator('button[type="submit"]').click();
    await draft;
    await page.getByTestId('toast').first().waitFor();
    expect(requests.filter((r) => !r.startsWith('mailto:'))).toEqual([emailjs]);
    expect(await violations()).toEqual([]);
    await close();
  });

  it('blocks a script that content could slip into a page, so the policy is really enforced', async () => {
    const { page, violations, close } = await visit('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      const style = document.createElement('p');
      style.setAttribute('style', 'color: red');
      document.body.append(style);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    // Each is reported once per policy (header and meta tag), and in the console.
    await expect.poll(async () => (await violations()).some((v) => v.startsWith('style-src-attr'))).toBe(true);
    const reported = await violations();
    expect(reported.some((v) => v.startsWith('script-src-elem blocked inline'))).toBe(true);
    expect(
      reported.filter(
        (v) => !/^(script-src-elem|style-src-attr) blocked inline/.test(v) && !/inline (script|style)/i.test(v),
      ),
    ).toEqual([]);
    await close();
  });
});
