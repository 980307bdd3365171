import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEntries, parseEntry, type RawEntry } from '../../build/content/load.ts';
import { EntryCache, validateEntries } from '../../build/content/validate.ts';
import { formatProblem } from '../../build/content/problems.ts';
import { pagePaths } from '../../build/content/references.ts';
import { routesFor } from '../../kinds/routes.tsx';
import { localePath } from '../../shared/paths.ts';
import { slugify } from '../../shared/slug.ts';

let entries: RawEntry[];
const cache = new EntryCache();
const today = '2025-10-01';

/**
 * The problems of the real content with one file changed (or added), as `file:line: field: message`.
 * `from` is the file whose text is changed, `content/<relative>` unless given.
 */
async function problemsWith(
  relative: string,
  change: (text: string) => string,
  from = `content/${relative}`,
): Promise<string[]> {
  const source = change(await readFile(from, 'utf8'));
  const { entry, problems } = parseEntry(`content/${relative}`, relative, source);
  const others = entries.filter((e) => e.file !== `content/${relative}`);
  return validateEntries(entry ? [...others, entry] : others, problems, 'content', { cache, today }).problems.map(
    formatProblem,
  );
}

/**
 * An article of the site as the tests know it, in place of the real one: its fields, links and
 * lines stay as the tests expect them whatever editors do to the real article.
 */
const article = 'articles/ai-tools-voor-het-mkb.md';
const fixtureArticle = `test/fixtures/validation/${article}`;
const articleWith = (change: (text: string) => string) => problemsWith(article, change, fixtureArticle);

/** The line of `file` (under content/) that starts with `start`, counting from 1. */
async function lineOf(file: string, start: string | RegExp): Promise<number> {
  const lines = (await readFile(`content/${file}`, 'utf8')).split('\n');
  const line = lines.findIndex((l) => (typeof start === 'string' ? l.startsWith(start) : start.test(l))) + 1;
  expect(line, `${file} has a line starting with ${start}`).toBeGreaterThan(0);
  return line;
}

