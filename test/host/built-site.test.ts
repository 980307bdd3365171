import { gzipSync } from 'node:zlib';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'parse5';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { en, pageRoutes, redirectTargets } from '../support/spec-routes.ts';
import { asHtml, ui } from '../support/copy.ts';

const run = promisify(execFile);
const siteDir = inject('siteDir');
const read = (file: string) => readFile(path.join(siteDir, file), 'utf8');
const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

// The commonest small words of each language, which the other one does not have.
const small = {
  nl: new Set(
    'de het een en van voor je jouw jij met naar wij onze ons niet ook zijn wordt bij dat maar nog hoe wat'.split(' '),
  ),
  en: new Set('the and for your with to our us not also are be at as that which but how what this you'.split(' ')),
};

/** The language a text reads as by its small words, or `otherwise` when they do not tell. */
function readsAs(text: string, otherwise = 'unclear'): string {
  const words = text.toLowerCase().trim().split(/\s+/);
  const count = (l: 'nl' | 'en') => words.filter((w) => small[l].has(w.replace(/[^a-z]/g, ''))).length;
  const [nl, en] = [count('nl'), count('en')];
  return nl > 2 * en ? 'nl' : en > 2 * nl ? 'en' : otherwise;
}

/** Service names, Dutch on English pages too ("In het zadel", "Klaar voor AI"): names, not passages. */
const serviceNames = async () =>
  Promise.all(
    (await readdir('content/services'))
      .filter((f) => f.endsWith('.nl.md'))
      .map(async (f) => /^title: "?([^"\n]+)"?$/m.exec(await readFile(`content/services/${f}`, 'utf8'))![1]!),
  );

type HtmlNode = {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
};
const skipped = ['script', 'style', 'svg', 'template'];
const attrOf = (node: HtmlNode, name: string) => node.attrs?.find((a) => a.name === name)?.value;
const classesOf = (node: HtmlNode) => (attrOf(node, 'class') ?? '').split(/\s+/);
const langOf = (node: HtmlNode) => attrOf(node, 'lang');
const find = (node: HtmlNode, wanted: (n: HtmlNode) => boolean): HtmlNode | undefined =>
  wanted(node) ? node : node.childNodes?.map((c) => find(c, wanted)).find(Boolean);
const textOf = (node: HtmlNode): string =>
  node.nodeName === '#text'
    ? node.value!
    : skipped.includes(node.nodeName)
      ? ''
      : (node.childNodes ?? []).map(textOf).join(' ');
/** Calls `visit` with each text of `node`, its language and whether it is in an article's body. */
function walkText(
  node: HtmlNode,
  lang: string,
  visit: (text: string, lang: string, inBody: boolean) => void,
  inBody = false,
): void {
  if (skipped.includes(node.nodeName)) return;
  const own = langOf(node) ?? lang;
  const body = inBody || classesOf(node).includes('prose--article');
  if (node.nodeName === '#text' && node.value!.trim()) visit(node.value!, own, body);
  for (const child of node.childNodes ?? []) walkText(child, own, visit, body);
}

