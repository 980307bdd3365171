/**
 * The editing screen's preview and pickers in a browser, offline, with one dev server and its
 * local backend over a temporary copy of content/, and one screen open on it:
 * - the preview: what an editor types in an article or a service appears beside the form as the
 *   site's page, with the site's header, typography and style sheet, in Dutch and in English; a
 *   picture uploaded in the session shows; a draft says it is one;
 * - the pickers: an editor picks two related articles from the list of the site's pages and a tag
 *   the articles already use, adds a new tag, saves, and finds the file as the build reads it and
 *   the article's page linking to both; the home page's, the interface strings' and the company's
 *   forms open in Dutch.
 * Screenshots at 1,280 px go to $SCREENSHOTS_DIR (default a folder in the system's temporary
 * folder), never into the repository.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { hasBrowser } from '../support/browser.ts';
import { isOnTop } from '../support/what-people-see.ts';
import { openScreenOnCopy, screenshots, type AdminScreen, type ScreenOnCopy } from '../support/admin-screen.ts';
import type { DevServer } from '../../scripts/dev/server.ts';
import { parseEntry } from '../../build/load.ts';
import { articleSchema } from '../../content-model/index.ts';

describe.skipIf(!hasBrowser)('the editing screen’s preview and pickers', () => {
  let screen: ScreenOnCopy;
  let dir: string;
  let contentDir: string;
  let server: DevServer;
  let page: Page;
  let errors: string[] = [];
  let violations: string[] = [];
  let open: AdminScreen['open'];

  // One server and one screen for both: starting them, and Decap's first load, are most of a file's work.
  beforeAll(async () => {
    screen = await openScreenOnCopy();
    ({ dir, contentDir, server, page, open, errors, violations } = screen);
  });
  afterAll(() => screen?.close());

  describe('the preview', () => {
    /** The form control of the field labelled `label` (the first, inside `scope`). */
    const control = async (label: string, scope?: Locator): Promise<Locator> => {
      const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const labels = (scope ?? page.locator('body'))
        .locator('label')
        .filter({ hasText: new RegExp(`^${escaped}( \\(optioneel\\))?$`, 'i') });
      return page.locator(`[id="${await labels.first().getAttribute('for')}"]`);
    };
    const preview = (): FrameLocator => page.frameLocator('iframe');
    /**
     * Whether `element`, scrolled into view, is what the preview shows at its centre, with the
     * preview on top there.
     */
    const onTopInPreview = async (element: Locator) => {
      await element.scrollIntoViewIfNeeded();
      const inFrame = await element.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(el.ownerDocument.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      const box = (await element.boundingBox())!;
      const frameOnTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName === 'IFRAME', {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      return inFrame && frameOnTop;
    };
    /** The page's look comes from the site's style sheet: its heading font, its header's background. */
    const styled = (frame: FrameLocator) =>
      frame.locator('h1').evaluate((h1) => ({
        heading: getComputedStyle(h1).fontFamily,
        header: getComputedStyle(h1.ownerDocument.querySelector('.site-header')!).position,
      }));

    it(
      'shows an article as its page while the title and body are typed, in Dutch and in English',
      { timeout: 180_000 },
      async () => {
        await open('/collections/articles/entries/ai-tools-voor-het-mkb');
        const frame = preview();
        const h1 = frame.locator('h1');
        await h1.filter({ hasText: 'AI-tools kiezen en invoeren in het mkb' }).waitFor({ timeout: 60_000 });
        // The site's page, not a list of fields: its header, breadcrumbs, hero and prose.
        await frame.locator('header.site-header .logo').waitFor();
        expect(await h1.getAttribute('class')).toBe('page-hero__title');
        await frame.locator('.breadcrumbs').getByText('Artikelen').waitFor();
        expect(await frame.locator('.prose.prose--article h2').count()).toBeGreaterThan(0);
        expect(await styled(frame)).toEqual({ heading: expect.stringContaining('Fraunces'), header: 'sticky' });

        await page.screenshot({ path: path.join(screenshots, 'admin-preview-article-1280.png') });

        // A new article, as an editor writes it: the title, then the body with a heading typed as markdown.
        await open('/collections/articles/new');
        await (await control('Titel')).fill('Zo kies je AI-tools die je team echt gebruikt');
        await h1.filter({ hasText: 'Zo kies je AI-tools die je team echt gebruikt' }).waitFor({ timeout: 60_000 });
        expect(await frame.locator('.breadcrumbs [aria-current="page"]').textContent()).toBe(
          'Zo kies je AI-tools die je team echt gebruikt',
        );
        // The heading is the page's h2, and the paragraph under it a paragraph.
        const body = page.locator('[data-slate-editor="true"]').last();
        await body.click();
        await page.keyboard.insertText('Eerst het werk, dan de tool: zo begin je.');
        await page.keyboard.press('Enter');
        await page.keyboard.insertText('## Wat het voorbeeld laat zien');
        await page.keyboard.press('Enter');
        await page.keyboard.insertText('Wat je hier typt, staat meteen in het voorbeeld ernaast.');
        const heading = frame.locator('.prose--article h2', { hasText: 'Wat het voorbeeld laat zien' });
        await heading.waitFor();
        expect(await heading.textContent()).toBe('Wat het voorbeeld laat zien');
        await frame.locator('.prose--article p', { hasText: 'Wat je hier typt, staat meteen' }).waitFor();
        expect(await frame.getByText('## Wat het voorbeeld').count()).toBe(0);
        expect(await onTopInPreview(heading)).toBe(true);
        await page.screenshot({ path: path.join(screenshots, 'admin-preview-article-heading-1280.png') });

        // English: the page in English around the Dutch body, with the English title as it is typed.
        await frame.getByRole('button', { name: 'Engels' }).click();
        await frame.getByText('This article is only available in Dutch.').waitFor();
        expect(await frame.locator('html').getAttribute('lang')).toBe('en');
        expect(await frame.getByRole('button', { name: 'Engels' }).getAttribute('aria-pressed')).toBe('true');
        await (await control('Titel', await control('Engels'))).fill('How to choose AI tools your team will use');
        await h1.filter({ hasText: 'How to choose AI tools your team will use' }).waitFor();
        const englishHeading = frame.locator('.prose--article[lang="nl"] h2', {
          hasText: 'Wat het voorbeeld laat zien',
        });
        await englishHeading.waitFor();
        expect(await onTopInPreview(englishHeading)).toBe(true);
        expect(await styled(frame)).toEqual({ heading: expect.stringContaining('Fraunces'), header: 'sticky' });
        await page.screenshot({ path: path.join(screenshots, 'admin-preview-article-en-1280.png') });
        await frame.getByRole('button', { name: 'Nederlands' }).click();
        await h1.filter({ hasText: 'Zo kies je AI-tools die je team echt gebruikt' }).waitFor();

        // A draft says so above the page, as the dev server shows it.
        const banner = frame.locator('.draft-banner');
        expect(await banner.count()).toBe(0);
        await (await control('Concept (nog niet op de site)')).click();
        await banner.filter({ hasText: 'Concept: deze pagina staat nog niet op de site.' }).waitFor();
        expect(violations).toEqual([]);
        expect(errors).toEqual([]);
      },
    );

    it('shows a picture uploaded in this session as the article’s picture', { timeout: 120_000 }, async () => {
      await open('/collections/articles/entries/ai-tools-voor-het-mkb');
      const frame = preview();
      await frame.locator('h1').waitFor({ timeout: 60_000 });
      const photo = path.join(dir, 'voorbeeld-team.jpg');
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f6f5e' } })
        .jpeg()
        .toFile(photo);
      await page.getByRole('button', { name: 'Kies een andere afbeelding' }).click();
      await page.locator('input[type="file"]').setInputFiles(photo);
      await page.getByText('voorbeeld-team.jpg').waitFor();
      await page.getByRole('button', { name: 'Gebruik selectie' }).click();
      // The picture in the article's place, loaded from what the screen holds of the upload.
      const cover = frame.locator('.article__cover img');
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 })
        .toBe(1200);
      expect(await cover.getAttribute('src')).not.toContain('ai-tools');
      expect(errors).toEqual([]);
    });

    it('shows a new article before its fields are filled in, without failing', { timeout: 120_000 }, async () => {
      await open('/collections/articles/new');
      await (await control('Titel')).waitFor();
      const frame = preview();
      await frame.locator('header.site-header').waitFor({ timeout: 60_000 });
      await (await control('Titel')).fill('Een artikel in wording');
      await frame.locator('h1', { hasText: 'Een artikel in wording' }).waitFor();
      expect(errors).toEqual([]);
    });

    it('shows a service as its page in both languages, as its fields change', { timeout: 120_000 }, async () => {
      await open('/collections/services/entries/werkpaard');
      // A service's two languages stand side by side; the eye beside them shows the page instead.
      await page.getByRole('button', { name: 'Toon het voorbeeld van de pagina' }).click();
      const frame = preview();
      const h1 = frame.locator('h1');
      await h1.filter({ hasText: 'Werkpaard' }).waitFor({ timeout: 60_000 });
      await frame.locator('#kenmerken .section__heading, #kenmerken h2').first().waitFor();
      const subtitle = 'Een ervaren bouwer die maanden met je team meebouwt';
      await (await control('Ondertitel')).fill(subtitle);
      const shown = frame.locator('.page-hero').getByText(subtitle);
      await shown.waitFor();
      expect(await onTopInPreview(shown)).toBe(true);
      expect(await styled(frame)).toEqual({ heading: expect.stringContaining('Fraunces'), header: 'sticky' });
      // The request button of the page, as the site shows it before a visitor presses it.
      await frame
        .locator('.page-hero .button', { hasText: /Werkpaard/ })
        .first()
        .waitFor();
      await page.screenshot({ path: path.join(screenshots, 'admin-preview-service-1280.png') });

      await frame.getByRole('button', { name: 'Engels' }).click();
      await frame
        .locator('.page-hero')
        .getByText('An experienced builder who works alongside you for the long haul')
        .waitFor();
      expect(await frame.locator('html').getAttribute('lang')).toBe('en');
      await frame.locator('.breadcrumbs').getByText('Services').waitFor();
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  describe('the pickers', () => {
    /** The element the label `label` (its first) names. */
    const labelled = async (label: RegExp): Promise<Locator> => {
      const id = await page.locator('label').filter({ hasText: label }).first().getAttribute('for');
      return page.locator(`[id="${id}"]`);
    };
    const option = (name: string | RegExp) => page.getByRole('option', { name });
    /** An article of the copy as the build reads it. */
    const article = async (slug: string) => {
      const file = `articles/${slug}.md`;
      const text = await readFile(path.join(contentDir, file), 'utf8');
      return articleSchema.parse(parseEntry(path.join(contentDir, file), file, text).entry!.data);
    };

    it(
      'picks related articles from the list and tags from the used ones; the file and the page follow',
      { timeout: 240_000 },
      async () => {
        const slug = 'prototype-in-een-week';
        const file = path.join(contentDir, `articles/${slug}.md`);
        const ogsm = await article('ogsm-model-als-groeibooster-voor-startups');
        const lencioni = await article('piramide-van-lencioni-en-teamontwikkeling');
        await open(`/collections/articles/entries/${slug}`);

        // Tags: a used one found by a few letters, and a new one typed in full.
        const tags = await labelled(/^Onderwerpen$/);
        await tags.click();
        await tags.pressSequentially('leider');
        await option(/^Leiderschap$/).waitFor();
        expect(await isOnTop(option(/^Leiderschap$/))).toBe(true);
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
        expect(await isOnTop(ogsmOption)).toBe(true);
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
});
