import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSiteInto, type BuildResult } from '../../build/pipeline.ts';
import { BuildCache } from '../../build/incremental/build-cache.ts';
import { writeSmallSite } from '../support/small-site.ts';
import { createElement } from 'react';
import { addRoutes } from '../../kinds/kind-routes.ts';
import { ArticlePage } from '../../kinds/article/ArticlePage.tsx';
import { differences, edit } from '../support/site-files.ts';

const run = promisify(execFile);

describe('the build cache', () => {
  let dir: string;
  let content: string;
  let slugs: string[];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'build-cache-'));
    content = path.join(dir, 'content');
    slugs = await writeSmallSite(content, 12);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // A small copy of the real site: the cache's paths are the same for a few pages as for thousands,
  // which `npm run bench:build` measures.
  const cached = (): Promise<BuildResult> =>
    buildSiteInto(path.join(dir, 'cached'), { contentDir: content, cacheDir: path.join(dir, 'cache') });
  const uncached = (): Promise<BuildResult> => buildSiteInto(path.join(dir, 'uncached'), { contentDir: content });

  it('writes byte for byte what an uncached build writes: from a cold cache, a warm one, after changes', async () => {
    const cold = await cached();
    expect(cold.checked).toBeGreaterThan(80);
    expect(cold.rendered).toBe(cold.routes);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);

    // Nothing changed: nothing is checked or rendered again.
    const warm = await cached();
    expect(warm.checked).toBe(0);
    expect(warm.rendered).toBe(0);
    expect(warm.way).toBe('articles');
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);

    // One article's body: its two pages render again, nothing else (the lists show its front matter).
    const article = path.join(content, 'articles', `${slugs[0]}.md`);
    await edit(article, (text) => text.replace(/\n\n(?=[A-Z])/, '\n\nEen nieuwe eerste zin. '));
    const body = await cached();
    expect(body.checked).toBe(1);
    expect(body.rendered).toBe(2);
    expect(body.way).toBe('articles');
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
    expect(await readFile(path.join(dir, 'cached', `artikelen/${slugs[0]}.html`), 'utf8')).toContain(
      'Een nieuwe eerste zin.',
    );

    // The title of the second newest article (the newest is marked popular, and the footer of
    // every page names it): no menu and no share card names the newest articles, so the site is
    // not planned, and only the pages that show the article render again.
    const newest = path.join(content, 'articles', 'ai-tools-voor-het-mkb.md');
    await edit(newest, (text) => text.replace(/^title: AI-tools kiezen/m, 'title: Software kiezen'));
    const title = await cached();
    expect(title.way).toBe('articles');
    expect(title.rendered).toBeLessThan(title.routes / 10);
    const pages = (await readdir(path.join(dir, 'cached'), { recursive: true }))
      .map(String)
      .filter((f) => f.endsWith('.html'));
    const showing = (await Promise.all(pages.map((f) => readFile(path.join(dir, 'cached', f), 'utf8')))).filter(
      (html) => html.includes('Software kiezen en invoeren'),
    ).length;
    expect(showing).toBeGreaterThan(2);
    expect(title.rendered).toBeGreaterThanOrEqual(showing);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);

    // A new article is a new address: the sitemap, kept while no address changed, is made again.
    // No page but its own and the lists that show it (and the lists after them) renders again:
    // the menus on every page name the article categories, not the newest articles.
    await copyFile(article, path.join(content, 'articles', 'een-nieuw-artikel.md'));
    const added = await cached();
    expect(added.rendered).toBeLessThan(added.routes / 5);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
    expect(await readFile(path.join(dir, 'cached', 'sitemap.xml'), 'utf8')).toContain('/artikelen/een-nieuw-artikel<');
  }, 240_000);

  it('renders every page again when site.yaml changes', async () => {
    await cached();
    await edit(path.join(content, 'site.yaml'), (text) =>
      text.replace(/^phoneDisplay: .*$/m, 'phoneDisplay: 030 765 43 21'),
    );
    const changed = await cached();
    expect(changed.rendered).toBe(changed.routes);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
    expect(await readFile(path.join(dir, 'cached', 'index.html'), 'utf8')).toContain('030 765 43 21');
  }, 240_000);

  it('renders the pages that show a picture again when its file changes, as an uncached build does', async () => {
    await cached();
    const page = path.join(dir, 'cached', 'artikelen/kotters-8-stappen-in-praktijk-bij-scale-ups.html');
    const before = await readFile(page, 'utf8');
    // The same name, other pixels: only the picture's bytes say that the page changed.
    await edit(path.join(content, 'images/kotter.svg'), (svg) =>
      svg.replace('</svg>', '<rect x="0" y="0" width="40" height="40" fill="#123456"/></svg>'),
    );
    const changed = await cached();
    expect(changed.rendered).toBeGreaterThanOrEqual(2);
    expect(changed.rendered).toBeLessThan(changed.routes);
    expect(await readFile(page, 'utf8')).not.toBe(before);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
  }, 240_000);

  it('reads a content file again once it is written, even with its size and modification time put back', async () => {
    const article = path.join(content, 'articles', `${slugs[1]}.md`);
    // A file changed just before a build reads it is read by the next build anyway (see knownSource):
    // this build reads it as if seconds after it was written.
    const { ctimeMs } = await stat(article);
    vi.useFakeTimers({ toFake: ['Date'], now: Math.max(Date.now(), ctimeMs + 2_500) });
    await cached().finally(() => vi.useRealTimers());
    const before = await stat(article);
    // As a tool that keeps a file's times would: `touch -r` copies them to the nanosecond.
    const times = path.join(dir, 'times');
    await run('touch', ['-r', article, times]);
    await edit(article, (text) => text.replace('Kies daarna', 'Kies eerder'));
    await run('touch', ['-r', times, article]);
    const after = await stat(article);
    expect([after.size, after.mtimeMs, after.ino]).toEqual([before.size, before.mtimeMs, before.ino]);
    const again = await cached();
    expect(again.checked).toBe(1);
    expect(await readFile(path.join(dir, 'cached', `artikelen/${slugs[1]}.html`), 'utf8')).toContain('Kies eerder');
  }, 240_000);

  it('takes over no page that was changed on disk since it was written', async () => {
    await cached();
    const file = path.join(dir, 'cached', 'raspaarden.html');
    await writeFile(file, 'changed by hand');
    const again = await cached();
    expect(again.rendered).toBe(1);
    // Found only once the build began to take the site over: planned after all.
    expect(again.way).toBe('planned');
    expect(await readFile(file, 'utf8')).toContain('<!doctype html>');
  }, 240_000);

  // What an editor does most: rewrite a paragraph. Only the article's own pages and the feeds can
  // change, so the build makes those and keeps the rest (see quick-rebuild.ts).
  it('makes only the pages of articles whose body alone changed, and the feeds, as a full build would', async () => {
    await cached();
    const [first, second] = [slugs[2]!, slugs[3]!];
    for (const slug of [first, second])
      await edit(path.join(content, 'articles', `${slug}.md`), (text) =>
        text.replace(/\n\n(?=[A-Z])/, `\n\nDeze alinea is herschreven voor ${slug}. `),
      );
    const bodies = await cached();
    expect([bodies.way, bodies.checked, bodies.rendered]).toEqual(['articles', 2, 4]);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
    for (const page of [`artikelen/${first}.html`, `en/artikelen/${second}.html`])
      expect(await readFile(path.join(dir, 'cached', page), 'utf8')).toContain('Deze alinea is herschreven');
    // The Dutch feed carries the newest articles whole.
    expect(await readFile(path.join(dir, 'cached', 'feed.xml'), 'utf8')).toContain(`herschreven voor ${first}`);

    // A build that plans the site after one that did not takes over what that one made. Another
    // category moves the article to other lists.
    await edit(path.join(content, 'articles', `${first}.md`), (text) =>
      text.replace(/^category: .*$/m, (line) =>
        line.endsWith('strategie-groei') ? 'category: leiderschap-teams' : 'category: strategie-groei',
      ),
    );
    const planned = await cached();
    expect(planned.way).toBe('planned');
    expect(planned.rendered).toBeLessThan(planned.routes / 2);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
  }, 240_000);

  // The next most common edit: a title, a description, tags. An article that stays in its lists,
  // at its place in them, changes its own pages, the list pages that show it and the feeds.
  it('makes only the pages that show an article whose front matter changed in place, as a full build', async () => {
    await cached();
    const fileOf = (slug: string) => path.join(content, 'articles', `${slug}.md`);
    const retitle = (slug: string) =>
      edit(fileOf(slug), (text) => text.replace(/^title: Notitie (\d+)/m, 'title: Herziene notitie $1'));
    const htmlFiles = async () =>
      (await readdir(path.join(dir, 'cached'), { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
    const showing = async (text: string) => {
      const found: string[] = [];
      for (const file of await htmlFiles())
        if ((await readFile(path.join(dir, 'cached', file), 'utf8')).includes(text)) found.push(file);
      return found;
    };
    const [first, second] = [slugs[7]!, slugs[8]!];
    const numberOf = (slug: string) => slug.split('-')[1]!;

    await retitle(first);
    const title = await cached();
    expect([title.way, title.checked]).toEqual(['articles', 1]);
    // Its two pages, and in each language the page of the overview and of its category that list it.
    expect(title.rendered).toBe(6);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
    const firstShownOn = await showing(`Herziene notitie ${numberOf(first)}`);
    expect(firstShownOn).toContain(`artikelen/${first}.html`);
    expect(firstShownOn.filter((f) => /^artikelen(\.html|\/pagina\/|\/categorie\/)/.test(f)).length).toBeGreaterThan(0);

    // The next such build starts from the record of this one: a list that shows both articles
    // shows both new titles.
    await retitle(second);
    const again = await cached();
    expect([again.way, again.checked]).toEqual(['articles', 1]);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
    const both = (await showing(`Herziene notitie ${numberOf(second)}`)).filter((f) => firstShownOn.includes(f));
    expect(both.filter((f) => !f.includes(first) && !f.includes(second)).length).toBeGreaterThan(0);

    // An article with a picture keeps it, and the texts of its share images follow its own.
    const pictured = path.join(content, 'articles', 'business-case-schrijven-voor-investeerders.md');
    await edit(pictured, (text) => text.replace(/^alt: "?(.*?)"?$/m, 'alt: "Een nieuwe tekst bij de tekening: $1"'));
    const alt = await cached();
    expect([alt.way, alt.checked]).toEqual(['articles', 1]);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
    expect(
      await readFile(path.join(dir, 'cached', 'artikelen/business-case-schrijven-voor-investeerders.html'), 'utf8'),
    ).toMatch(/<meta property="og:image:alt" content="Een nieuwe tekst bij de tekening/);
    // And keep doing so when the next build makes its pages again.
    await edit(pictured, (text) => text.replace(/\n\n(?=[A-Z])/, '\n\nEen nieuwe eerste zin. '));
    expect((await cached()).way).toBe('articles');
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);

    // Marked popular, an article is in the footer of every page: the site is planned.
    await edit(fileOf(slugs[9]!), (text) => text.replace(/^popular: false$/m, 'popular: true'));
    const popular = await cached();
    // The file checked once, by the quick rebuild that gave way, is counted as checked.
    expect([popular.way, popular.checked]).toEqual(['planned', 1]);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
    expect(await readFile(path.join(dir, 'cached', 'en/services.html'), 'utf8')).toContain(`/artikelen/${slugs[9]}"`);

    // An older date moves it to another place in the lists: the site is planned.
    await edit(fileOf(slugs[10]!), (text) => text.replace(/^date: (\d{4})/m, (_, year) => `date: ${Number(year) - 3}`));
    const older = await cached();
    expect(older.way).toBe('planned');
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);

    // A problem that only the checks of the articles together find is reported as by any build.
    const article = fileOf(slugs[11]!);
    const original = await readFile(article, 'utf8');
    await edit(article, (text) => text.replace(/^ {2}type: strategy-session$/m, '  type: service-link'));
    const error = await cached().catch((e: Error) => e);
    await writeFile(article, original);
    expect(String(error)).toMatch(
      new RegExp(`articles/${slugs[11]}\\.md:\\d+: cta\\.href: "/#contact" is not a service page`),
    );
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
  }, 240_000);

  it('makes a body again that the record of the last build does not have, as after a build cut short', async () => {
    await cached();
    const outputs = path.join(dir, 'cache', 'outputs');
    const records = (await readdir(outputs)).filter((name) => name.endsWith('.last.bin'));
    const saved = await Promise.all(records.map((name) => readFile(path.join(outputs, name))));
    await edit(path.join(content, 'articles', `${slugs[5]}.md`), (text) =>
      text.replace(/\n\n(?=[A-Z])/, '\n\nEen zin die de vorige build niet kende. '),
    );
    await cached();
    // The site and the cache have the new body; the record of what the site was made of not.
    await Promise.all(records.map((name, i) => writeFile(path.join(outputs, name), saved[i]!)));
    const again = await cached();
    expect([again.way, again.checked, again.rendered]).toEqual(['articles', 1, 2]);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
  }, 240_000);

  // An article set back to a text of more than ten minutes ago (an undo, a revert) must build:
  // the check of that text can still be in the file while its HTML has been removed.
  it('checks a file again whose earlier check lost its HTML, as after a revert', async () => {
    await cached();
    const article = path.join(content, 'articles', `${slugs[6]}.md`);
    const original = await readFile(article, 'utf8');
    const rewritten = original.replace(/\n\n(?=[A-Z])/, '\n\nEen versie van een uur geleden. ');
    await writeFile(article, rewritten);
    await cached();
    // That build's HTML pack is as old as a pack the next build may remove.
    const packs = path.join(dir, 'cache', 'html');
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    for (const name of await readdir(packs)) await utimes(path.join(packs, name), longAgo, longAgo);
    await writeFile(article, original.replace(/^title: Notitie/m, 'title: Korte notitie'));
    await cached();
    await writeFile(article, rewritten);
    const reverted = await cached();
    expect(reverted.checked).toBe(1);
    expect(await readFile(path.join(dir, 'cached', `artikelen/${slugs[6]}.html`), 'utf8')).toContain(
      'Een versie van een uur geleden.',
    );
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
  }, 240_000);

  it('plans the site when a page other than its own shows an article whole', async () => {
    const featured = slugs[7]!;
    // A page that kinds to come might make: one article whole, on a page of its own.
    const remove = addRoutes('privacy', ({ content: site, lang }) => [
      {
        path: '/uitgelicht',
        lang,
        kind: 'article',
        keywords: [],
        title: 'Uitgelicht',
        element: createElement(ArticlePage, { article: site.articles.find((a) => a.slug === featured)! }),
      },
    ]);
    try {
      // Routes added here are no change of code the cache would see: a folder of their own.
      const out = path.join(dir, 'featured');
      const options = { contentDir: content, cacheDir: path.join(dir, 'cache') };
      await buildSiteInto(out, options);
      await edit(path.join(content, 'articles', `${featured}.md`), (text) =>
        text.replace(/\n\n(?=[A-Z])/, '\n\nUitgelicht en herschreven. '),
      );
      const built = await buildSiteInto(out, options);
      expect(built.way).toBe('planned');
      expect(await readFile(path.join(out, 'uitgelicht.html'), 'utf8')).toContain('Uitgelicht en herschreven.');
      await buildSiteInto(path.join(dir, 'uncached'), { contentDir: content });
      expect(await differences(out, path.join(dir, 'uncached'))).toEqual([]);
    } finally {
      remove();
    }
  }, 240_000);

  it('plans the site when a body links to a new address, and reports a broken link as ever', async () => {
    await cached();
    const article = path.join(content, 'articles', `${slugs[4]}.md`);
    const original = await readFile(article, 'utf8');
    await edit(article, (text) => `${text}\nLees ook [onze diensten](/services).\n`);
    const linked = await cached();
    expect([linked.way, linked.checked]).toEqual(['planned', 1]);
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);

    await edit(article, (text) => `${text}\nEn [dit](/services/bestaat-niet).\n`);
    const error = await cached().catch((e: Error) => e);
    await writeFile(article, original);
    expect(String(error)).toMatch(new RegExp(`articles/${slugs[4]}\\.md:\\d+: \\(body\\): "/services/bestaat-niet"`));
    // The site stays as it was.
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
  }, 240_000);

  it('plans the site for the SEO monitor, and after it', async () => {
    await cached();
    const withMonitor = await buildSiteInto(path.join(dir, 'cached'), {
      contentDir: content,
      cacheDir: path.join(dir, 'cache'),
      seoMonitor: true,
    });
    expect(withMonitor.way).toBe('planned');
    expect((await stat(path.join(dir, 'cached', 'seo-monitor/index.html'))).isFile()).toBe(true);
    // Nothing changed, yet the site the monitor's build wrote is not the plain one: planned again.
    const plain = await cached();
    expect(plain.way).toBe('planned');
    await uncached();
    expect(await differences(path.join(dir, 'cached'), path.join(dir, 'uncached'))).toEqual([]);
  }, 240_000);
});

