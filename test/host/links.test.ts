import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadEntries, parseEntry, type RawEntry } from '../../build/content/load.ts';
import { validateEntries } from '../../build/content/validate.ts';
import { formatProblem } from '../../build/content/problems.ts';
import { renderMarkdown } from '../../shared/markdown.ts';
import { refusedUrlsIn, urlProblem } from '../../shared/safe-url.ts';

let entries: RawEntry[];
const today = '2025-10-01';

/** The problems of the real content with one file changed, as `file:line: field: message`. */
async function problemsWith(relative: string, change: (text: string) => string): Promise<string[]> {
  const source = change(await readFile(`content/${relative}`, 'utf8'));
  const { entry, problems } = parseEntry(`content/${relative}`, relative, source);
  const others = entries.filter((e) => e.file !== `content/${relative}`);
  return validateEntries(entry ? [...others, entry] : others, problems, 'content', { today }).problems.map(
    formatProblem,
  );
}

const article = 'articles/ai-tools-voor-het-mkb.md';
/** The line of the article's first body paragraph, where the tests put their links. */
async function firstBodyLine(relative: string): Promise<{ line: number; text: string }> {
  const lines = (await readFile(`content/${relative}`, 'utf8')).split('\n');
  const close = lines.indexOf('---', 1);
  const index = lines.findIndex((l, i) => i > close && l.trim() !== '');
  return { line: index + 1, text: lines[index]! };
}

describe('the allow-list of URLs', () => {
  it.each([
    'https://example.com/a?b#c',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:anna@example.nl?subject=Hoi',
    'MailTo:anna@example.nl',
    'tel:+31612345678',
    '/services/werkpaard',
    '/',
    '/#contact',
    '#over',
  ])('allows %s', (url) => {
    expect(urlProblem(url)).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)', '"javascript:"'],
    ['JaVaScRiPt:alert(1)', '"javascript:"'],
    ['  javascript:alert(1)', '"javascript:"'],
    ['java\tscript:alert(1)', '"javascript:"'],
    ['java\nscript:alert(1)', '"javascript:"'],
    ['\u0001javascript:alert(1)', '"javascript:"'],
    ['vbscript:msgbox(1)', '"vbscript:"'],
    ['data:text/html,<script>alert(1)</script>', '"data:"'],
    ['file:///etc/passwd', '"file:"'],
    ['//evil.example/', 'another site'],
    ['/\\evil.example', 'another site'],
    ['\\\\evil.example', 'another site'],
    ['evil.example', 'not a full address'],
    ['./relative', 'not a full address'],
    ['', 'empty'],
  ])('refuses %j', (url, reason) => {
    expect(urlProblem(url)).toContain(reason);
  });
});

