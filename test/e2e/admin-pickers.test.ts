/**
 * The editing screen's pickers in a browser, with the dev server and its local backend over a
 * temporary copy of content/: an editor picks two related articles from the list of the site's
 * pages and a tag the articles already use, adds a new tag, saves, and finds the file as the build
 * reads it and the article's page linking to both. Screenshots at 1,280 px (the pickers open, the
 * home page's, the interface strings' and the company's forms) go to $SCREENSHOTS_DIR.
 */
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hasBrowser } from '../support/browser.ts';
import { openAdminScreen, type AdminScreen } from '../support/admin-screen.ts';
import { startDevServer, type DevServer } from '../../scripts/dev/server.ts';
import { parseEntry } from '../../build/load.ts';
import { articleSchema } from '../../content-model/index.ts';

const screenshots = process.env.SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'paardensprong-admin-screenshots');

/** Whether the middle of `locator` is the element on top there: seen, not covered. */
const onTop = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });

describe.skipIf(!hasBrowser)('the editing screen’s pickers', () => {
  let dir: string;
  let contentDir: string;
  let server: DevServer;
  let browser: AdminScreen['browser'];
  let page: Page;
  let errors: string[] = [];
  let violations: string[] = [];
  let open: AdminScreen['open'];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'admin-pickers-'));
    contentDir = path.join(dir, 'content');
    await cp('content', contentDir, { recursive: true });
    await mkdir(screenshots, { recursive: true });
    server = await startDevServer({ contentDir, port: 0, host: '127.0.0.1', cms: { root: dir }, log: () => {} });
    ({ browser, page, open, errors, violations } = await openAdminScreen(server.url));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The element the label `label` (its first) names. */
  const labelled = async (label: RegExp): Promise<Locator> => {
    const id = await page.locator('label').filter({ hasText: label }).first().getAttribute('for');
    return page.locator(`[id="${id}"]`);
  };
  const option = (name: string | RegExp) => page.getByRole('option', { name });

  it(
    'picks related articles from the list and tags from the used ones; the file and the page follow',
    { timeout: 240_000 },
    async () => {
      const slug = 'prototype-in-een-week';
      const file = path.join(contentDir, `articles/${slug}.md`);
      const ogsm = articleSchema.parse(
        parseEntry(
          '',
          'articles/ogsm-model-als-groeibooster-voor-startups.md',
          await readFile(path.join(contentDir, 'articles/ogsm-model-als-groeibooster-voor-startups.md'), 'utf8'),
        ).entry!.data,
      );
      const lencioni = articleSchema.parse(
        parseEntry(
          '',
          'articles/piramide-van-lencioni-en-teamontwikkeling.md',
          await readFile(path.join(contentDir, 'articles/piramide-van-lencioni-en-teamontwikkeling.md'), 'utf8'),
        ).entry!.data,
      );
      await open(`/collections/articles/entries/${slug}`);

      // Tags: a used one found by a few letters, and a new one typed in full.
      const tags = await labelled(/^Onderwerpen$/);
      await tags.click();
      await tags.pressSequentially('leider');
      await option(/^Leiderschap$/).waitFor();
      expect(await onTop(option(/^Leiderschap$/))).toBe(true);
      await page.screenshot({ path: path.join(screenshots, 'admin-tag-picker-1280.png') });
      await option(/^Leiderschap$/).click();
      await tags.fill('Wendbaarheid');
      await option(/Wendbaarheid.*nieuw onderwerp/).waitFor();
      await tags.press('Enter');
      await page.getByRole('button', { name: 'Wendbaarheid weghalen' }).waitFor();
      // Backspace in the empty field takes the last tag away, as in any tag field.
      await tags.fill('Tijdelijk');
      await tags.press('Enter');
      await page.getByRole('button', { name: 'Tijdelijk weghalen' }).waitFor();
      await tags.press('Backspace');
      await page.getByRole('button', { name: 'Tijdelijk weghalen' }).waitFor({ state: 'detached' });

      // Related: the first two links lead to two articles picked by their titles.
      const first = await labelled(/^Verwante links/);
      await first.scrollIntoViewIfNeeded();
      await first.fill('ogsm');
      const ogsmOption = option(/^OGSM-model als groeibooster voor startups Artikel$/);
      await ogsmOption.waitFor();
      expect(await onTop(ogsmOption)).toBe(true);
      await page.screenshot({ path: path.join(screenshots, 'admin-related-picker-1280.png') });
      await ogsmOption.click();
      const firstId = await first.getAttribute('id');
      const second = page.locator(`[id="${firstId}-1"]`);
      await second.fill('piramide');
      await option(/^De piramide van Lencioni.* Artikel$/).click();
      // The English title of each link comes from the page picked.
      const englishFirst = page.locator(
        `[id="${await page
          .locator('label')
          .filter({ hasText: /^Verwante links/ })
          .nth(1)
          .getAttribute('for')}"]`,
      );
      await expect.poll(() => englishFirst.inputValue()).toBe(ogsm.en.title);

      await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
      await page.getByText('Opslaan in de bestanden van de site', { exact: true }).click();
      // Saved when the file holds the new tag.
      await expect.poll(() => readFile(file, 'utf8'), { timeout: 60_000 }).toContain('Wendbaarheid');

      const { entry } = parseEntry(file, `articles/${slug}.md`, await readFile(file, 'utf8'));
      const data = articleSchema.parse(entry!.data);
      expect(data.tags).toEqual(expect.arrayContaining(['Leiderschap', 'Wendbaarheid']));
      expect(data.related.slice(0, 2).map((r) => [r.title, r.url])).toEqual([
        [ogsm.title, '/artikelen/ogsm-model-als-groeibooster-voor-startups'],
        [lencioni.title, '/artikelen/piramide-van-lencioni-en-teamontwikkeling'],
      ]);
      expect(data.en.related.slice(0, 2).map((r) => r.title)).toEqual([ogsm.en.title, lencioni.en.title]);

      // The page, as the dev server builds it, links to both, in Dutch and in English.
      const linksOf = async (url: string) => {
        await server.settled();
        const html = await (await fetch(url)).text();
        const text = (html: string) =>
          html
            .replace(/&#x27;/g, "'")
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&');
        return [...html.matchAll(/<li><a href="([^"]+)"><span class="related-list__title">([^<]+)</g)].map((m) => [
          m[1],
          text(m[2]!),
        ]);
      };
      await expect
        .poll(async () => (await linksOf(`${server.url}/artikelen/${slug}`)).slice(0, 2), { timeout: 60_000 })
        .toEqual([
          ['/artikelen/ogsm-model-als-groeibooster-voor-startups', ogsm.title],
          ['/artikelen/piramide-van-lencioni-en-teamontwikkeling', lencioni.title],
        ]);
      expect((await linksOf(`${server.url}/en/artikelen/${slug}`)).slice(0, 2)).toEqual([
        ['/en/artikelen/ogsm-model-als-groeibooster-voor-startups', ogsm.en.title],
        ['/en/artikelen/piramide-van-lencioni-en-teamontwikkeling', lencioni.en.title],
      ]);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it(
    'shows the home page, the interface strings and the company’s details in Dutch',
    { timeout: 120_000 },
    async () => {
      for (const [view, name, label] of [
        ['/collections/pages/entries/home-nl', 'home', /^Opening$/],
        ['/collections/settings/entries/ui-nl', 'ui', /^Kopregel/],
        ['/collections/settings/entries/site', 'site', /^KvK-nummer$/],
      ] as const) {
        await open(view);
        await page.locator('label').filter({ hasText: label }).first().waitFor({ timeout: 30_000 });
        await page.screenshot({ path: path.join(screenshots, `admin-${name}-1280.png`) });
      }
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