describe('the checks a build cache keeps', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'cache-checks-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const versions = { checks: 'c', pages: 'p', bundle: 'b' };
  const checkOf = (n: number) => ({ relative: `articles/a-${n}.md`, problems: [] });
  const file = () => path.join(dir, 'cache', 'checks.jsonl');
  /** A build that uses the checks of files `from` to `to`, making those the cache does not hold. */
  const build = async (from: number, to: number) => {
    const cache = await BuildCache.open(path.join(dir, 'cache'), versions);
    let made = 0;
    for (let n = from; n <= to; n++) {
      if (cache.check(`key-${n}`)) continue;
      cache.storeCheck(`key-${n}`, checkOf(n));
      made++;
    }
    await cache.save();
    return made;
  };

  it('are appended to while few are unused, written anew past that, and survive a line cut short', async () => {
    expect(await build(1, 100)).toBe(100);
    // One file changed: its check is added after the others, the one no longer used stays for now.
    expect(await build(2, 101)).toBe(1);
    const appended = (await readFile(file(), 'utf8')).trim().split('\n');
    expect([appended.length, appended[0]!.split('\t')[0], appended.at(-1)!.split('\t')[0]]).toEqual([
      101,
      'key-1',
      'key-101',
    ]);
    expect(await build(2, 101)).toBe(0);
    // Most files changed: the file is written anew with only the checks in use.
    expect(await build(60, 160)).toBe(59);
    const lines = (await readFile(file(), 'utf8')).trim().split('\n');
    expect(lines.map((line) => line.split('\t')[0])).toEqual(Array.from({ length: 101 }, (_, i) => `key-${60 + i}`));

    // A build stopped halfway through a line: only that check is made again.
    await writeFile(file(), (await readFile(file(), 'utf8')).slice(0, -20));
    expect(await build(60, 160)).toBe(1);
    expect(await build(60, 161)).toBe(1);
    expect(await build(60, 161)).toBe(0);
  });
});

describe('the content files a build cache saw', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'cache-sources-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const versions = { checks: 'c', pages: 'p', bundle: 'b' };

  it('are known without reading when untouched since, unless they were changed just before', async () => {
    const file = path.join(dir, 'a.md');
    await writeFile(file, 'een');
    const justWritten = await BuildCache.open(path.join(dir, 'cache'), versions);
    justWritten.noteSource(file, await stat(file), 'hash-een');
    await justWritten.save();
    // Written a moment before it was read: another write in the same moment would look the same.
    expect((await BuildCache.open(path.join(dir, 'cache'), versions)).knownSource(file, await stat(file))).toBe(
      undefined,
    );

    // Read again seconds later.
    vi.useFakeTimers({ toFake: ['Date'], now: (await stat(file)).ctimeMs + 2_100 });
    const later = await BuildCache.open(path.join(dir, 'cache'), versions);
    later.noteSource(file, await stat(file), 'hash-een');
    vi.useRealTimers();
    await later.save();
    const next = await BuildCache.open(path.join(dir, 'cache'), versions);
    expect(next.knownSource(file, await stat(file))).toBe('hash-een');
    await writeFile(file, 'twee');
    expect(next.knownSource(file, await stat(file))).toBe(undefined);
  });
});
