/**
 * The editing screen at /admin in a browser, offline, with one dev server and its local backend
 * over a temporary copy of content/, and one screen open on it (starting them, and Decap's first
 * load, are much of the work):
 * - editing: an editor creates a Dutch article with the form and changes a FAQ answer of a service;
 * - the preview: what an editor types in an article or a service appears beside the form as the
 *   site's page, with the site's header, typography and style sheet, in Dutch and in English; a
 *   picture uploaded in the session shows; a draft says it is one;
 * - the pickers: an editor picks two related articles from the list of the site's pages and a tag
 *   the articles already use, adds a new tag, saves, and finds the file as the build reads it and
 *   the article's page linking to both; the home page's, the interface strings' and the company's
 *   forms open in Dutch;
 * - a save the build would refuse is refused before anything is written, every problem listed.
 * Screenshots at 1,280 px go to $SCREENSHOTS_DIR (default a folder in the system's temporary
 * folder), never into the repository.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameLocator, Locator, Page, Request } from 'playwright-core';
import { parse } from 'yaml';
import sharp from 'sharp';
import { hasBrowser } from '../support/browser.ts';
import { isOnTop } from '../support/what-people-see.ts';
import { openScreenOnCopy, screenshots, type AdminScreen, type ScreenOnCopy } from '../support/admin-screen.ts';
import type { DevServer } from '../../scripts/dev/server.ts';
import { parseEntry } from '../../build/content/load.ts';
import { articleSchema } from '../../kinds/schemas.ts';

/** Paragraphs of an existing article without markup, about `words` words: body text that passes the copy checks. */
async function dutchParagraphs(words: number): Promise<string[]> {
  const text = await readFile('content/articles/prototype-in-een-week.md', 'utf8');
  const body = text.slice(text.indexOf('\n---\n') + 5);
  const out: string[] = [];
  let count = 0;
  for (const paragraph of body.split(/\n\s*\n/).map((p) => p.trim())) {
    if (!paragraph || /[#*_[\]`|>]|^\s*(-|\d+\.)\s/m.test(paragraph) || paragraph.includes('\n')) continue;
    out.push(paragraph);
    count += paragraph.split(/\s+/).length;
    if (count >= words) break;
  }
  return out;
}

describe.skipIf(!hasBrowser)('the editing screen at /admin', () => {
  let screen: ScreenOnCopy;
  let dir: string;
  let contentDir: string;
  let server: DevServer;
  let page: Page;
  let errors: string[] = [];
  let violations: string[] = [];
  let open: AdminScreen['open'];

  beforeAll(async () => {
    screen = await openScreenOnCopy();
    ({ dir, contentDir, server, page, open, errors, violations } = screen);
  });
  afterAll(() => screen?.close());

  /**
   * The form control of the field labelled `label` (its `n`-th, inside `scope`): a label's whole
   * text, optional or not, or a pattern of it.
   */
  const control = async (
    label: string | RegExp,
    { scope, n = 0 }: { scope?: Locator; n?: number } = {},
  ): Promise<Locator> => {
    const text =
      typeof label === 'string'
        ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(optioneel\\))?$`, 'i')
        : label;
    const labels = (scope ?? page.locator('body')).locator('label').filter({ hasText: text });
    const id = await labels.nth(n).getAttribute('for');
    return page.locator(`[id="${id}"]`);
  };
  /** Chooses an option of a select widget. */
  const choose = async (select: Locator, option: string) => {
    await select.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  /**
   * Publishes the open entry, which writes `file`: done when the screen says the entry is saved or
   * the file has changed since `changedSince` (its mtime before).
   */
  const publish = async (file: string, changedSince = 0) => {
    const written = async () => ((await stat(file).catch(() => undefined))?.mtimeMs ?? 0) > changedSince;
    const savedWithin = async (ms: number) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if ((await written()) || (await page.getByText(/^Opgeslagen in de bestanden/).isVisible())) return true;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return false;
    };
    // On a busy machine Decap's menu can drop the first choice of its save command (it never starts
    // saving, and says nothing): a person would choose it again, and so does the test, once. Its
    // editor can also be slow to show the button, and a save as slow to end, while the machine is
    // loaded: a save under way offers no button to press, and is waited for.
    const button = page.getByRole('button', { name: 'Opslaan', exact: true });
    for (let attempt = 1; attempt <= 2; attempt++) {
      await button.click({ timeout: 30_000 });
      await page.getByText('Opslaan in de bestanden van de site', { exact: true }).click({ timeout: 10_000 });
      if (await savedWithin(30_000)) return;
      const offered = (await button.isVisible()) && (await button.isEnabled({ timeout: 1_000 }).catch(() => false));
      if (!offered) {
        if (await savedWithin(60_000)) return;
        break;
      }
    }
    throw new Error(
      `the entry was not saved; the screen says: ${(await page.locator('body').innerText()).slice(0, 600)}`,
    );
  };
  const waitForFile = async (file: string, changedSince = 0) => {
    for (let i = 0; i < 200; i++) {
      const info = await stat(file).catch(() => undefined);
      if (info && info.mtimeMs > changedSince) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${file} was not written`);
  };

  it('is served by the dev server with Decap’s files, kept out of search engines, with its own policy', async () => {
    const html = await (await fetch(`${server.url}/admin`)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    expect(policy).toContain(`connect-src 'self' blob: ${server.url}`);
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>');
    const config = parse(await (await fetch(`${server.url}/admin/config.yml`)).text()) as {
      backend: { proxy_url: string };
      collections: { folder?: string }[];
    };
    expect(config.backend.proxy_url).toBe(`${server.url}/api/v1`);
    expect(config.collections.find((c) => c.folder?.endsWith('/services'))?.folder).toBe('content/services');
    const decap = await fetch(`${server.url}/admin/decap-cms.js`);
    expect(decap.headers.get('content-type')).toMatch(/javascript/);
    expect((await decap.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000);
    // A browser that has Decap asks whether it changed, and keeps its copy: megabytes not sent again.
    const etag = decap.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const again = await fetch(`${server.url}/admin/decap-cms.js`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect((await fetch(`${server.url}/admin/decap-cms.js`, { headers: { 'if-none-match': '"other"' } })).status).toBe(
      200,
    );
  });

  it('opens offline on every collection, with no policy violation', async () => {
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Inhoudstypen' }).waitFor({ timeout: 30_000 });
    const collections = await page
      .locator('[data-testid]')
      .filter({ has: page.locator('svg') })
      .allTextContents();
    for (const name of [
      'Diensten',
      'Categorieën',
      'Landingspagina’s',
      'Artikelen',
      'Expertpartners',
      'Homepage en vensters',
      'Privacyverklaring',
      'Instellingen van de site',
    ]) {
      expect(collections.join('|')).toContain(name);
    }
    await page.getByText('Werkpaard', { exact: true }).waitFor();
    await page.screenshot({ path: path.join(screenshots, 'admin-services-1280.png') });
    // The articles by date and title, and an article's form with its picture shown.
    await open('/collections/articles');
    await page.getByText(/· AI-tools kiezen en invoeren in het mkb$/).waitFor();
    // Newest first, as an editor looks for what was written last.
    const dates = (await page.getByText(/^\d{4}-\d{2}-\d{2} · /).allTextContents()).map((t) => t.slice(0, 10));
    expect(dates.length).toBeGreaterThan(5);
    expect(dates).toEqual([...dates].sort().reverse());
    await page.screenshot({ path: path.join(screenshots, 'admin-articles-1280.png') });
    await open('/collections/articles/entries/ai-tools-voor-het-mkb');
    await page.getByRole('button', { name: 'Kies een andere afbeelding' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshots, 'admin-article-1280.png') });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it(
    'creates a Dutch article with the form; the file has valid front matter and the site builds',
    { timeout: 240_000 },
    async () => {
      const paragraphs = await dutchParagraphs(200);
      const words = paragraphs.join(' ').split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(170);
      await open('/collections/articles/new');
      await (await control('Titel')).waitFor();

      const description =
        'Zo maak je als startup een groeiplan dat je team echt gebruikt: met heldere doelen, een ' +
        'vast ritme en eerlijke keuzes over wat je voorlopig laat liggen.';
      const englishDescription =
        'How a startup writes a growth plan that the whole team actually uses: clear goals, a ' +
        'steady rhythm and honest choices about what to leave for later on.';
      expect(description.length).toBeGreaterThanOrEqual(150);
      expect(englishDescription.length).toBeGreaterThanOrEqual(150);

      await (await control('Titel')).fill('Een groeiplan dat je team gebruikt');
      // A description too short for search results is counted while it is typed, before saving.
      const descriptionField = await control('Beschrijving');
      await descriptionField.fill('Een groeiplan voor je team.');
      const counter = page.locator('[data-counter]').first();
      await counter.waitFor();
      expect(await counter.textContent()).toBe('27 tekens: nog 123 te kort (150 tot 160)');
      await counter.scrollIntoViewIfNeeded();
      expect(
        await counter.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }),
      ).toBe(true);
      await descriptionField.fill(description);
      expect(await counter.textContent()).toBe(`${description.length} tekens: goed (150 tot 160)`);
      // A tag the articles already use, picked from the list the tag field offers.
      const tags = await control('Onderwerpen');
      await tags.fill('Strategie');
      await tags.press('Enter');
      await (await control('Leestijd in minuten')).fill('1');
      await choose(await control('Categorie'), 'Strategie en groei');
      const keywords = await control('Zoekwoorden');
      await keywords.getByRole('button', { name: 'Voeg zoekwoord toe' }).click();
      await keywords.locator('input').last().fill('groeiplan startup');

      const cta = await control('Oproep tot actie');
      await choose(await control('Soort', { scope: cta }), 'Strategiesessie aanvragen');
      await (await control('Kop', { scope: cta })).fill('Samen je groeiplan opstellen?');
      await (
        await control('Tekst', { scope: cta })
      ).fill('In een strategiesessie zetten we je doelen en je ritme op een rij.');
      await (await control('Knoptekst', { scope: cta })).fill('Plan een strategiesessie');
      await (await control('Link naar', { scope: cta })).fill('/#contact');

      // Each link's page typed as an address (the picker’s list is tested under “the pickers” below).
      const relatedId = await (await control('Verwante links')).getAttribute('id');
      const links = [
        ['Werkpaard', '/services/werkpaard', 'Een ervaren bouwer die met je team meewerkt.'],
        ['Spring dan!', '/services/spring-dan', 'In een week van idee naar prototype.'],
        ['De KuhR', '/services/de-kuhr', 'Je strategie op één pagina.'],
        [
          'Product-market fit meten',
          '/artikelen/product-market-fit-meten',
          'Zo meet je of klanten je product echt willen.',
        ],
        ['Een prototype in één week', '/artikelen/prototype-in-een-week', 'Bouw en test in vijf dagen je prototype.'],
      ];
      for (const [i, [title, url, text]] of links.entries()) {
        await page.locator(`[id="${i ? `${relatedId}-${i}` : relatedId}"]`).fill(url!);
        await page.getByRole('option', { name: new RegExp(`^${url} ander adres`) }).click();
        await page.locator(`[id="${relatedId}-${i}-title"]`).fill(title!);
        await page.locator(`[id="${relatedId}-${i}-description"]`).fill(text!);
      }

      const english = await control('Engels');
      await (await control('Titel', { scope: english })).fill('A growth plan your team will use');
      await (await control('Beschrijving', { scope: english })).fill(englishDescription);
      const englishTags = await control('Onderwerpen', { scope: english });
      await englishTags.fill('Strategy');
      await englishTags.press('Enter');
      // The closing block and the five links in English, where the Dutch ones lead.
      const englishCta = await control('Oproep tot actie', { scope: english });
      await (await control('Kop', { scope: englishCta })).fill('Write your growth plan together?');
      await (
        await control('Tekst', { scope: englishCta })
      ).fill('In a strategy session we set out your goals and your rhythm together.');
      await (await control('Knoptekst', { scope: englishCta })).fill('Book a strategy session');
      const englishId = await (await control('Verwante links', { scope: english })).getAttribute('id');
      const englishLinks = [
        ['Werkpaard', 'An experienced builder who works alongside your team.'],
        ['Spring dan!', 'From idea to prototype in a week.'],
        ['De KuhR', 'Your strategy on one page.'],
        ['Measuring product-market fit', 'How to tell whether customers really want your product.'],
        ['A prototype in one week', 'Build and test your prototype in five days.'],
      ];
      for (const [i, [title, text]] of englishLinks.entries()) {
        await page.locator(`[id="${i ? `${englishId}-${i}-title` : englishId}"]`).fill(title!);
        await page.locator(`[id="${englishId}-${i}-description"]`).fill(text!);
      }

      // A photo from this computer, uploaded through the picture picker into content/images/,
      // with its text in both languages.
      const photo = path.join(dir, 'groeiplan-team.jpg');
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b5562f' } })
        .jpeg()
        .toFile(photo);
      await page.getByRole('button', { name: 'Kies een afbeelding' }).click();
      // The picker shows the pictures already there, each with its name.
      await page.getByText('ogsm.svg', { exact: true }).waitFor();
      expect(await page.getByText(/^[a-z-]+\.svg$/).count()).toBeGreaterThanOrEqual(12);
      await page.locator('input[type="file"]').setInputFiles(photo);
      await page.getByText('groeiplan-team.jpg').waitFor();
      await page.screenshot({ path: path.join(screenshots, 'admin-picture-picker-1280.png') });
      await page.getByRole('button', { name: 'Gebruik selectie' }).click();

      const body = page.locator('[data-slate-editor="true"]').last();
      await body.click();
      for (const [i, paragraph] of paragraphs.entries()) {
        if (i) await page.keyboard.press('Enter');
        await page.keyboard.insertText(paragraph);
      }
      // One heading typed as markdown, one chosen from the toolbar.
      await page.keyboard.press('Enter');
      await page.keyboard.insertText('## Wat levert het op');
      await page.keyboard.press('Enter');
      await page.keyboard.insertText('Een plan dat je team elke week gebruikt.');
      await page.keyboard.press('Enter');
      await page.keyboard.insertText('Hoe je begint');
      await page.getByRole('button', { name: 'Koppen' }).click();
      await page.getByText('Kop 2', { exact: true }).click();
      // Without its text the picture is not saved, and the screen says what to fill in.
      await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
      await page.getByText('Opslaan in de bestanden van de site', { exact: true }).click();
      await page.getByText(/^Niet opgeslagen\. Bij de afbeelding hoort een tekst/).waitFor();
      expect(
        await stat(path.join(contentDir, 'articles/een-groeiplan-dat-je-team-gebruikt.md')).catch(() => null),
      ).toBe(null);
      await (await control('Alt-tekst (wat staat erop)')).fill('Een team bespreekt een groeiplan aan een lange tafel.');
      await (
        await control('Alt-tekst (wat staat erop)', { scope: english })
      ).fill('A team discussing a growth plan at a long table.');
      await page.screenshot({ path: path.join(screenshots, 'admin-new-article-1280.png') });
      const file = path.join(contentDir, 'articles/een-groeiplan-dat-je-team-gebruikt.md');
      // A reload counts from its request: the screen's own load takes a while.
      let reloads = 0;
      const reloaded = (request: Request) => void (request.isNavigationRequest() && reloads++);
      page.on('request', reloaded);
      // A witness: the overview of articles, open beside the screen, shows the new article, so the
      // dev server tells it to reload in the same breath as it would tell the screen.
      const overview = await page.context().newPage();
      await overview.goto(`${server.url}/artikelen`);
      const overviewReloaded = overview.waitForEvent('load', { timeout: 30_000 });
      await publish(file);
      await waitForFile(file);
      // The dev server takes the new article in without reloading the screen, which would throw
      // away whatever the editor is writing.
      await server.settled();
      await overviewReloaded;
      await overview.close();
      // A round trip to the screen: a reload it had been told of would have begun by now.
      await page.evaluate(() => document.readyState);
      page.off('request', reloaded);
      expect(reloads).toBe(0);
      // The entry, opened again, links to its page in the dev server (Decap looks for the link
      // when an entry opens, and a new entry's first save does not open it again). The file is
      // written before the save ends: the screen moves from the new entry to the saved one once
      // it has, and a reload before that would open a new entry again.
      await page.waitForURL((url) =>
        url.hash.endsWith('/collections/articles/entries/een-groeiplan-dat-je-team-gebruikt'),
      );
      await page.reload();
      expect(await page.getByRole('link', { name: 'Bekijk de pagina' }).getAttribute('href')).toBe(
        `${server.url}/artikelen/een-groeiplan-dat-je-team-gebruikt`,
      );
      const text = await readFile(file, 'utf8');
      const { entry, problems } = parseEntry(file, 'articles/een-groeiplan-dat-je-team-gebruikt.md', text);
      expect(problems).toEqual([]);
      const data = articleSchema.parse(entry!.data);
      expect(data).toMatchObject({
        title: 'Een groeiplan dat je team gebruikt',
        readTime: 1,
        category: 'strategie-groei',
        popular: false,
        related: links.map(([title, url, description]) => ({ title, url, description })),
      });
      expect(data.date).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(data).toMatchObject({
        image: expect.stringMatching(/^groeiplan-team\.\w+$/),
        alt: 'Een team bespreekt een groeiplan aan een lange tafel.',
      });
      await stat(path.join(contentDir, 'images', data.image!));
      // Both headings are markdown headings, never escaped text.
      expect(entry!.body?.trim()).toBe(
        [...paragraphs, '## Wat levert het op', 'Een plan dat je team elke week gebruikt.', '## Hoe je begint'].join(
          '\n\n',
        ),
      );
      // Fields in the order of the schema, as npm run new writes them.
      expect(Object.keys(parse(text.split('---\n')[1]!))).toEqual(
        Object.keys(articleSchema.shape).filter((k) => k in data && k !== 'seoTitle' && k !== 'dateModified'),
      );

      // The build's own checks pass: the dev server, which keeps the site as it was while the
      // content has a problem, shows the new page, built as the build makes it.
      await server.settled();
      const response = await fetch(`${server.url}/artikelen/een-groeiplan-dat-je-team-gebruikt`);
      expect(response.status).toBe(200);
      const built = await response.text();
      expect(built).toMatch(/<h2[^>]*>Wat levert het op<\/h2>/);
      expect(built).toMatch(/<h2[^>]*>Hoe je begint<\/h2>/);
      // The photo, made into AVIF and WebP, with its text.
      expect(built).toMatch(/<source[^>]+type="image\/avif"/);
      expect(built).toMatch(/<source[^>]+type="image\/webp"/);
      expect(built).toContain('alt="Een team bespreekt een groeiplan aan een lange tafel."');
      expect(violations).toEqual([]);
    },
  );

  it(
    'opens a service unchanged, and changes its FAQ answer in one line of its file',
    { timeout: 240_000 },
    async () => {
      const file = path.join(contentDir, 'services/werkpaard.nl.md');
      const before = await readFile(file, 'utf8');
      const since = (await stat(file)).mtimeMs;
      await open('/collections/services/entries/werkpaard');
      const faqs = await control('Veelgestelde vragen');
      await faqs.waitFor();
      // Opening it changes nothing: once its related services show by name, it is still saved.
      await page.getByText('De KuhR', { exact: true }).first().waitFor();
      expect(await page.getByText(/^Niet opgeslagen$/i).count()).toBe(0);
      await page
        .getByText(/^Opgeslagen$/i)
        .first()
        .waitFor();
      await page.screenshot({ path: path.join(screenshots, 'admin-service-1280.png') });
      // Open the list, then its third question.
      const question = faqs.getByText('Hoeveel dagen werken jullie mee, en wat kost dat?');
      if (!(await question.isVisible())) await faqs.getByText(/^\d+ veelgestelde vragen$/i).click();
      const answer = await control('Antwoord', { scope: faqs, n: 2 });
      if (!(await answer.isVisible()))
        await question.locator('xpath=ancestor::div[.//button][1]').locator('button').first().click();
      const text =
        'Meestal één dag per week of een paar dagen per maand. Je krijgt vooraf een voorstel met ' +
        'een vaste prijs, exclusief btw.';
      await answer.fill(text);
      await publish(file, since);
      await waitForFile(file, since);
      const after = await readFile(file, 'utf8');
      const a = before.split('\n');
      const b = after.split('\n');
      expect(b).toHaveLength(a.length);
      const changed = a.map((line, i) => [line, b[i]]).filter(([x, y]) => x !== y);
      expect(changed).toEqual([
        [expect.stringContaining('answer: "Dat hangt af van de klus'), `    answer: "${text}"`],
      ]);
      // The dev server shows the new answer on the service's page once it has seen the file change.
      const shown = 'Je krijgt vooraf een voorstel met een vaste prijs, exclusief btw.';
      let html = '';
      for (let i = 0; i < 100 && !html.includes(shown); i++) {
        await server.settled();
        html = await (await fetch(`${server.url}/services/werkpaard`)).text();
        if (!html.includes(shown)) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(html).toContain(shown);
      // The English twin is untouched.
      expect(await readFile(path.join(contentDir, 'services/werkpaard.en.md'), 'utf8')).toBe(
        await readFile('content/services/werkpaard.en.md', 'utf8'),
      );
    },
  );

  describe('the preview', () => {
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
        await (
          await control('Titel', { scope: await control('Engels') })
        ).fill('How to choose AI tools your team will use');
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

    it('says what it took out of a drawing uploaded with a script', { timeout: 120_000 }, async () => {
      await open('/collections/articles/entries/kotters-8-stappen-in-praktijk-bij-scale-ups');
      await preview().locator('h1').waitFor({ timeout: 60_000 });
      const drawing = path.join(dir, 'schets-met-script.svg');
      await writeFile(
        drawing,
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>document.title="x"</script>' +
          '<rect width="400" height="300" fill="#2f6f5e" onclick="alert(1)"/></svg>',
      );
      await page.getByRole('button', { name: 'Kies een andere afbeelding' }).click();
      await page.locator('input[type="file"]').setInputFiles(drawing);
      await page.getByText('schets-met-script.svg').waitFor();
      await page.getByRole('button', { name: 'Gebruik selectie' }).click();
      const file = path.join(contentDir, 'articles/kotters-8-stappen-in-praktijk-bij-scale-ups.md');
      await publish(file, (await stat(file)).mtimeMs);
      const notice = page.getByRole('status').filter({ hasText: 'schets-met-script.svg is schoongemaakt' });
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/script/);
      expect(await isOnTop(notice)).toBe(true);
      await page.screenshot({ path: path.join(screenshots, 'admin-cleaned-upload-1280.png') });
      const saved = await readFile(path.join(contentDir, 'images/schets-met-script.svg'), 'utf8');
      expect(saved).not.toMatch(/script|onclick/);
      await notice.getByRole('button', { name: 'Sluiten' }).click();
      expect(errors).toEqual([]);
    });

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
        .locator('.page-hero .button', { hasText: /kennismaking/ })
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
        const tags = await control(/^Onderwerpen$/);
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
        const first = await control(/^Verwante links/);
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

  // Last: a save the build would refuse is refused before anything is written.
  it(
    'refuses a save the build would refuse, before writing, with every problem in Dutch by its label',
    { timeout: 240_000 },
    async () => {
      await open('/collections/services/entries/werkpaard');
      const seo = await control('Zoekmachines');
      const title = await control('Titel', { scope: seo });
      const file = path.join(contentDir, 'services/werkpaard.nl.md');
      const before = await readFile(file, 'utf8');
      // Long enough for the form, too short for search results: copy checks of the build.
      await title.fill('Werkpaard');
      await (await control('Beschrijving', { scope: seo })).fill('Meebouwen voor de lange termijn.');
      await page.getByRole('button', { name: 'Opslaan', exact: true }).click({ timeout: 30_000 });
      await page.getByText('Opslaan in de bestanden van de site', { exact: true }).click({ timeout: 10_000 });
      const list = page.locator('#save-problems');
      await list.waitFor({ timeout: 30_000 });
      const text = await list.innerText();
      expect(text).toContain('Niet opgeslagen: 2 problemen in wat je opslaat');
      await page
        .getByText(/^Niet opgeslagen\. 2 problemen in wat je opslaat/)
        .first()
        .waitFor();
      expect(text).toContain(
        'Zoekmachines → Titel: maakt de titel in zoekresultaten 25 tekens lang; ' +
          'zonder " | Paardensprong" mag hij 14 tot 44 tekens zijn',
      );
      expect(text).toContain('Zoekmachines → Beschrijving: is 32 tekens; maak er 150 tot 160 van');
      // Beside each field too, and nothing written.
      expect(await page.locator('[data-save-problem]').allInnerTexts()).toEqual([
        'maakt de titel in zoekresultaten 25 tekens lang; zonder " | Paardensprong" mag hij 14 tot 44 tekens zijn',
        'is 32 tekens; maak er 150 tot 160 van',
      ]);
      expect(await readFile(file, 'utf8')).toBe(before);
      // The list never covers the save button.
      expect(await isOnTop(page.getByRole('button', { name: 'Opslaan', exact: true }))).toBe(true);
      await page.screenshot({ path: path.join(screenshots, 'admin-problem-1280.png') });
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
