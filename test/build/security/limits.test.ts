import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import MarkdownIt from 'markdown-it';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEntries, parseEntry, type RawEntry } from '../../../build/content/load.ts';
import { validateEntries } from '../../../build/content/validate.ts';
import { formatProblem } from '../../../build/content/problems.ts';
import { limits } from '../../../shared/limits.ts';

const run = promisify(execFile);
let entries: RawEntry[];
const today = '2025-10-01';
const article = 'articles/ai-tools-voor-het-mkb.md';

/** Every text markdown-it parses, so that a test can tell a text refused before parsing. */
const parsedTexts: string[] = [];

/**
 * The problems of the real content with one file changed or added, as `file:line: field: message`,
 * and whether markdown-it parsed its body: a text the limits refuse never reaches the parser,
 * whose slow cases (seconds to minutes on such input) are thus never run.
 */
async function problemsWith(
  relative: string,
  change: (text: string) => string,
  from = relative,
): Promise<{ problems: string[]; parsed: boolean }> {
  const source = change(await readFile(`content/${from}`, 'utf8'));
  parsedTexts.length = 0;
  const { entry, problems } = parseEntry(`content/${relative}`, relative, source);
  const others = entries.filter((e) => e.file !== `content/${relative}`);
  const found = validateEntries(entry ? [...others, entry] : others, problems, 'content', { today }).problems.map(
    formatProblem,
  );
  const body = source
    .slice(source.indexOf('\n---\n', 4) + 5)
    .trim()
    .slice(0, 200);
  return { problems: found, parsed: parsedTexts.some((text) => text.includes(body)) };
}

/** The article with `body` as its body, and the line the body starts on. */
const withBody = (body: string) => (text: string) => text.slice(0, text.indexOf('\n---\n', 4) + 5) + body;
const bodyStart = async () =>
  (await readFile(`content/${article}`, 'utf8'))
    .slice(0, (await readFile(`content/${article}`, 'utf8')).indexOf('\n---\n', 4) + 5)
    .split('\n').length;

/** One line, one reason: never a stack trace. */
const oneLine = (problems: string[]) => problems.every((p) => !p.includes('\n') && !/\bat .*\.(ts|js):\d+/.test(p));

