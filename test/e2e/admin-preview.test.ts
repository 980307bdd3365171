/**
 * The editing screen's preview in a browser, offline, with the dev server and its local backend
 * over a temporary copy of content/: what an editor types in an article or a service appears
 * beside the form as the site's page, with the site's header, typography and style sheet, in
 * Dutch and in English; a picture uploaded in the session shows; a draft says it is one.
 * Screenshots at 1,280 px go to $SCREENSHOTS_DIR (default a folder in the system's temporary
 * folder), never into the repository.
 */
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { hasBrowser } from '../support/browser.ts';
import { openAdminScreen, type AdminScreen } from '../support/admin-screen.ts';
import { startDevServer, type DevServer } from '../../scripts/dev/server.ts';

const screenshots = process.env.SCREENSHOTS_DIR ?? path.join(os.tmpdir(), 'paardensprong-admin-screenshots');

describe.skipIf(!hasBrowser)('the preview of the editing screen', () => {
  let dir: string;
  let server: DevServer;
  let browser: AdminScreen['browser'];
  let page: Page;
  let errors: string[] = [];
  let violations: string[] = [];
  let open: AdminScreen['open'];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'admin-preview-test-'));
    await cp('content', path.join(dir, 'content'), { recursive: true });
    await mkdir(screenshots, { recursive: true });
    server = await startDevServer({
      contentDir: path.join(dir, 'content'),
      port: 0,
      host: '127.0.0.1',
      cms: { root: dir },
      log: () => {},
    });
    ({ browser, page, open, errors, violations } = await openAdminScreen(server.url));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The form control of the field labelled `label` (the first, inside `scope`). */
  const control = async (label: string, scope?: Locator): Promise<Locator> => {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const labels = (scope ?? page.locator('body'))
      .locator('label')
      .filter({ hasText: new RegExp(`^${escaped}( \\(optioneel\\))?$`, 'i') });
    return page.locator(`[id="${await labels.first().getAttribute('for')}"]`);
  };
  const preview = (): FrameLocator => page.frameLocator('iframe');
  /** Whether `element`, scrolled into view, is what the preview shows at its centre, with the preview on top there. */
  const onTop = async (element: Locator) => {
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
      expect(await onTop(heading)).toBe(true);
      await page.screenshot({ path: path.join(screenshots, 'admin-preview-article-heading-1280.png') });

      // English: the page in English around the Dutch body, with the English title as it is typed.
      await frame.getByRole('button', { name: 'Engels' }).click();
      await frame.getByText('This article is only available in Dutch.').waitFor();
      expect(await frame.locator('html').getAttribute('lang')).toBe('en');
      expect(await frame.getByRole('button', { name: 'Engels' }).getAttribute('aria-pressed')).toBe('true');
      await (await control('Titel', await control('Engels'))).fill('How to choose AI tools your team will use');
      await h1.filter({ hasText: 'How to choose AI tools your team will use' }).waitFor();
      const englishHeading = frame.locator('.prose--article[lang="nl"] h2', { hasText: 'Wat het voorbeeld laat zien' });
      await englishHeading.waitFor();
      expect(await onTop(englishHeading)).toBe(true);
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
    expect(await onTop(shown)).toBe(true);
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