describe('the built site', () => {
  it('has every route of the spec in Dutch and in English', async () => {
    for (const route of pageRoutes) {
      const nl = await read(fileOf(route));
      const english = await read(fileOf(en(route)));
      expect(nl, route).toContain('<html lang="nl"');
      expect(english, en(route)).toContain('<html lang="en"');
      expect(nl.match(/<h1[\s>]/g)?.length, `${route} has one h1`).toBe(1);
    }
  });

  it('has a profile page for each of the three expert partners', async () => {
    const profiles = (await readdir(path.join(siteDir, 'raspaarden'))).filter(
      (name) => name.endsWith('.html') && name !== '404.html',
    );
    expect(profiles).toHaveLength(3);
    const overview = await read('raspaarden.html');
    for (const p of profiles) expect(overview).toContain(`href="/raspaarden/${p.replace(/\.html$/, '')}"`);
  });

  it('lists twelve articles on the overview', async () => {
    const overview = await read('artikelen.html');
    expect(overview.match(/class="card card--link article-card"/g)).toHaveLength(12);
  });

  it('writes a redirect stub for every redirect, in both languages, that replaces history', async () => {
    for (const [from, to] of Object.entries(redirectTargets)) {
      for (const [source, target] of [
        [from, to],
        [en(from), en(to)],
      ] as const) {
        const stub = await read(fileOf(source));
        const english = source.startsWith('/en/');
        const other = english ? target.replace(/^\/en/, '') : en(target);
        expect(stub, source).toContain(
          `<html lang="${english ? 'en' : 'nl'}" data-redirect="${target}" data-alternate="${other}">`,
        );
        // It replaces itself (no history entry), with the query and fragment; its language's page or the other one.
        expect(stub).toContain('location.replace(to + location.search + location.hash)');
        expect(stub).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`);
        expect(stub).toContain(`<link rel="canonical" href="https://paardensprong.example${target}">`);
        expect(stub).toContain('<meta name="robots" content="noindex">');
        await expect(read(fileOf(target)), `${source} leads to a page`).resolves.toContain('<h1');
      }
    }
    const redirects = await read('_redirects');
    expect(redirects).toContain(
      '/artikelen/ai-readiness /artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie 301',
    );
    expect(redirects).toContain(
      '/en/artikelen/ai-readiness /en/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie 301',
    );
  });

  it('has not-found pages for the site and for unknown partner profiles, kept out of search', async () => {
    const notFound = await read('404.html');
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(notFound).toContain('href="/"');
    expect(await read('en/404.html')).toContain(asHtml(ui.en.notFound.heading));
    const partner = await read('raspaarden/404.html');
    expect(partner).toContain(asHtml(ui.nl.experts.notFound));
    expect(partner).toContain('href="/raspaarden"');
  });

  it('lists every page of both languages in the sitemap, with alternates, and nothing else', async () => {
    const sitemap = await read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of pageRoutes) {
      expect(locs).toContain(`https://paardensprong.example${route === '/' ? '' : route}`);
      expect(locs).toContain(`https://paardensprong.example${en(route)}`);
    }
    expect(locs.some((l) => l!.includes('404') || l!.includes('ai-readiness-organisatie-klaar"'))).toBe(false);
    expect(locs.filter((l) => Object.keys(redirectTargets).some((r) => l!.endsWith(r)))).toEqual([]);
    expect(sitemap).toContain('hreflang="x-default"');
    expect(await read('robots.txt')).toContain('Sitemap: https://paardensprong.example/sitemap.xml');
  });

  it('gives every page a canonical URL without a trailing slash and both language alternates', async () => {
    const page = await read('en/services/werkpaard.html');
    expect(page).toContain('<link rel="canonical" href="https://paardensprong.example/en/services/werkpaard">');
    expect(page).toContain(
      '<link rel="alternate" hreflang="nl" href="https://paardensprong.example/services/werkpaard">',
    );
    expect(page).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://paardensprong.example/services/werkpaard">',
    );
    expect(page).toMatch(/<title>[^<]+ \| Paardensprong<\/title>/);
  });

  it('shows the facts of the spec on the pages', async () => {
    const text = async (file: string) => (await read(file)).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(await text('services/sprintpartner.html')).toMatch(/15 minuten/);
    expect(await text('services/sprintpartner.html')).toMatch(/24 uur/);
    expect(await text('services/los-gaan.html')).toMatch(/10 uur/);
    expect(await text('services/ikigai-journey.html')).toMatch(/4 uur/);
    expect(await text('services/ikigai-journey.html')).toMatch(/6 deelnemers/);
    expect(await text('services/klaar-voor-ai.html')).toMatch(/30 minuten/);
    expect(await text('services/in-het-zadel.html')).toMatch(/no cure,? no pay/i);
    expect(await text('services/de-grote-parade.html')).toMatch(/100 euro|€ ?100/);
    expect(await text('en/services/spring-dan.html')).toMatch(/24 hours/);
    expect(await read('services/sprintpartner.html')).toContain('href="tel:+31301234567"');
  });

  it('puts a phone link on the Sprintpartner card wherever the card is shown', async () => {
    for (const file of ['index.html', 'services.html', 'strategie-advies.html', 'en.html', 'en/services.html']) {
      const html = await read(file);
      const card = new RegExp(
        String.raw`<article class="card card--link">(?:(?!</article>).)*` +
          String.raw`href="/(?:en/)?services/sprintpartner"(?:(?!</article>).)*</article>`,
        's',
      ).exec(html)?.[0];
      expect(card, file).toContain('href="tel:+31301234567"');
      expect(card, file).toMatch(/(Bel|Call) 030 123 45 67/);
    }
  });

  it('writes everything around the Dutch body of an English article page in English', async () => {
    // The language of each block of an English article page (DESIGN.md decision 3): the body
    // alone is Dutch, marked so; its note, the call to action and the five links are English.
    const blocks = {
      'page-hero': 'en',
      note: 'en',
      'prose--article': 'nl',
      cta: 'en',
      'related-list': 'en',
    } as const;
    const slugs = (await readdir('content/articles')).map((f) => f.replace(/\.md$/, ''));
    const names = await serviceNames();
    const withoutNames = (text: string) => names.reduce((t, name) => t.replaceAll(name, ''), text);
    expect(slugs).toHaveLength(12);
    const wrong: string[] = [];
    for (const slug of slugs) {
      const file = `en/artikelen/${slug}.html`;
      const main = find(parse(await read(file)) as unknown as HtmlNode, (n) => n.nodeName === 'main')!;
      for (const [name, lang] of Object.entries(blocks)) {
        const block = find(main, (n) => classesOf(n).includes(name));
        if (!block) {
          wrong.push(`${file}: no .${name}`);
          continue;
        }
        const marked = langOf(block) ?? 'en';
        const reads = readsAs(withoutNames(textOf(block)));
        if (marked !== lang || reads !== lang) wrong.push(`${file}: .${name} is marked ${marked}, reads ${reads}`);
      }
      // Nothing else on the page is Dutch: no other passage marked so, and none that reads so.
      walkText(main, 'en', (text, lang, inBody) => {
        if (inBody) return;
        const reads = readsAs(withoutNames(text), lang);
        if (lang !== 'en' || reads === 'nl')
          wrong.push(`${file}: "${text.trim().slice(0, 60)}" outside the body is marked ${lang}, reads ${reads}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('names a linked article on an English article page by its English title', async () => {
    const wrong: string[] = [];
    const articles = (await readdir('content/articles')).map((f) => `/artikelen/${f.replace(/\.md$/, '')}`);
    // Without the soft hyphens of headings, which no visitor sees unless a word breaks there.
    const h1Of = (html: HtmlNode) =>
      textOf(find(html, (n) => n.nodeName === 'h1')!)
        .replace(/\u00ad/g, '')
        .trim();
    for (const article of articles) {
      const file = `${en(article).slice(1)}.html`;
      const list = find(parse(await read(file)) as unknown as HtmlNode, (n) => classesOf(n).includes('related-list'))!;
      for (const item of list.childNodes!.filter((n) => n.nodeName === 'li')) {
        const link = find(item, (n) => n.nodeName === 'a')!;
        const path = attrOf(link, 'href')!.replace(/^\/en/, '');
        const target = redirectTargets[path] ?? path;
        if (!articles.includes(target)) continue;
        const title = textOf(find(link, (n) => classesOf(n).includes('related-list__title'))!).trim();
        const named = h1Of(parse(await read(`${en(target).slice(1)}.html`)) as unknown as HtmlNode);
        if (title !== named) wrong.push(`${file}: "${title}" links to "${named}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('marks every passage in the other language with its lang, on every page of both languages', async () => {
    const names = await serviceNames();
    const wrong: string[] = [];
    const files = (await readdir(siteDir, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const walk = (node: HtmlNode, lang: string) => {
        if (['script', 'style', 'svg'].includes(node.nodeName)) return;
        const own = langOf(node) ?? lang;
        if (node.nodeName === '#text') {
          const text = names.reduce((t, name) => t.replaceAll(name, ''), node.value!);
          const words = text.toLowerCase().trim().split(/\s+/);
          if (words.length < 4) return;
          const reads = readsAs(text, own);
          if (reads !== own)
            wrong.push(`${file}: "${node.value!.trim().slice(0, 60)}" reads as ${reads}, marked ${own}`);
        }
        for (const child of node.childNodes ?? []) walk(child, own);
      };
      walk(parse(await read(file)) as unknown as HtmlNode, '');
    }
    expect(wrong).toEqual([]);
  });

  it('tells screen readers that a link opens a new tab in one pair of brackets', async () => {
    for (const file of [
      'index.html',
      'en.html',
      'raspaarden.html',
      'raspaarden/mila-hoffmann.html',
      'services/playbook.html',
    ]) {
      const text = (await read(file)).replace(/<script[^>]*>.*?<\/script>/gs, '').replace(/<!-- -->/g, '');
      expect(text, file).toMatch(/\((opent in een nieuw tabblad|opens in a new tab)\)/);
      expect(text, file).not.toMatch(/\(\(|\)\)/);
    }
  });

  it('links English pages to English pages, in the copy as in the menus', async () => {
    const wrong: string[] = [];
    for (const route of pageRoutes) {
      const html = await read(fileOf(en(route)));
      const main = html.slice(html.indexOf('<main'), html.indexOf('</footer>'));
      for (const [, href] of main.matchAll(/href="(\/[^"]*)"/g)) {
        if (!href!.startsWith('/en') && !href!.startsWith('/assets/') && !href!.startsWith('/images/'))
          wrong.push(`${en(route)}: ${href}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('marks islands with escaped props and ships a small script', async () => {
    const home = await read('services/werkpaard.html');
    expect(home).toMatch(/<div data-island="ContactDialog" data-hydrate="interaction" data-island-id="0"/);
    const props = /<script type="application\/json" data-island-props="">([^<]*)<\/script>/.exec(home)?.[1];
    // The label of the service's call to action, as content/services/werkpaard.nl.md has it.
    const service = await readFile('content/services/werkpaard.nl.md', 'utf8');
    const { cta } = parseYaml(service.split(/^---$/m)[1]!) as { cta: { text: string } };
    expect(JSON.parse(props!).label).toBe(cta.text);
    const script = /<script type="module" src="([^"]+)"/.exec(home)?.[1];
    // The one script every page loads up front stays a small part of the 10 KB budget.
    const size = gzipSync(await readFile(path.join(siteDir, script!))).length;
    expect(size).toBeLessThan(2500);
  });
});

describe('a build with broken content', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'site-out-'));
    await writeFile(path.join(outDir, 'marker.txt'), 'the previous build');
    return () => rm(outDir, { recursive: true, force: true });
  });

  const build = (content: string) =>
    run(process.execPath, ['build/launch/cli.mjs', '--content', content, '--out', outDir]).then(
      (r) => ({ code: 0, output: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, output: e.stdout + e.stderr }),
    );

  it('lists every problem with file, line and field, exits with 1 and leaves the output as it was', async () => {
    const { code, output } = await build('test/fixtures/invalid/content');
    expect(code).toBe(1);
    expect(output).toContain(
      'test/fixtures/invalid/content/services/werkpaard.nl.md:5: icon: "Hamer" is not allowed (did you mean "Hammer"?)',
    );
    expect(output).toContain('test/fixtures/invalid/content/services/werkpaard.nl.md:7: features: Too small');
    expect(output).toContain('werkpaard.nl.md:10: faqs[0].answer: is required (expected string)');
    expect(output).toContain('werkpaard.nl.md:19: unknown field "colour"');
    expect(output).toContain(
      'werkpaard.nl.md: has no translation: add test/fixtures/invalid/content/services/werkpaard.en.md',
    );
    expect(output).toContain('test/fixtures/invalid/content/partners/anna.yaml:2: email: must be an e-mail address');
    expect(output).toContain('anna.yaml:4: theme: "purple" is not allowed; expected one of terracotta, sage, emerald');
    expect(output).toContain('anna.yaml:1: nl: is required');
    expect(output).toContain('test/fixtures/invalid/content/site.yaml: is missing');
    expect(output).toContain('test/fixtures/invalid/content/ui/en.yaml: is missing');
    expect(output).toContain('Nothing was written');
    expect(await readdir(outDir)).toEqual(['marker.txt']);
  });

  it('fails when a Dutch page has no English counterpart', async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), 'site-content-'));
    try {
      await cp('content', copy, { recursive: true });
      await rm(path.join(copy, 'landing/begeleiding-groeien-startup.en.md'));
      const { code, output } = await build(copy);
      expect(code).toBe(1);
      expect(output).toMatch(
        new RegExp(
          String.raw`landing/begeleiding-groeien-startup\.nl\.md: has no translation: ` +
            String.raw`add .*landing/begeleiding-groeien-startup\.en\.md`,
        ),
      );
      expect(await readdir(outDir)).toEqual(['marker.txt']);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('fails when two pages would write the same file', async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), 'site-content-'));
    try {
      await cp('content', copy, { recursive: true });
      // A redirect from a path that is already a page.
      const redirects = await readFile(path.join(copy, 'redirects.yaml'), 'utf8');
      await writeFile(path.join(copy, 'redirects.yaml'), `${redirects}\n- from: /services\n  to: /artikelen\n`);
      const { code, output } = await build(copy);
      expect(code).toBe(1);
      // Named by its line in redirects.yaml, before anything is rendered.
      const line = `${redirects}\n- from: /services`.split('\n').length;
      expect(output).toMatch(
        new RegExp(
          `redirects\\.yaml:${line}: \\[\\d+\\]\\.from: "/services" is the address of the ` +
            `services overview, so a redirect from it would hide that page`,
        ),
      );
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});

describe('the build command', () => {
  const command = (...args: string[]) =>
    run(process.execPath, ['build/launch/cli.mjs', ...args]).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('explains its options when asked, and names an option it does not know, building nothing', async () => {
    const help = await command('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run build');
    for (const option of ['--content DIR', '--out DIR', '--cache DIR', '--no-cache', '--admin'])
      expect(help.stdout).toContain(option);

    const wrong = await command('--ouput', 'somewhere');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Unknown option '--ouput'");
    expect(wrong.stderr).toContain('Usage: npm run build');
    expect(wrong.stdout).not.toContain('Built');
  });
});
