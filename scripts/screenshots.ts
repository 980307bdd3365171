/**
 * `npm run screenshots [-- --dir dist --out screenshots]`: full-page screenshots of one page of
 * every kind, in both languages, at phone (375 px) and desktop (1280 px) width; at phone width
 * also the open menu, every kind of dialog, and toasts over a dialog (a validation error, an MT
 * pitch that cannot be sent) and over the page (a sent form's message to copy), as a visitor sees them.
 */
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser, serveSite } from '../test/support/browser.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'screenshots' },
    only: { type: 'string' },
  },
});

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
/**
 * Pages whose buttons open every kind of dialog: contact, booking, workshop, MT pitch, intake,
 * business case, trainings, networking, tools, assessment.
 */
const dialogPages: [string, string][] = [
  ['werkpaard', '/services/werkpaard'],
  ['los-gaan', '/services/los-gaan'],
  ['ikigai-journey', '/services/ikigai-journey'],
  ['klaar-voor-ai', '/services/klaar-voor-ai'],
  ['spring-dan', '/services/spring-dan'],
  ['de-wedstrijd', '/services/de-wedstrijd'],
  ['dress-uur', '/services/dress-uur'],
  ['in-de-piste', '/services/in-de-piste'],
  ['playbook', '/services/playbook'],
  ['ai-article', '/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie'],
];

/** Shoots the screen once the toast has finished coming in. */
async function shootToast(page: Page, file: string) {
  const toast = page.locator('[data-testid="toast"]');
  await toast.waitFor();
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.screenshot({ path: file });
  console.log(file);
}

/**
 * Toasts as a phone shows them: over the contact dialog (its form sent empty), over the MT pitch
 * when the network is down, and over the page once a contact request has gone out.
 */
async function shootToasts(page: Page, origin: string, lang: 'nl' | 'en', out: string) {
  const prefix = lang === 'en' ? '/en' : '';
  await page.goto(`${origin}${prefix}/services/werkpaard`, { waitUntil: 'networkidle' });
  await page.locator('main button[command="show-modal"]').first().click();
  const dialog = page.locator('dialog[open]');
  await dialog.locator('button[type="submit"]').click();
  await shootToast(page, `${out}/toast-over-dialog-${lang}-phone.png`);
  await dialog.locator('input[name="name"]').fill('Anna de Boer');
  await dialog.locator('input[name="email"]').fill('anna@example.nl');
  await dialog.locator('textarea[name="message"]').fill('Kunnen we deze week sparren over onze groei?');
  await dialog.locator('button[type="submit"]').click();
  await dialog.waitFor({ state: 'hidden' });
  await shootToast(page, `${out}/toast-sent-${lang}-phone.png`);

  await page.route('https://api.emailjs.com/**', (route) => route.abort('internetdisconnected'));
  await page.goto(`${origin}${prefix}/services/klaar-voor-ai`, { waitUntil: 'networkidle' });
  await page.locator('main button[command="show-modal"]').first().click();
  const fields = { organizationName: 'Acme BV', website: 'https://www.acme.nl', contactPerson: 'Anna de Boer' };
  for (const [name, value] of Object.entries({ ...fields, role: 'CEO', email: 'anna@acme.nl', phone: '0612345678' }))
    await dialog.locator(`[name="${name}"]`).fill(value);
  await dialog.locator('.rdp-button_next').click();
  await dialog.locator('.rdp-day_button:not([disabled])').first().click();
  await dialog.locator('[name="time"]').selectOption('10:00');
  await dialog.locator('button[type="submit"]').click();
  await shootToast(page, `${out}/toast-mt-pitch-failed-${lang}-phone.png`);
  await page.unroute('https://api.emailjs.com/**');
}

await mkdir(values.out, { recursive: true });
const site = await serveSite(values.dir);
const browser = await launchBrowser();
try {
  for (const lang of ['nl', 'en'] as const) {
    for (const [device, width] of Object.entries(widths)) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: lang === 'nl' ? 'nl-NL' : 'en-GB',
        reducedMotion: 'reduce',
      });
      // As a visitor's browser, not an automated one: the e-mail service refuses those before the
      // network. Given as text: tsx would wrap a function in helpers the page does not have.
      await context.addInitScript({
        content: "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });",
      });
      const page = await context.newPage();
      for (const [name, path] of pages) {
        if (values.only && !name.includes(values.only)) continue;
        const url = site.origin + (lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path);
        await page.goto(url, { waitUntil: 'networkidle' });
        // A full-page shot shows the whole page as a reader scrolling through it sees it: lazy
        // pictures below the fold loaded, not their placeholders.
        await page.evaluate(async () => {
          const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
          for (const img of lazy) img.loading = 'eager';
          await Promise.all(lazy.map((img) => img.decode().catch(() => undefined)));
        });
        const file = `${values.out}/${name}-${lang}-${device}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      if (device === 'phone' && !values.only) {
        await page.goto(site.origin + (lang === 'en' ? '/en' : '/'), { waitUntil: 'networkidle' });
        await page.locator('.mobile-menu__toggle').click();
        await page.screenshot({ path: `${values.out}/menu-open-${lang}-phone.png` });
        console.log(`${values.out}/menu-open-${lang}-phone.png`);
        for (const [name, path] of dialogPages) {
          await page.goto(site.origin + (lang === 'en' ? `/en${path}` : path), { waitUntil: 'networkidle' });
          const triggers = page.locator('main button[command="show-modal"]');
          for (let i = 0; i < (await triggers.count()); i++) {
            await triggers.nth(i).click();
            const file = `${values.out}/dialog-${name}-${i + 1}-${lang}-phone.png`;
            await page.screenshot({ path: file });
            console.log(file);
            await page.keyboard.press('Escape');
          }
        }
        await shootToasts(page, site.origin, lang, values.out);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await site.close();
}