describe('limits on what a content file may hold', () => {
  beforeAll(async () => {
    ({ entries } = await loadEntries('content'));
    const parse = MarkdownIt.prototype.parse;
    vi.spyOn(MarkdownIt.prototype, 'parse').mockImplementation(function (this: typeof MarkdownIt.prototype, text, env) {
      parsedTexts.push(text);
      return parse.call(this, text, env);
    });
  });

  it('refuses a file over 1 MB before parsing it', async () => {
    const { problems, parsed } = await problemsWith(
      article,
      (t) => t + '\n' + 'Een zin die steeds terugkomt. '.repeat(40_000),
    );
    expect(problems).toEqual([
      'content/articles/ai-tools-voor-het-mkb.md:1: is 1.2 MB; a content file may be at most 1 MB',
    ]);
    // Refused before the parser read it, which on 1.2 MB of markdown would take far longer.
    expect(parsed).toBe(false);
  });

  it('refuses a file over 1 MB from the folder without reading it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'limits-'));
    try {
      await writeFile(path.join(dir, 'redirects.yaml'), `# ${'x'.repeat(limits.fileBytes)}\n[]\n`);
      const { problems } = await loadEntries(dir);
      expect(problems.map(formatProblem)).toEqual([
        expect.stringMatching(
          /redirects\.yaml:1: is 1,048,582 bytes; a content file may be at most 1,048,576 bytes \(1 MB\)$/,
        ),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a markdown text over 128 KB, with the page budget as the reason', async () => {
    const start = await bodyStart();
    const { problems } = await problemsWith(
      article,
      withBody('Een alinea met genoeg woorden om te lezen.\n\n'.repeat(4000)),
    );
    expect(problems).toEqual([
      `content/articles/ai-tools-voor-het-mkb.md:${start}: (body): is 172 KB of markdown; a text ` +
        `may be at most 128 KB (the page budget is 100 KB), so split it or shorten it`,
    ]);
  });

  it.each([
    ['100,000 > in a row', '>'.repeat(100_000) + ' diep', 1],
    ['5,000 list markers on one line', '- '.repeat(5_000) + 'diep', 1],
    [
      'a list nested 300 levels',
      Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- niveau ${i}`).join('\n'),
      41,
    ],
    ['quotes and lists mixed 30 deep', '> - '.repeat(15) + 'diep', 1],
  ])('refuses %s before parsing it, at its line', async (_, body, line) => {
    const start = await bodyStart();
    const { problems, parsed } = await problemsWith(article, withBody(`Intro.\n\n${body}\n`));
    expect(problems[0]).toBe(
      `content/articles/ai-tools-voor-het-mkb.md:${start + 1 + line}: (body): nests lists or ` +
        `block quotes more than ${limits.nesting} levels deep; keep them flatter`,
    );
    expect(oneLine(problems)).toBe(true);
    expect(parsed).toBe(false);
  });

  it.each([
    ['a list nested 1,000 levels', 1_000, /:\d+: \(body\): is 9\d\d KB of markdown; a text may be at most 128 KB/],
    ['a list nested 5,000 levels', 5_000, /:1: is 23\.9 MB; a content file may be at most 1 MB$/],
  ])('refuses %s by its size, before parsing it', async (_, levels, message) => {
    const list = Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- ${i}`).join('\n');
    const { problems, parsed } = await problemsWith(article, withBody(`Intro.\n\n${list}\n`));
    expect(problems).toEqual([expect.stringMatching(message)]);
    expect(parsed).toBe(false);
  });

  it('refuses a paragraph with more emphasis and link marks than the parser pairs quickly', async () => {
    const start = await bodyStart();
    const { problems, parsed } = await problemsWith(article, withBody(`Intro.\n\n${'*a'.repeat(20_000)}\n`));
    expect(problems).toEqual([
      `content/articles/ai-tools-voor-het-mkb.md:${start + 2}: (body): this paragraph holds more ` +
        `than ${limits.marksPerParagraph} emphasis, code or link marks (* _ ~ \` [ ] <); split it ` +
        `or remove some`,
    ]);
    expect(parsed).toBe(false);
  });

  it('refuses thousands of block quotes, which the parser reads in quadratic time', async () => {
    const { problems, parsed } = await problemsWith(article, withBody('> citaat\n\n'.repeat(8_000)));
    expect(problems).toEqual([
      expect.stringMatching(
        /ai-tools-voor-het-mkb\.md:\d+: \(body\): has more than 500 block quotes; a text may have at most 500$/,
      ),
    ]);
    expect(parsed).toBe(false);
  });

  it.each([
    ['=', 'a\n=\n'],
    ['-', 'a\n-\n'],
  ])(
    'refuses thousands of headings underlined with %s, which the parser reads in quadratic time',
    async (_, heading) => {
      // Thousands of them, in a text within the size limit, would keep the parser busy for minutes.
      const start = await bodyStart();
      const { problems, parsed } = await problemsWith(article, withBody(`Intro.\n\n${heading.repeat(32_000)}`));
      expect(problems).toEqual([
        `content/${article}:${start + 2 + 2 * limits.setextHeadings + 1}: (body): ` +
          'has more than 500 headings underlined with = or -; ' +
          'a text may have at most 500, so write headings with # instead',
      ]);
      expect(parsed).toBe(false);
      // As many as real copy could use still build.
      const some = await problemsWith(
        article,
        withBody(`Intro.\n\n${`Kop\n${heading.repeat(3)}\n\nTekst.\n\n`.repeat(50)}`),
      );
      expect(some.problems.filter((p) => p.includes('underlined'))).toEqual([]);
    },
  );

  it('counts block quotes behind list markers (- > text), which the parser reads in quadratic time', async () => {
    const start = await bodyStart();
    const { problems, parsed } = await problemsWith(article, withBody(`Intro.\n\n${'- > citaat\n'.repeat(1_500)}`));
    expect(problems).toEqual([
      `content/${article}:${start + 2 + limits.blockQuotes}: (body): ` +
        'has more than 500 block quotes; a text may have at most 500',
    ]);
    expect(parsed).toBe(false);
  });

  it('refuses over 2,000 list items before parsing: lists in list items (- - text) take quadratic time', async () => {
    const start = await bodyStart();
    const { problems, parsed } = await problemsWith(article, withBody(`Intro.\n\n${'- - punt\n'.repeat(12_000)}`));
    expect(problems).toEqual([
      `content/${article}:${start + 2 + limits.listItemsPerText / 2}: (body): ` +
        `has more than ${limits.listItemsPerText} list items; a text may have at most ${limits.listItemsPerText}`,
    ]);
    expect(parsed).toBe(false);
  });

  it('refuses a list of more than 500 items and more than 500 footnote references', async () => {
    const start = await bodyStart();
    const list = await problemsWith(article, withBody(`Intro.\n\n${'- punt\n'.repeat(600)}`));
    expect(list.problems).toEqual([
      `content/articles/ai-tools-voor-het-mkb.md:${start + 2}: (body): this list has 600 items; ` +
        `a list may have at most 500`,
    ]);
    // Found in the parse, which a long list of short items keeps quick.
    expect(list.parsed).toBe(true);
    const notes = await problemsWith(
      article,
      withBody(`Intro.\n\n${'Zin[^1]. '.repeat(20)}\n\n`.repeat(30) + '[^1]: Bron.\n'),
    );
    expect(notes.problems).toEqual([
      expect.stringMatching(/\(body\): has more than 500 footnote references; a text may have at most 500$/),
    ]);
  });

  it('refuses a YAML alias bomb with the line of its first alias', async () => {
    const bomb = [
      'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]',
      ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefg'[i]}`).join(', ')}]`),
    ].join('\n');
    const { problems } = await problemsWith('site.yaml', () => bomb);
    expect(problems).toContain(
      'content/site.yaml:2: has aliases (*name) that expand to too much data; write the values out instead',
    );
    expect(oneLine(problems)).toBe(true);
    // Refused as it is read, not expanded into its 43 million values (the test's time-out ends a parser that tried).
  });

  it('refuses an alias without its anchor, and YAML nested too deep', async () => {
    expect((await problemsWith('redirects.yaml', () => '- from: /a\n  to: *doel\n')).problems).toContain(
      'content/redirects.yaml:2: uses the alias *doel before an anchor &doel is set; set the ' +
        'anchor first or write the value out',
    );
    expect(
      (await problemsWith('redirects.yaml', () => `- ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`)).problems,
    ).toEqual([
      `content/redirects.yaml:1: nests maps or lists too deep; at most ${limits.yamlDepth} levels are allowed`,
    ]);
    expect((await problemsWith('redirects.yaml', () => `- ${'['.repeat(100)}${']'.repeat(100)}\n`)).problems).toEqual([
      `content/redirects.yaml:1: nests maps or lists more than ${limits.yamlDepth} levels deep`,
    ]);
  });

  it('refuses a privacy policy that would make every page heavy', async () => {
    const { problems } = await problemsWith(
      'privacy.nl.md',
      (t) => t + '\n\nWe verwerken gegevens zorgvuldig en alleen als dat nodig is.\n'.repeat(600),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`^content/privacy\.nl\.md:5: \(body\): is 4\d KB; ` +
            'the privacy policy may be at most 32 KB, because every page carries it$',
        ),
      ),
    ]);
  });
});

