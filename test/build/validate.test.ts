import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEntries, parseEntry, type RawEntry } from '../../build/load.ts';
import { EntryCache, validateEntries } from '../../build/validate.ts';
import { formatProblem } from '../../build/problems.ts';
import { pagePaths } from '../../build/references.ts';
import { routesFor } from '../../build/routes.tsx';
import { localePath } from '../../src/lib/paths.ts';
import { slugify } from '../../content-model/slug.ts';

let entries: RawEntry[];
const cache = new EntryCache();
const today = '2025-10-01';

/** The problems of the real content with one file changed (or added), as `file:line: field: message`. */
async function problemsWith(relative: string, change: (text: string) => string, from = relative): Promise<string[]> {
  const source = change(await readFile(`content/${from}`, 'utf8'));
  const { entry, problems } = parseEntry(`content/${relative}`, relative, source);
  const others = entries.filter((e) => e.file !== `content/${relative}`);
  return validateEntries(entry ? [...others, entry] : others, problems, 'content', { cache, today }).problems.map(
    formatProblem,
  );
}

const article = 'articles/ai-tools-voor-het-mkb.md';

describe('friendly validation', () => {
  beforeAll(async () => {
    ({ entries } = await loadEntries('content'));
  });

  it('accepts the real content', () => {
    expect(validateEntries(entries, [], 'content', { cache, today }).problems).toEqual([]);
  });

  it('names an unknown field and the field that was probably meant', async () => {
    expect(await problemsWith(article, (t) => t.replace('readTime:', 'readtime:'))).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:10: unknown field "readtime" (did you mean "readTime"?)',
    );
  });

  it('suggests the icon name and the call-to-action type that were probably meant', async () => {
    expect(
      (await problemsWith('services/werkpaard.nl.md', (t) => t.replace('icon: "Hammer"', 'icon: "Hamer"')))[0],
    ).toMatch(
      /^content\/services\/werkpaard\.nl\.md:5: icon: "Hamer" is not allowed \(did you mean "Hammer"\?\); expected one of /,
    );
    expect((await problemsWith(article, (t) => t.replace('type: service-link', 'type: service-lnk')))[0]).toMatch(
      /:23: cta\.type: "service-lnk" is not allowed \(did you mean "service-link"\?\)/,
    );
  });

  it('rejects dates that do not exist, lie in the future, or come before the article', async () => {
    expect(await problemsWith(article, (t) => t.replace('date: 2025-07-08', 'date: 2025-02-30'))).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:9: date: 2025-02-30 is not a day: February 2025 has 28 days',
    );
    expect(await problemsWith(article, (t) => t.replace('date: 2025-07-08', 'date: 2024-13-01'))).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:9: date: 2024-13-01 has no month 13; months run from 01 to 12',
    );
    expect(await problemsWith(article, (t) => t.replace('date: 2025-07-08', 'date: 8 juli 2025'))).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:9: date: must be a date written as YYYY-MM-DD',
    );
    expect(await problemsWith(article, (t) => t.replace('date: 2025-07-08', 'date: 2025-12-01'))).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:9: date: 2025-12-01 is in the future (today is 2025-10-01); an article carries the date it was published',
    );
    expect(
      await problemsWith(article, (t) => t.replace('date: 2025-07-08', 'date: 2025-07-08\ndateModified: 2025-06-01')),
    ).toContain(
      "content/articles/ai-tools-voor-het-mkb.md:10: dateModified: 2025-06-01 is before the article's date 2025-07-08; an article is modified after it is published",
    );
  });

  it('wants file names that are slugs, and says which', async () => {
    expect(await problemsWith('articles/AI Tools.md', (t) => t, article)).toContain(
      'content/articles/AI Tools.md: the file name "AI Tools" is not a slug: it becomes the page\'s URL, so use lower-case letters, digits and single hyphens; rename it to ai-tools.md',
    );
  });

  it('fails on a related service that does not exist, with the one that was probably meant', async () => {
    const problems = await problemsWith('services/werkpaard.nl.md', (t) =>
      t.replace('related:\n  - "sprintpartner"', 'related:\n  - "sprintpartnr"'),
    );
    expect(problems.find((p) => p.includes('is not a service'))).toMatch(
      /werkpaard\.nl\.md:48: related\[0\]: "sprintpartnr" is not a service \(did you mean "sprintpartner"\?\); known: /,
    );
  });

  it('fails on a link to a page that does not exist, in a field or in the body, with file, line and the page that was probably meant', async () => {
    const problems = await problemsWith(article, (t) =>
      t
        .replace('url: /services/klaar-voor-ai', 'url: /services/klaar-voor-a')
        .replace('href: /services/de-hulpteugels', 'href: /services/de-hulpteugel')
        .replace('[Klaar voor AI](/services/klaar-voor-ai)', '[Klaar voor AI](/service/klaar-voor-ai)'),
    );
    expect(problems).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:33: related[1].url: "/services/klaar-voor-a" is not a page of the site (did you mean "/services/klaar-voor-ai"?); link to a page or to a redirect in redirects.yaml',
    );
    expect(problems).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:27: cta.href: "/services/de-hulpteugel" is not a page of the site (did you mean "/services/de-hulpteugels"?); link to a page or to a redirect in redirects.yaml',
    );
    const source = await readFile(`content/${article}`, 'utf8');
    const line = source.split('\n').findIndex((l) => l.includes('[Klaar voor AI](/services/klaar-voor-ai)')) + 1;
    expect(problems).toContain(
      `content/articles/ai-tools-voor-het-mkb.md:${line}: (body): "/service/klaar-voor-ai" is not a page of the site (did you mean "/services/klaar-voor-ai"?); link to a page or to a redirect in redirects.yaml`,
    );
  });

  it('accepts links to redirects, and explains English paths and unknown sections of the home page', async () => {
    expect(
      await problemsWith(article, (t) => t.replace('url: /services/klaar-voor-ai', 'url: /artikelen/ai-readiness')),
    ).toEqual([]);
    expect(
      await problemsWith(article, (t) => t.replace('url: /services/klaar-voor-ai', 'url: /en/services/klaar-voor-ai')),
    ).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:33: related[1].url: "/en/services/klaar-voor-ai": write site paths the Dutch way ("/services/klaar-voor-ai"); English pages link to the English page themselves',
    );
    expect(
      await problemsWith('articles/product-market-fit-meten.md', (t) =>
        t.replace('href: /#contact', 'href: /#contcat'),
      ),
    ).toContain(
      'content/articles/product-market-fit-meten.md:25: cta.href: "/#contcat": the home page has no section "#contcat" (did you mean "/#contact"?); its sections are #over, #proposities, #contact',
    );
  });

  it('wants a redirect to lead to a page', async () => {
    const problems = await problemsWith('redirects.yaml', (t) =>
      t.replace(
        'to: /artikelen/ogsm-model-als-groeibooster-voor-startups',
        'to: /artikelen/ogsm-model-als-groeibooster',
      ),
    );
    expect(problems).toContain(
      'content/redirects.yaml:6: [1].to: "/artikelen/ogsm-model-als-groeibooster" is not a page of the site (did you mean "/artikelen/ogsm-model-als-groeibooster-voor-startups"?); a redirect must lead to a page',
    );
  });

  it('checks a service-link call to action against the services, and refuses a link on an AI-assessment', async () => {
    expect(
      await problemsWith(article, (t) =>
        t.replace('href: /services/de-hulpteugels', 'href: /artikelen/prototype-in-een-week'),
      ),
    ).toContain(
      'content/articles/ai-tools-voor-het-mkb.md:27: cta.href: "/artikelen/prototype-in-een-week" is not a service page; a cta of type "service-link" leads to one, such as /services/werkpaard',
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