describe('friendly validation', () => {
  beforeAll(async () => {
    ({ entries } = await loadEntries('content'));
  });

  it('accepts the real content', () => {
    expect(validateEntries(entries, [], 'content', { cache, today }).problems).toEqual([]);
  });

  it('names an unknown field and the field that was probably meant', async () => {
    expect(await articleWith((t) => t.replace('readTime:', 'readtime:'))).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:10: unknown field "readtime" (did you mean "readTime"?)',
    );
  });

  it('suggests the icon name and the call-to-action type that were probably meant', async () => {
    const service = 'services/werkpaard.nl.md';
    const iconLine = await lineOf(service, 'icon: ');
    expect((await problemsWith(service, (t) => t.replace(/^icon: .*$/m, 'icon: "Hamer"')))[0]).toMatch(
      new RegExp(
        `^content/services/werkpaard\\.nl\\.md:${iconLine}: ` +
          'icon: "Hamer" is not allowed \\(did you mean "Hammer"\\?\\); expected one of ',
      ),
    );
    expect((await articleWith((t) => t.replace('type: service-link', 'type: service-lnk')))[0]).toMatch(
      /:21: cta\.type: "service-lnk" is not allowed \(did you mean "service-link"\?\)/,
    );
  });

  it('rejects dates that do not exist or come before the article', async () => {
    expect(await articleWith((t) => t.replace('date: 2025-07-08', 'date: 2025-02-30'))).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:9: date: 2025-02-30 is not a day: February 2025 has 28 days',
    );
    expect(await articleWith((t) => t.replace('date: 2025-07-08', 'date: 2024-13-01'))).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:9: date: 2024-13-01 has no month 13; months run from 01 to 12',
    );
    expect(await articleWith((t) => t.replace('date: 2025-07-08', 'date: 8 juli 2025'))).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:9: date: must be a date written as YYYY-MM-DD',
    );
    // A later date holds the article back until its day (see publication.test.ts): not a problem of its own.
    expect(
      (await articleWith((t) => t.replace('date: 2025-07-08', 'date: 2025-12-01'))).filter((p) =>
        p.startsWith('content/articles/ai-tools-voor-het-mkb.md'),
      ),
    ).toEqual([]);
    expect(
      await articleWith((t) => t.replace('date: 2025-07-08', 'date: 2025-07-08\ndateModified: 2025-06-01')),
    ).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:10: dateModified: 2025-06-01 is before the ' +
        "article's date 2025-07-08; an article is modified after it is published",
    );
  });

  it('wants file names that are slugs, and says which', async () => {
    expect(await problemsWith('articles/AI Tools.md', (t) => t, fixtureArticle)).toContain(
      'content/articles/AI Tools.md: the file name "AI Tools" is not a slug: it becomes the ' +
        "page's URL, so use lower-case letters, digits and single hyphens; rename it to " +
        'ai-tools.md',
    );
  });

  it('finds clashing addresses, a link to a list gone and a redirect from a page, validating again', async () => {
    // Validated again and again, as the dev server does on each edit: it keeps the addresses of files
    // in the same place.
    const again = new EntryCache();
    const validate = (files: RawEntry[]) =>
      validateEntries(files, [], 'content', { cache: again, today }).problems.map(formatProblem);
    expect(validate(entries)).toEqual([]);
    const landing = entries.find((e) => e.kind === 'landing' && e.lang === 'nl')!;
    const source = await readFile(landing.file, 'utf8');
    const withText = (relative: string, text: string) => parseEntry(`content/${relative}`, relative, text).entry!;
    const edited = withText(landing.file.slice('content/'.length), `${source}\nEen zin meer.\n`);
    expect(validate(entries.map((e) => (e === landing ? edited : e)))).toEqual([]);

    const category = entries.find((e) => e.kind === 'category')!.key;
    const twin = withText(`landing/${category}.nl.md`, source);
    expect(validate(entries.map((e) => (e === landing ? twin : e)))).toContain(
      `content/landing/${category}.nl.md:1: its file name gives the address /${category}, which ` +
        `is the page of content/categories/${category}.nl.md already; rename the file`,
    );
    expect(validate(entries)).toEqual([]);

    // A link to a category's overview, then every article of that category moved to another.
    const linked = withText(
      landing.file.slice('content/'.length),
      `${source}\n[Meer](/artikelen/categorie/innovatie-technologie)\n`,
    );
    const withLink = entries.map((e) => (e === landing ? linked : e));
    expect(validate(withLink)).toEqual([]);
    const moved = await Promise.all(
      withLink.map(async (e) => {
        if (e.kind !== 'article' || (e.data as { category?: string }).category !== 'innovatie-technologie') return e;
        const text = await readFile(e.file, 'utf8');
        return withText(e.file.slice('content/'.length), text.replace(/^category: .*$/m, 'category: strategie-groei'));
      }),
    );
    expect(validate(moved)).toEqual([
      expect.stringContaining('"/artikelen/categorie/innovatie-technologie" is not a page'),
    ]);

    const redirects = entries.find((e) => e.kind === 'redirects')!;
    const redirected = withText(
      'redirects.yaml',
      `${await readFile(redirects.file, 'utf8')}\n- from: /services\n  to: /\n`,
    );
    expect(validate(entries.map((e) => (e === redirects ? redirected : e)))).toEqual([
      expect.stringContaining('"/services" is the address of the services overview'),
    ]);
  });

  it('fails on a related service that does not exist, with the one that was probably meant', async () => {
    const service = 'services/werkpaard.nl.md';
    const firstRelated = (await lineOf(service, 'related:')) + 1;
    const problems = await problemsWith(service, (t) =>
      t.replace(/^related:\n {2}- .*$/m, 'related:\n  - "sprintpartnr"'),
    );
    expect(problems.find((p) => p.includes('is not a service'))).toMatch(
      new RegExp(
        `werkpaard\\.nl\\.md:${firstRelated}: related\\[0\\]: "sprintpartnr" is not a service ` +
          '\\(did you mean "sprintpartner"\\?\\); known: ',
      ),
    );
  });

  it('fails on a link to a missing page, in a field or the body, with file, line and the page meant', async () => {
    const problems = await articleWith((t) =>
      t
        .replace('url: /services/klaar-voor-ai', 'url: /services/klaar-voor-a')
        .replace('href: /services/de-hulpteugels', 'href: /services/de-hulpteugel')
        .replace('[Klaar voor AI](/services/klaar-voor-ai)', '[Klaar voor AI](/service/klaar-voor-ai)'),
    );
    expect(problems).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:31: related[1].url: "/services/klaar-voor-a" is ' +
        'not a page of the site (did you mean "/services/klaar-voor-ai"?); link to a page or to a ' +
        'redirect in redirects.yaml',
    );
    expect(problems).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:25: cta.href: "/services/de-hulpteugel" is not ' +
        'a page of the site (did you mean "/services/de-hulpteugels"?); link to a page or to a ' +
        'redirect in redirects.yaml',
    );
    const source = await readFile(fixtureArticle, 'utf8');
    const line = source.split('\n').findIndex((l) => l.includes('[Klaar voor AI](/services/klaar-voor-ai)')) + 1;
    expect(problems).toContain(
      `content/articles/ai-tools-voor-het-mkb.md:${line}: (body): "/service/klaar-voor-ai" is ` +
        `not a page of the site (did you mean "/services/klaar-voor-ai"?); link to a page or to a ` +
        `redirect in redirects.yaml`,
    );
  });

  it('accepts links to redirects, and explains English paths and unknown sections of the home page', async () => {
    expect(await articleWith((t) => t.replace('url: /services/klaar-voor-ai', 'url: /artikelen/ai-readiness'))).toEqual(
      [],
    );
    expect(
      await articleWith((t) => t.replace('url: /services/klaar-voor-ai', 'url: /en/services/klaar-voor-ai')),
    ).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:31: related[1].url: ' +
        '"/en/services/klaar-voor-ai": write site paths the Dutch way ("/services/klaar-voor-ai"); ' +
        'English pages link to the English page themselves',
    );
    expect(
      await articleWith((t) =>
        t
          .replace('type: service-link', 'type: strategy-session')
          .replace('href: /services/de-hulpteugels', 'href: /#contcat'),
      ),
    ).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:25: cta.href: "/#contcat": the home page has no ' +
        'section "#contcat" (did you mean "/#contact"?); its sections are #over, #proposities, ' +
        '#contact',
    );
  });

  it('wants a redirect to lead to a page', async () => {
    // The redirect to the OGSM article is one of the spec's; where it stands in the file is not.
    const target = 'to: /artikelen/ogsm-model-als-groeibooster-voor-startups';
    const line = await lineOf('redirects.yaml', `  ${target}`);
    const lines = (await readFile('content/redirects.yaml', 'utf8')).split('\n').slice(0, line);
    const index = lines.filter((l) => l.startsWith('- ')).length - 1;
    const problems = await problemsWith('redirects.yaml', (t) =>
      t.replace(
        'to: /artikelen/ogsm-model-als-groeibooster-voor-startups',
        'to: /artikelen/ogsm-model-als-groeibooster',
      ),
    );
    expect(problems).toContain(
      `content/redirects.yaml:${line}: [${index}].to: ` +
        '"/artikelen/ogsm-model-als-groeibooster" is not a page of the site ' +
        '(did you mean "/artikelen/ogsm-model-als-groeibooster-voor-startups"?); a redirect must lead to a page',
    );
  });

  it('checks a service-link call to action against the services, and refuses a link on an AI-assessment', async () => {
    expect(
      await articleWith((t) => t.replace('href: /services/de-hulpteugels', 'href: /artikelen/prototype-in-een-week')),
    ).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:25: cta.href: ' +
        '"/artikelen/prototype-in-een-week" is not a service page; a cta of type "service-link" ' +
        'leads to one, such as /services/werkpaard',
    );
    expect(
      await problemsWith('articles/ai-readiness-organisatie-klaar-voor-ai-revolutie.md', (t) =>
        t.replace('type: ai-assessment', 'type: ai-assessment\n  href: /#contact'),
      ),
    ).toContainEqual(
      expect.stringContaining(
        'cta.href: is not used: a cta of type "ai-assessment" opens the AI assessment dialog; remove href',
      ),
    );
  });

  it('knows the same pages the site renders', async () => {
    const { content } = validateEntries(entries, [], 'content', { cache, today });
    const rendered = new Set(
      routesFor(content!)
        .filter((r) => !r.file && r.lang === 'nl')
        .map((r) => localePath('nl', r.path)),
    );
    expect(pagePaths(entries)).toEqual(rendered);
  });

  it('derive slugs from titles: lower-case, without diacritics, with single hyphens', () => {
    expect(slugify('Wat is een OGSM? Één model, vijf stappen')).toBe('wat-is-een-ogsm-een-model-vijf-stappen');
    expect(slugify('  Café-eigenaren & de crème de la crème ')).toBe('cafe-eigenaren-de-creme-de-la-creme');
    expect(slugify('Straße')).toBe('strasse');
  });
});