describe('links and images in markdown', () => {
  beforeAll(async () => {
    ({ entries } = await loadEntries('content'));
  });

  const payloads: [string, string][] = [
    ['an inline link', '[de checklist](javascript:alert(document.domain))'],
    ['a link in mixed case', '[de checklist](JaVaScRiPt:alert(document.domain))'],
    ['an autolink', '<javascript:alert(document.domain)>'],
    ['a link in angle brackets', '[de checklist](<javascript:alert(1)>)'],
    ['an entity-encoded scheme', '[de checklist](&#106;avascript:alert(1))'],
    ['a hex-entity-encoded scheme', '[de checklist](&#x6A;avascript:alert(1))'],
    ['a tab hidden as an entity', '[de checklist](java&#9;script:alert(1))'],
    ['a named-entity colon', '[de checklist](javascript&colon;alert(1))'],
    ['an image', '![logo](javascript:alert(1))'],
    ['a data: image', '![logo](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a protocol-relative link', '[de checklist](//evil.example/checklist)'],
    ['a vbscript: link', '[de checklist](vbscript:msgbox(1))'],
  ];

  it.each(payloads)('refuse %s with file, line and field', async (_, link) => {
    const { line, text } = await firstBodyLine(article);
    const problems = await problemsWith(article, (t) => t.replace(text, `${text} Zie ${link}.`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^content/articles/ai-tools-voor-het-mkb\\.md:${line}: \\(body\\): (link|image) ".*" ` +
          `(uses|leads to another site)`,
      ),
    );
  });

  it('refuse a reference definition, used or not, on its own line', async () => {
    const { text } = await firstBodyLine(article);
    const source = await readFile(`content/${article}`, 'utf8');
    const withDefinitions =
      source.replace(text, `${text} Zie [de checklist][lijst].`) +
      '\n[lijst]: javascript:alert(1)\n[ongebruikt]: JAVASCRIPT:alert(2)\n';
    const lines = withDefinitions.split('\n');
    const problems = await problemsWith(article, () => withDefinitions);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/articles/ai-tools-voor-het-mkb\\.md:${lines.indexOf('[lijst]: javascript:alert(1)') + 1}: ` +
            String.raw`\(body\): link "javascript:alert\(1\)" uses "javascript:"`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `:${lines.indexOf('[ongebruikt]: JAVASCRIPT:alert(2)') + 1}: \\(body\\): link ` +
            `"JAVASCRIPT:alert\\(2\\)" uses "javascript:"`,
        ),
      ),
    ]);
  });

  it("refuse a javascript: link in the home page's about.body, at its line in the file", async () => {
    const source = await readFile('content/home.nl.yaml', 'utf8');
    const lines = source.split('\n');
    const bodyLine = lines.findIndex((l) => l.trim() === 'body: |') + 1;
    const problems = await problemsWith('home.nl.yaml', (t) =>
      t.replace(/( {2}body: \|\n {4}[^\n]*)/, '$1\n    Lees [de checklist](javascript:alert(1)).'),
    );
    expect(problems).toEqual([
      `content/home.nl.yaml:${bodyLine + 2}: about.body: link "javascript:alert(1)" uses ` +
        `"javascript:", which a link or image may not use; allowed are http:, https:, mailto:, ` +
        `tel:, a site path such as /services/werkpaard or a fragment such as #contact`,
    ]);
  });

  it("refuse a javascript: link in a landing page's sections[].body", async () => {
    const landing = 'landing/begeleiding-groeien-startup.nl.md';
    const problems = await problemsWith(landing, (t) =>
      t.replace(/(sections:\n {2}- heading: [^\n]*\n {4}body: \|\n {6}[^\n]*)/, '$1 [Klik](jAvAsCrIpT:alert(1))'),
    );
    // The first line of the first section's body: below `sections:`, its heading and `body: |`.
    const line = (await readFile(`content/${landing}`, 'utf8')).split('\n').indexOf('sections:') + 4;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^content/landing/begeleiding-groeien-startup\\.nl\\.md:${line}: ` +
          'sections\\[0\\]\\.body: link "jAvAsCrIpT:alert\\(1\\)" uses "javascript:"',
      ),
    );
  });

  it('refuse a javascript: link in the privacy policy, which every page carries', async () => {
    const problems = await problemsWith('privacy.nl.md', (t) =>
      t.replace('## Welke gegevens we verwerken', '## Welke gegevens we verwerken\n\nMail [ons](javascript:alert(1)).'),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/privacy\.nl\.md:\d+: \(body\): link "javascript:alert\(1\)"/);
  });

  it('keep links to pages, fragments, mail, phone and other sites', async () => {
    const { text } = await firstBodyLine(article);
    const problems = await problemsWith(article, (t) =>
      t.replace(
        text,
        `${text} [a](/services/werkpaard) [b](/#contact) [c](mailto:hallo@paardensprong.example) ` +
          `[d](tel:+31612345678) [e](https://example.com) <https://example.org> www.example.net`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('drop raw HTML, so no element, handler or script comes from a body', () => {
    const html = renderMarkdown(
      [
        'Tekst <script>alert(1)</script> en <img src=x onerror=alert(2)> en <a href="/x" onclick="alert(3)">x</a>.',
        '',
        '<div onmouseover="alert(4)">blok</div>',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '<!-- <script>alert(5)</script> -->',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<(script|img|div|iframe|a)\b/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).toContain('<p>Tekst');
  });

  it('never render a refused address, whatever calls the renderer', () => {
    for (const [, link] of payloads) {
      const html = renderMarkdown(`Zie ${link}.\n\n[x][r]\n\n[r]: javascript:alert(1)`);
      expect(html).not.toMatch(/(href|src)="[^"]*(javascript|vbscript|data:|evil\.example)/i);
      expect(html).not.toContain('href=""');
    }
  });
});

describe('redirects', () => {
  beforeAll(async () => {
    ({ entries } = await loadEntries('content'));
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example', 'https://evil.example', '/\\evil.example'])(
    'refuse a redirect to %s, at its line',
    async (target) => {
      const source = await readFile('content/redirects.yaml', 'utf8');
      const changed = `${source.trimEnd()}\n- from: /weg\n  to: ${JSON.stringify(target)}\n`;
      const line = changed.trimEnd().split('\n').length;
      const problems = await problemsWith('redirects.yaml', () => changed);
      expect(problems).toEqual([
        expect.stringMatching(new RegExp(`^content/redirects\\.yaml:${line}: \\[\\d+\\]\\.to: `)),
      ]);
    },
  );
});

describe('links that open a new tab', () => {
  /** The `<a>` tags with target="_blank" whose rel lacks noopener. */
  const withoutNoopener = (html: string) =>
    [...html.matchAll(/<a\b[^>]*>/gi)]
      .map((m) => m[0])
      .filter((tag) => /\starget=["']?_blank/i.test(tag) && !/\srel=["'][^"']*\bnoopener\b/i.test(tag));

  it('are found when they lack noopener', () => {
    expect(
      withoutNoopener(
        '<a href="https://a.example" target="_blank">a</a>' +
          '<a target="_blank" rel="noopener" href="/b">b</a>' +
          '<a rel="nofollow" target=_blank href="/c">c</a>',
      ),
    ).toEqual(['<a href="https://a.example" target="_blank">', '<a rel="nofollow" target=_blank href="/c">']);
  });

  it('all carry rel="noopener" on every built page', async () => {
    const siteDir = inject('siteDir');
    const files = (await readdir(siteDir, { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
    let newTab = 0;
    for (const file of files) {
      const html = await readFile(path.join(siteDir, file), 'utf8');
      newTab += (html.match(/\starget="_blank"/g) ?? []).length;
      expect(withoutNoopener(html), file).toEqual([]);
    }
    // The footer's LinkedIn and partner links are on every page.
    expect(newTab).toBeGreaterThan(files.length);
  });
});

describe('the last guard over every built page', () => {
  it('finds refused addresses in any link or source attribute, however they are encoded', () => {
    const html = [
      '<a href="&#106;avascript:alert(1)">a</a>',
      "<img src='data:image/png;base64,AA'>",
      '<a href=javascript:alert(2)>b</a>',
      '<a href="java&Tab;script:alert(3)">c</a>',
      '<form action="//evil.example/post"></form>',
      '<iframe src="&#x6A;avascript:alert(4)"></iframe>',
    ].join('\n');
    expect(refusedUrlsIn(html).map((r) => r.url)).toEqual([
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'javascript:alert(2)',
      'java\tscript:alert(3)',
      '//evil.example/post',
      'javascript:alert(4)',
    ]);
  });

  it('leaves the addresses the site uses and attributes that only look alike', () => {
    const html =
      '<a href="/services">a</a><a href="mailto:a@b.example?subject=Hi%20there&amp;body=x">m</a>' +
      '<use href="#g-x"></use><div data-href="javascript:alert(1)" data-island="X"></div>' +
      '<script type="application/json">{"href":"javascript:x"}</script>' +
      '<meta name="description" content="&lt;img src=x href=javascript:z&gt;"><p>Text about ' +
      '&lt;img src=x onerror=alert(1)&gt; and href=javascript:x</p><script>if (a<b && c) x = "<a ' +
      'href=javascript:y>"</script>';
    expect(refusedUrlsIn(html)).toEqual([]);
  });
});
