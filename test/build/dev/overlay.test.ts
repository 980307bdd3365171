import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSite, type DevSite } from '../../support/dev-site.ts';
import { hasBrowser, launchBrowser } from '../../support/browser.ts';
import { eventsPath, type DevEvent } from '../../../scripts/dev/protocol.ts';

const service = 'services/werkpaard.nl.md';
// The service's icon, whichever it is, misspelt as an editor might: "Hamer" for "Hammer".
const lines = readFileSync(`content/${service}`, 'utf8').split('\n');
const iconLine = lines.findIndex((l) => l.startsWith('icon: ')) + 1;
const icon = lines[iconLine - 1]!;
const breakIcon = (text: string) => text.replace(icon, 'icon: "Hamer"');
const fixIcon = (text: string) => text.replace('icon: "Hamer"', icon);
const isProblems = (e: DevEvent): e is Extract<DevEvent, { type: 'problems' }> => e.type === 'problems';

describe('a content problem during dev', () => {
  let site: DevSite;
  beforeAll(async () => {
    site = await startDevSite();
  });
  afterAll(() => site?.close());

  it('is shown over the page with file, line, field and what was expected; the last good page stays', async () => {
    await site.get('/services/werkpaard');
    const tab = await site.listen('/services/werkpaard');
    const shown = tab.next(isProblems);
    await site.edit(service, breakIcon);
    const event = await shown;
    expect(isProblems(event) && event.problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/content\/services\/werkpaard\.nl\.md$/),
        line: iconLine,
        field: 'icon',
        message: expect.stringContaining('"Hamer" is not allowed (did you mean "Hammer"?); expected one of'),
      }),
    ]);
    const page = await site.get('/services/werkpaard');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1');

    // A page opened while the problem lasts hears of it at once.
    const late = await site.listen('/raspaarden');
    expect(late.events.some(isProblems)).toBe(true);

    // The terminal says it once, however often the broken file is saved.
    await site.edit(service, (text) => `${text}\n`);
    expect(site.log.filter((line) => line.includes('icon: "Hamer" is not allowed'))).toHaveLength(1);
    expect(site.log.join('\n')).toContain(
      `werkpaard.nl.md:${iconLine}: icon: "Hamer" is not allowed (did you mean "Hammer"?)`,
    );

    const cleared = tab.next((e) => e.type === 'clear');
    await site.edit(service, fixIcon);
    await cleared;
    expect(site.log.some((line) => line.startsWith('✓ Fixed'))).toBe(true);
    tab.close();
    late.close();
  });

  it.skipIf(!hasBrowser)(
    'appears in the browser as an alert that can be dismissed, and goes away when the file is fixed',
    async () => {
      const browser = await launchBrowser();
      try {
        // A Dutch browser stays on the Dutch page.
        const page = await (await browser.newContext({ locale: 'nl-NL' })).newPage();
        // The page script is connected once the events stream is open.
        const connected = page.waitForResponse((response) => new URL(response.url()).pathname === eventsPath);
        await page.goto(`${site.server.url}/services/werkpaard`);
        await connected;
        await site.edit(service, breakIcon);
        const alert = page.locator('dev-overlay [role="alert"]');
        await alert.waitFor({ timeout: 10_000 });
        expect(await alert.textContent()).toContain('icon: "Hamer" is not allowed (did you mean "Hammer"?)');
        expect(await alert.textContent()).toContain(`werkpaard.nl.md:${iconLine}`);
        // The page below is still the last good one.
        expect(await page.locator('h1').count()).toBe(1);

        await page.locator('dev-overlay button[aria-label="Dismiss"]').click();
        await alert.waitFor({ state: 'detached' });

        // Saving again, still broken, shows it again; fixing it clears it and reloads the page.
        await site.edit(service, (text) => text.replace('subtitle:', 'subtitle:'));
        await site.edit(service, (text) => text.replace(/^title: .*$/m, 'title: "Werkpaard!"'));
        await alert.waitFor({ timeout: 10_000 });
        await site.edit(service, fixIcon);
        await alert.waitFor({ state: 'detached', timeout: 10_000 });
        await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('Werkpaard!'), undefined, {
          timeout: 10_000,
        });
      } finally {
        await browser.close();
      }
    },
  );
});
