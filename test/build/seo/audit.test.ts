import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { auditPage, auditSite, pathOfFile, reportLines, thresholds, type HtmlFile } from '../../../build/seo/audit.ts';

const run = promisify(execFile);
const fixtures = 'test/fixtures/seo';
const options = { siteUrl: 'https://www.example.test', languages: ['nl'] };

async function readSite(dir: string): Promise<HtmlFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map(async (e) => {
        const full = path.join(e.parentPath, e.name);
        return { file: path.relative(dir, full).split(path.sep).join('/'), html: await readFile(full, 'utf8') };
      }),
  );
}

const monitor = (...args: string[]) =>
  run('npx', ['tsx', 'scripts/seo-monitor.ts', ...args]).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
  );

describe('the SEO monitor on fixture pages', () => {
  it('fails each page that breaks a threshold or rule on that check alone', async () => {
    const audit = auditSite(await readSite(`${fixtures}/failing`), options);
    const failed = Object.fromEntries(
      audit.pages.map((p) => [p.figures.path, [...new Set(p.failures.map((f) => f.check))]]),
    );
    expect(failed).toEqual({
      '/': [],
      '/titel-te-kort': ['title'],
      '/titel-te-lang': ['title'],
      '/beschrijving-te-kort': ['description'],
      '/beschrijving-te-lang': ['description'],
      '/geen-h1': ['h1'],
      '/twee-h1': ['h1'],
      '/weinig-links': ['internal-links'],
      '/weinig-tekst': ['text-ratio'],
      '/alt-ontbreekt': ['image-alt'],
      '/geen-taal': ['lang'],
      '/geen-canonical': ['canonical'],
      '/relatieve-canonical': ['canonical'],
      '/canonical-elders': ['canonical'],
      '/hreflang-ontbreekt': ['hreflang'],
      '/hreflang-eenzijdig': ['hreflang'],
      '/hreflang-wederzijds': [],
      '/en/partner': [],
      '/json-ld-kapot': ['json-ld'],
      '/json-ld-onvolledig': ['json-ld'],
      '/geen-json-ld': ['json-ld'],
      '/geen-deelkaart': ['share'],
      '/dubbele-titel-a': ['duplicate-title'],
      '/dubbele-titel-b': ['duplicate-title'],
      '/dubbele-beschrijving-a': ['duplicate-description'],
      '/dubbele-beschrijving-b': ['duplicate-description'],
    });
    expect(audit.skipped).toEqual(['/oud-adres']);
  });

  it('measures what the thresholds are about', async () => {
    const pages = new Map(
      auditSite(await readSite(`${fixtures}/failing`), options).pages.map((p) => [p.figures.path, p.figures]),
    );
    // Five distinct pages: links to itself, a fragment, mail, a feed, other sites and a second link
    // to one page do not count.
    expect(pages.get('/weinig-links')!.internalLinks).toBe(5);
    expect(pages.get('/')!.internalLinks).toBe(12);
    // Two images without alt text; the one marked decorative (alt="") is not counted, an svg with
    // role="img" and a label is.
    expect(pages.get('/alt-ontbreekt')).toMatchObject({ images: 5, imagesWithAlt: 3, altRatio: 0.6 });
    expect(pages.get('/weinig-tekst')!.textRatio).toBeLessThan(thresholds.textRatio);
    expect(pages.get('/')!.textRatio).toBeGreaterThan(thresholds.textRatio);
    expect(pages.get('/json-ld-onvolledig')!.jsonLd.errors.join()).toMatch(
      /Article lacks description, author, author\.name, datePublished/,
    );
  });

  it('counts characters as a reader does and text only where a reader sees it', () => {
    const html = (title: string, body: string) =>
      `<!doctype html><html lang="nl"><head><title>${title}</title></head><body>${body}</body></html>`;
    const figures = (h: string) => auditPage({ file: 'x/index.html', html: h }, options)!.figures;
    // An é written as an entity is one character.
    expect(figures(html('Caf&eacute; &amp; co', '')).title).toBe('Café & co');
    const page = figures(
      html(
        't',
        '<p>zichtbaar</p><script>var verborgen = 1</script><style>p{}</style><template><p>inert</p></template>',
      ),
    );
    expect(page.textLength).toBe('zichtbaar'.length);
  });

  it('leaves out pages that ask not to be indexed', () => {
    const stub = '<!doctype html><html><head><meta name="robots" content="noindex, follow"></head><body></body></html>';
    expect(auditPage({ file: 'oud/index.html', html: stub }, options)).toBeUndefined();
  });

  it('names pages by the URL path their file answers', () => {
    expect(pathOfFile('index.html')).toBe('/');
    expect(pathOfFile('en/services/werkpaard/index.html')).toBe('/en/services/werkpaard');
    expect(pathOfFile('en/services/werkpaard.html')).toBe('/en/services/werkpaard');
    expect(pathOfFile('404.html')).toBe('/404.html');
  });

  it('prints one line per failing page and check and a summary, and exits with 1', async () => {
    const { code, out } = await monitor('--dir', `${fixtures}/failing`, '--languages', 'nl');
    expect(code).toBe(1);
    const lines = out.trim().split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(/^FAIL {2}\/titel-te-kort +title: is 16 characters, must be 30-60: "Kort \| Voorbeeld"$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^FAIL {2}\/weinig-tekst +text-ratio: text is 7\.\d% of the HTML/),
    );
    expect(lines.filter((l) => l.startsWith('FAIL'))).toHaveLength(23);
    expect(lines.at(-1)).toBe('SEO monitor: 23 of 26 pages fail (23 failing checks); 1 not indexable, skipped.');
  });

  it('exits with 0 when every page passes, and reads the site address from robots.txt', async () => {
    const { code, out } = await monitor('--dir', `${fixtures}/passing`, '--languages', 'nl');
    expect(out.trim()).toBe('SEO monitor: all 2 pages pass every check; 1 not indexable, skipped.');
    expect(code).toBe(0);
    const report = reportLines(auditSite(await readSite(`${fixtures}/passing`), options));
    expect(report).toEqual(['SEO monitor: all 2 pages pass every check; 1 not indexable, skipped.']);
  });

  it('checks that hreflang alternates exist for every language of the site', async () => {
    const audit = auditSite(await readSite(`${fixtures}/passing`), { ...options, languages: ['nl', 'en'] });
    expect(audit.failures.map((f) => f.message)).toContain('lacks hreflang alternates for en');
  });
});