describe('messages that say what is wrong', () => {
  beforeAll(async () => {
    ({ entries } = await loadEntries('content'));
  });

  it('accept a UTF-8 byte-order mark, as Windows editors save it', async () => {
    expect((await problemsWith(article, (t) => `\uFEFF${t}`)).problems).toEqual([]);
    expect((await problemsWith('site.yaml', (t) => `\uFEFF${t}`)).problems).toEqual([]);
  });

  it('report one YAML error in site.yaml without knock-on errors in other files', async () => {
    const { problems } = await problemsWith('site.yaml', (t) => t.replace(/^name: .*$/m, 'name: [Paardensprong'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/site\.yaml:\d+: is not valid YAML/);
  });

  it('name both lines of a path that is redirected twice', async () => {
    const source = await readFile('content/redirects.yaml', 'utf8');
    const changed = `${source}\n- from: /dubbel\n  to: /services\n- from: /dubbel\n  to: /artikelen\n`;
    const lines = changed.split('\n');
    const first = lines.indexOf('- from: /dubbel') + 1;
    const second = lines.lastIndexOf('- from: /dubbel') + 1;
    const { problems } = await problemsWith('redirects.yaml', () => changed);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/redirects\\.yaml:${second}: \\[\\d+\\]\\.from: "/dubbel" is redirected ` +
            `twice: on line ${first} \\(to /services\\) and here \\(to /artikelen\\); keep one`,
        ),
      ),
    ]);
  });

  it('report a redirect from / as "/", not as a file name', async () => {
    const source = await readFile('content/redirects.yaml', 'utf8');
    const { problems } = await problemsWith('redirects.yaml', () => `${source}\n- from: /\n  to: /services\n`);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`^content/redirects\.yaml:\d+: \[\d+\]\.from: ` +
            '"/" is the address of the home page, so a redirect from it would hide that page',
        ),
      ),
    ]);
  });

  it('give a line to pages whose file names give one address', async () => {
    const landing = 'landing/begeleiding-groeien-startup.nl.md';
    const clash = await problemsWith('landing/404.nl.md', (t) => t, landing);
    expect(clash.problems).toContain(
      'content/landing/404.nl.md:1: its file name gives the address /404, which is the not-found ' +
        'page already; rename the file',
    );
    const category = (await readdir('content/categories'))[0]!.replace(/\.(nl|en)\.md$/, '');
    const twin = await problemsWith(`landing/${category}.nl.md`, (t) => t, landing);
    expect(twin.problems).toContain(
      `content/landing/${category}.nl.md:1: its file name gives the address /${category}, which ` +
        `is the page of content/categories/${category}.nl.md already; rename the file`,
    );
  });
});

describe('a build with one pathological file', () => {
  it('fails, naming each file and line, without a stack trace, and writes nothing', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'limits-build-'));
    try {
      const content = path.join(dir, 'content');
      await cp('content', content, { recursive: true });
      const source = await readFile(`content/${article}`, 'utf8');
      await writeFile(path.join(content, article), withBody('>'.repeat(100_000) + ' diep\n')(source));
      await writeFile(path.join(content, 'articles/lijst.md'), withBody('- '.repeat(5_000) + 'diep\n')(source));
      await writeFile(
        path.join(content, 'articles/groot.md'),
        source + 'Een zin die steeds terugkomt. '.repeat(40_000),
      );
      await writeFile(
        path.join(content, 'site.yaml'),
        (await readFile('content/site.yaml', 'utf8')) + '\nbomb: &b [*b]\n',
      );
      const result = await run(process.execPath, [
        'build/launch/cli.mjs',
        '--content',
        content,
        '--out',
        path.join(dir, 'out'),
      ]).then(
        (r) => ({ code: 0, output: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, output: e.stdout + e.stderr }),
      );
      expect(result.code).toBe(1);
      expect(result.output).toMatch(
        /ai-tools-voor-het-mkb\.md:\d+: \(body\): nests lists or block quotes more than 20 levels deep/,
      );
      expect(result.output).toMatch(
        /articles\/lijst\.md:\d+: \(body\): nests lists or block quotes more than 20 levels deep/,
      );
      expect(result.output).toMatch(/articles\/groot\.md:1: is 1\.2 MB; a content file may be at most 1 MB/);
      expect(result.output).toMatch(/site\.yaml:\d+: /);
      expect(result.output).not.toMatch(/\n\s+at .*:\d+:\d+/);
      expect(result.output).toContain('Nothing was written');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
