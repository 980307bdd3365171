/**
 * `npm run bench:build [-- --articles 4000 --rounds 3 --growth 16000 --growth-rounds 3 --peers eleventy,astro,hugo]`:
 * builds the same pages with this generator and with its peers, and writes the figures into
 * BENCHMARKS.md (its own section).
 *
 * The pages: the site plus `--articles` generated articles, each at its Dutch and its English
 * address, and per language a list of the articles paginated at 12. Every generator puts each
 * page in this site's real head, header and footer, taken from an article page this generator
 * built, so the pages weigh about the same everywhere. Each peer is set up as its documentation
 * sets up a user's site:
 * - Eleventy (latest 3.x): markdown files in folders with a directory data file, Nunjucks
 *   layouts, a paginated template per list;
 * - Astro (latest, on Node 22 or later): a content collection per language with the glob
 *   loader, `[slug].astro` pages with `render()`, `[...page].astro` with `paginate()`;
 * - Hugo (the system's `hugo`, when there is one): one content folder per language, single and
 *   list layouts per language, `paginate = 12`.
 * The peers are installed with npm into a folder under the system's temporary folder, kept there
 * for the next run, never into the project; Node 22 comes from the npm package `node` when this
 * Node is older than Astro needs.
 *
 * Each build is a fresh process under GNU time (`/usr/bin/time` on Linux, `gtime` from Homebrew
 * on macOS), which gives its CPU seconds (user plus system, every thread and every child it
 * waited for) and its peak memory (resident set). The generators take turns, the first of each
 * round moving on by one, so that whatever else the machine does weighs on all alike; every
 * figure is the median of the rounds. Cold builds: no cache and no earlier output (this
 * generator compiled beforehand, with its bundle and share images in node_modules/.cache, as
 * every build after the first one since the code changed finds them). Warm builds of this
 * generator: after one article's body changed and after its title changed. Growth: cold builds
 * of this generator at each size of `--growth`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { extraArticle, writeExtraArticles } from './dev/extra-articles.ts';
import { loadAverage, machineLine, writeSection } from './bench-report.ts';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '4000' },
    rounds: { type: 'string', default: '3' },
    growth: { type: 'string', default: '16000' },
    'growth-rounds': { type: 'string' },
    peers: { type: 'string', default: 'eleventy,astro,hugo' },
    'no-warm': { type: 'boolean', default: false },
    'no-warm-up': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const articles = Number(values.articles);
const rounds = Math.max(1, Number(values.rounds));
const growthRounds = Math.max(1, Number(values['growth-rounds'] ?? rounds));
const growth = values.growth ? values.growth.split(',').filter(Boolean).map(Number) : [];
const wanted = new Set(values.peers.split(',').filter(Boolean));
if (!Number.isInteger(articles) || articles < 13) throw new Error('--articles: expected a whole number above 12');

const root = path.resolve(import.meta.dirname, '..');
const peersDir = path.join(os.tmpdir(), 'bench-build-peers');
const work = await mkdtemp(path.join(os.tmpdir(), 'bench-build-'));

interface Measure {
  wallS: number;
  cpuS: number;
  peakMb: number;
  pages: number;
  medianKb: number;
}
interface Generator {
  name: string;
  /** Runs one cold build of the given size into a fresh folder. */
  build: (count: number) => Promise<Measure>;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** GNU time: `/usr/bin/time` on Linux, `gtime` elsewhere. */
const gnuTime = (() => {
  for (const candidate of ['/usr/bin/time', '/opt/homebrew/bin/gtime', '/usr/local/bin/gtime']) {
    try {
      execFileSync(candidate, ['-f', '%U', 'true'], { stdio: 'pipe' });
      return candidate;
    } catch {
      // not there, or not GNU time
    }
  }
  throw new Error(
    'bench:build needs GNU time for CPU seconds and peak memory: `apt-get install time` or `brew install gnu-time`',
  );
})();

/** The HTML files under `dir` and the median of their sizes. */
function pagesIn(dir: string): { pages: number; medianKb: number } {
  const sizes: number[] = [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    if (name.endsWith('.html')) sizes.push(statSync(path.join(dir, name)).size);
  }
  return { pages: sizes.length, medianKb: sizes.length ? median(sizes) / 1024 : 0 };
}

let folders = 0;
/**
 * A folder no earlier build wrote. Nothing is removed while builds are measured: on a file system
 * such as ext4 without a journal, a file created soon after many were removed costs a scan past
 * every inode removed in the last minutes, which would slow every build after the first.
 */
const freshFolder = (name: string) => path.join(work, `${name}-${++folders}`);

/**
 * Runs `command args…` in `cwd` under GNU time and fails when it fails. The system first writes
 * out what earlier builds left to write (`sync`), which would otherwise slow the next one.
 */
async function timed(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const report = path.join(work, `time-${++folders}`);
  execFileSync('sync');
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(gnuTime, ['-f', '%e %U %S %M', '-o', report, command, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${text}`)),
    );
  });
  const [wall, user, sys, kb] = (await readFile(report, 'utf8')).trim().split('\n').at(-1)!.split(' ').map(Number);
  return { output, wallS: wall!, cpuS: user! + sys!, peakMb: kb! / 1024 };
}

/** Installs `packages` with npm into a folder of the temporary folder, unless an earlier run did. */
async function installed(name: string, packages: string[], node?: string): Promise<string> {
  const dir = path.join(peersDir, name);
  if (existsSync(path.join(dir, 'installed'))) return dir;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  console.log(`Installing ${packages.join(', ')} into ${dir} …`);
  const env = node
    ? { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` }
    : process.env;
  execFileSync('npm', ['install', '--no-audit', '--no-fund', ...packages], { cwd: dir, env, stdio: 'inherit' });
  await writeFile(path.join(dir, 'installed'), '');
  return dir;
}

/** The newest published version of an npm package within `range`. */
function latest(name: string, range: string): string {
  const out = JSON.parse(execFileSync('npm', ['view', `${name}@${range}`, 'version', '--json'], { encoding: 'utf8' }));
  return Array.isArray(out) ? out.at(-1) : out;
}

// This generator's content: the site's own plus `count` generated articles.
async function siteContent(count: number): Promise<string> {
  const dir = path.join(work, `content-${count}`);
  if (!existsSync(dir)) {
    await cp(path.join(root, 'content'), dir, { recursive: true });
    await writeExtraArticles(dir, count);
  }
  return dir;
}

async function ourBuild(content: string, out: string, cache: string) {
  const run = await timed(
    process.execPath,
    [path.join(root, 'build/launch/cli.mjs'), '--content', content, '--out', out, '--cache', cache],
    root,
  );
  // The build leaves removing the old site to a process of its own: waited for, so that it
  // weighs on no build after it.
  const old = `.${path.basename(out)}-old-`;
  const leftOver = () => readdirSync(path.dirname(out)).filter((name) => name.startsWith(old));
  const deadline = Date.now() + 60_000;
  while (leftOver().length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const name of leftOver()) await rm(path.join(path.dirname(out), name), { recursive: true, force: true });
  return run;
}

const ours: Generator = {
  name: 'this site',
  async build(count) {
    const out = freshFolder('out');
    const run = await ourBuild(await siteContent(count), out, freshFolder('cache'));
    return { ...run, ...pagesIn(out) };
  },
};

/**
 * The shared parts of this site's pages, per language: an article page this generator built, with
 * its body cut out and what else belongs to that article (title, description, keywords, address,
 * date) marked as slots. Each peer fills the slots in its own template language.
 */
type Slot = 'title' | 'description' | 'keywords' | 'slug' | 'published' | 'content';
type Parts = (string | Slot)[];
const slots: Slot[] = ['description', 'title', 'keywords', 'slug', 'published', 'content'];

async function sharedParts(): Promise<Record<'nl' | 'en', Parts>> {
  const out = freshFolder('out');
  await ourBuild(await siteContent(13), out, freshFolder('cache'));
  const { slug } = extraArticle(1, ['x'], 13);
  const parts = {} as Record<'nl' | 'en', Parts>;
  for (const lang of ['nl', 'en'] as const) {
    const html = await readFile(path.join(out, lang === 'nl' ? '' : 'en', 'artikelen', `${slug}.html`), 'utf8');
    // The body: the article's prose, up to the block after it.
    const opening = /<div class="prose prose--article"[^>]*>/.exec(html);
    const start = opening ? opening.index + opening[0].length : -1;
    const end = html.indexOf('</div></div></div><', start);
    if (start < 0 || end < 0) throw new Error(`no article body found in ${slug}.html`);
    const values: Record<Slot, string> = {
      title: /<meta property="og:title" content="([^"]*)"/.exec(html)![1]!,
      description: /<meta name="description" content="([^"]*)"/.exec(html)![1]!,
      keywords: /<meta name="keywords" content="([^"]*)"/.exec(html)?.[1] ?? '\u0000',
      slug,
      published: /<meta property="article:published_time" content="([^"]*)"/.exec(html)![1]!,
      content: '\u0000',
    };
    let pieces: Parts = [html.slice(0, start), 'content', html.slice(end)];
    for (const slot of slots) {
      pieces = pieces.flatMap((piece) =>
        slots.includes(piece as Slot)
          ? [piece]
          : piece.split(values[slot]).flatMap((text, i) => (i ? [slot, text] : [text])),
      );
    }
    parts[lang] = pieces;
    if (pieces.some((text) => /\{\{|\{%|\{#/.test(text))) throw new Error('the shared parts hold template syntax');
  }
  return parts;
}

/** The generated articles as every peer gets them: front matter and the same Markdown body. */
interface PeerArticle {
  slug: string;
  date: string;
  body: string;
  data: Record<'nl' | 'en', { title: string; description: string; keywords: string }>;
}
function peerArticles(count: number): PeerArticle[] {
  const list: PeerArticle[] = [];
  for (let n = 1; n <= count; n++) {
    const { slug, source } = extraArticle(n, ['groeistrategie'], count);
    const data = parse(source.slice(4, source.indexOf('\n---\n'))) as {
      title: string;
      description: string;
      date: string;
      keywords: string[];
      en: { title: string; description: string };
    };
    const body = source.slice(source.indexOf('\n---\n') + 5);
    const keywords = data.keywords.join(', ');
    list.push({
      slug,
      date: String(data.date),
      body,
      data: {
        nl: { title: data.title, description: data.description, keywords },
        en: { title: data.en.title, description: data.en.description, keywords },
      },
    });
  }
  return list;
}

const frontMatter = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${key === 'date' ? value : JSON.stringify(value)}`)
    .join('\n')}\n---\n`;

async function writeArticles(count: number, folder: (lang: 'nl' | 'en') => string, extra = {}) {
  for (const lang of ['nl', 'en'] as const) await mkdir(folder(lang), { recursive: true });
  for (const a of peerArticles(count)) {
    for (const lang of ['nl', 'en'] as const) {
      const fields = { ...a.data[lang], slug: a.slug, date: a.date, published: a.date, ...extra };
      await writeFile(path.join(folder(lang), `${a.slug}.md`), frontMatter(fields) + a.body);
    }
  }
}

/** A layout in a peer's template language: the shared parts, the slots filled by `fill`. */
const layoutOf = (parts: Parts, fill: (slot: Slot) => string, raw: (html: string) => string = (text) => text) =>
  parts.map((piece) => (slots.includes(piece as Slot) ? fill(piece as Slot) : raw(piece))).join('');

const listHeading = { nl: 'Artikelen', en: 'Articles' };
const listPrefix = { nl: '/artikelen', en: '/en/artikelen' };

async function eleventy(parts: Record<'nl' | 'en', Parts>): Promise<Generator> {
  const version = latest('@11ty/eleventy', '3');
  const dir = await installed(`eleventy-${version}`, [`@11ty/eleventy@${version}`]);
  const cli = path.join(dir, 'node_modules/@11ty/eleventy/cmd.cjs');
  const inputs = new Map<number, string>();
  const input = async (count: number) => {
    if (inputs.has(count)) return inputs.get(count)!;
    const src = path.join(work, `eleventy-${count}`);
    await writeArticles(count, (lang) => path.join(src, lang === 'nl' ? '' : 'en', 'artikelen'));
    for (const lang of ['nl', 'en'] as const) {
      const folder = path.join(src, lang === 'nl' ? '' : 'en', 'artikelen');
      await writeFile(path.join(folder, 'artikelen.json'), JSON.stringify({ layout: `page-${lang}.njk`, tags: lang }));
      await mkdir(path.join(src, '_includes'), { recursive: true });
      await writeFile(
        path.join(src, '_includes', `page-${lang}.njk`),
        layoutOf(parts[lang], (slot) => (slot === 'content' ? '{{ content | safe }}' : `{{ ${slot} }}`)),
      );
      await mkdir(path.join(src, 'lists'), { recursive: true });
      await writeFile(
        path.join(src, 'lists', `${lang}.njk`),
        [
          '---',
          'pagination:',
          `  data: collections.${lang}`,
          '  size: 12',
          '  reverse: true',
          '  alias: items',
          `layout: page-${lang}.njk`,
          `title: ${listHeading[lang]}`,
          `permalink: "${listPrefix[lang]}/pagina/{{ pagination.pageNumber + 1 }}/index.html"`,
          '---',
          '<ul class="article-list">{% for item in items %}<li><a href="{{ item.url }}">{{ item.data.title }}</a>' +
            '<p>{{ item.data.description }}</p></li>{% endfor %}</ul>',
          '<nav>{% if pagination.href.previous %}<a href="{{ pagination.href.previous }}">←</a>{% endif %}' +
            '{% if pagination.href.next %}<a href="{{ pagination.href.next }}">→</a>{% endif %}</nav>',
          '',
        ].join('\n'),
      );
    }
    inputs.set(count, src);
    return src;
  };
  return {
    name: `Eleventy ${version} (Nunjucks, markdown-it)`,
    async build(count) {
      const src = await input(count);
      const out = freshFolder('out-eleventy');
      // From the project's folder, as a user runs it: Eleventy finds directory data files relative to it.
      const run = await timed(process.execPath, [cli, `--output=${out}`, '--quiet'], src);
      return { ...run, ...pagesIn(out) };
    },
  };
}

/** A Node of at least `major`: this one, or the npm package `node` installed beside the peers. */
async function nodeOf(major: number): Promise<string> {
  if (Number(process.versions.node.split('.')[0]) >= major) return process.execPath;
  const version = latest('node', String(major));
  const dir = await installed(`node-${version}`, [`node@${version}`]);
  return path.join(dir, 'node_modules/.bin/node');
}

async function astro(parts: Record<'nl' | 'en', Parts>): Promise<Generator> {
  const version = latest('astro', 'latest');
  const needs = Number(
    /(\d+)/.exec(execFileSync('npm', ['view', `astro@${version}`, 'engines.node'], { encoding: 'utf8' }))![1],
  );
  const node = await nodeOf(needs);
  const dir = await installed(`astro-${version}`, [`astro@${version}`], node);
  const cli = path.join(dir, 'node_modules/astro/bin/astro.mjs');
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim().slice(1);
  const projects = new Map<number, string>();
  // Inside the install folder, so the project finds astro as a user's project finds its own.
  const project = async (count: number) => {
    if (projects.has(count)) return projects.get(count)!;
    const src = path.join(dir, `site-${process.pid}-${count}`);
    await writeArticles(count, (lang) => path.join(src, 'content', lang));
    await writeFile(path.join(src, 'astro.config.mjs'), "export default { cacheDir: './.astro-cache' };\n");
    await mkdir(path.join(src, 'src/layouts'), { recursive: true });
    await writeFile(
      path.join(src, 'src/content.config.ts'),
      [
        "import { defineCollection } from 'astro:content';",
        "import { glob } from 'astro/loaders';",
        'export const collections = {',
        "  nl: defineCollection({ loader: glob({ pattern: '*.md', base: './content/nl' }) }),",
        "  en: defineCollection({ loader: glob({ pattern: '*.md', base: './content/en' }) }),",
        '};',
        '',
      ].join('\n'),
    );
    for (const lang of ['nl', 'en'] as const) {
      const layout = layoutOf(
        parts[lang],
        (slot) => (slot === 'content' ? '<slot />' : `{${slot}}`),
        (html) => `<Fragment set:html={${JSON.stringify(html)}} />`,
      );
      await writeFile(
        path.join(src, `src/layouts/Page-${lang}.astro`),
        `---\nconst { title, description, keywords, slug, published } = Astro.props;\n---\n${layout}\n`,
      );
      const pages = path.join(src, 'src/pages', lang === 'nl' ? '' : 'en', 'artikelen');
      await mkdir(path.join(pages, 'pagina'), { recursive: true });
      const depth = lang === 'nl' ? '../..' : '../../..';
      await writeFile(
        path.join(pages, '[slug].astro'),
        [
          '---',
          "import { getCollection, render } from 'astro:content';",
          `import Page from '${depth}/layouts/Page-${lang}.astro';`,
          'export async function getStaticPaths() {',
          `  const entries = await getCollection('${lang}');`,
          '  return entries.map((entry) => ({ params: { slug: entry.id }, props: { entry } }));',
          '}',
          'const { entry } = Astro.props;',
          'const { Content } = await render(entry);',
          '---',
          '<Page {...entry.data} slug={entry.id}><Content /></Page>',
          '',
        ].join('\n'),
      );
      await writeFile(
        path.join(pages, 'pagina', '[...page].astro'),
        [
          '---',
          "import { getCollection } from 'astro:content';",
          `import Page from '${depth}/../layouts/Page-${lang}.astro';`,
          'export async function getStaticPaths({ paginate }) {',
          `  const entries = await getCollection('${lang}');`,
          '  entries.sort((a, b) => b.data.published.localeCompare(a.data.published));',
          '  return paginate(entries, { pageSize: 12 });',
          '}',
          'const { page } = Astro.props;',
          '---',
          `<Page title="${listHeading[lang]}" description="" keywords="" ` +
            'slug={`pagina-${page.currentPage}`} published="">',
          '<ul class="article-list">{page.data.map((entry) => <li><a href={`' + listPrefix[lang] + '/${entry.id}`}>',
          '{entry.data.title}</a><p>{entry.data.description}</p></li>)}</ul>',
          '<nav>{page.url.prev && <a href={page.url.prev}>←</a>}{page.url.next && <a href={page.url.next}>→</a>}</nav>',
          '</Page>',
          '',
        ].join('\n'),
      );
    }
    projects.set(count, src);
    return src;
  };
  return {
    name: `Astro ${version} (glob loader, \`[slug].astro\`, \`paginate()\`, Node ${nodeVersion})`,
    async build(count) {
      const src = await project(count);
      await rm(path.join(src, '.astro-cache'), { recursive: true, force: true });
      await rm(path.join(src, '.astro'), { recursive: true, force: true });
      const out = freshFolder('out-astro');
      const run = await timed(node, [cli, 'build', '--root', src, '--outDir', out, '--silent'], src, {
        ASTRO_TELEMETRY_DISABLED: '1',
      });
      return { ...run, ...pagesIn(out) };
    },
  };
}

async function hugo(parts: Record<'nl' | 'en', Parts>): Promise<Generator | string> {
  let version: string;
  try {
    version = /v(\d+\.\d+\.\d+)/.exec(execFileSync('hugo', ['version'], { encoding: 'utf8' }))![1]!;
  } catch {
    return 'Hugo: not on this machine (`apt-get install hugo`, `brew install hugo`), left out';
  }
  const sites = new Map<number, string>();
  const site = async (count: number) => {
    if (sites.has(count)) return sites.get(count)!;
    const src = path.join(work, `hugo-${count}`);
    await writeArticles(count, (lang) => path.join(src, 'content', lang, 'artikelen'));
    await writeFile(
      path.join(src, 'hugo.toml'),
      [
        "baseURL = 'https://paardensprong.example/'",
        "defaultContentLanguage = 'nl'",
        'paginate = 12',
        "disableKinds = ['home', 'taxonomy', 'term', 'RSS', 'sitemap', 'robotsTXT', '404']",
        "[languages.nl]\ncontentDir = 'content/nl'\nweight = 1",
        "[languages.en]\ncontentDir = 'content/en'\nweight = 2",
        '',
      ].join('\n'),
    );
    await mkdir(path.join(src, 'layouts/_default'), { recursive: true });
    const fill = (slot: Slot) =>
      ({ slug: '{{ .File.ContentBaseName }}', title: '{{ .Title }}', content: '{{ .Content }}' })[slot as string] ??
      `{{ .Params.${slot} }}`;
    for (const lang of ['nl', 'en'] as const) {
      await writeFile(path.join(src, `layouts/_default/single.${lang}.html`), layoutOf(parts[lang], fill));
      const list =
        '<ul class="article-list">{{ range .Paginator.Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a>' +
        '<p>{{ .Description }}</p></li>{{ end }}</ul><nav>{{ with .Paginator.Prev }}<a href="{{ .URL }}">←</a>' +
        '{{ end }}{{ with .Paginator.Next }}<a href="{{ .URL }}">→</a>{{ end }}</nav>';
      await writeFile(
        path.join(src, `layouts/_default/list.${lang}.html`),
        layoutOf(
          parts[lang],
          (slot) =>
            ({ title: listHeading[lang], slug: 'pagina-{{ .Paginator.PageNumber }}', content: list })[slot as string] ??
            '',
        ),
      );
    }
    sites.set(count, src);
    return src;
  };
  return {
    name: `Hugo ${version}`,
    async build(count) {
      const src = await site(count);
      const out = freshFolder('out-hugo');
      const run = await timed('hugo', ['--source', src, '--destination', out, '--quiet'], src);
      return { ...run, ...pagesIn(out) };
    },
  };
}

const s = (n: number) => n.toFixed(2);
const mb = (n: number) => `${Math.round(n)} MB`;

try {
  const loadAtStart = loadAverage();
  console.log(`${machineLine()}\nLoad average at the start: ${loadAtStart}`);
  // Untimed: the first build after a change to the code compiles the generator (see
  // compiledGenerator), and this one gives the shared parts the peers' layouts carry.
  const parts = await sharedParts();
  const notes: string[] = [];
  const generators: Generator[] = [ours];
  if (wanted.has('eleventy')) generators.push(await eleventy(parts));
  if (wanted.has('astro')) generators.push(await astro(parts));
  if (wanted.has('hugo')) {
    const h = await hugo(parts);
    if (typeof h === 'string') notes.push(h);
    else generators.push(h);
  }
  // Untimed too: the content written and every generator once through, so each finds the
  // operating system's caches as warm as the others do.
  if (!values['no-warm-up']) for (const g of generators) await g.build(articles);

  const results = new Map<Generator, Measure[]>(generators.map((g) => [g, []]));
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < generators.length; k++) {
      const g = generators[(round + k) % generators.length]!;
      const m = await g.build(articles);
      results.get(g)!.push(m);
      console.log(
        `  round ${round + 1}: ${g.name}: ${s(m.cpuS)} CPU s, ${s(m.wallS)} s, ${mb(m.peakMb)}, ${m.pages} pages`,
      );
    }
  }
  const summary = (ms: Measure[]): Measure => ({
    wallS: median(ms.map((m) => m.wallS)),
    cpuS: median(ms.map((m) => m.cpuS)),
    peakMb: median(ms.map((m) => m.peakMb)),
    pages: ms[0]!.pages,
    medianKb: ms[0]!.medianKb,
  });
  const mine = summary(results.get(ours)!);
  const peers = generators.slice(1).map((g) => ({ g, m: summary(results.get(g)!) }));
  const fastest = peers.length ? Math.min(...peers.map((p) => p.m.cpuS)) : mine.cpuS;
  const table = [
    '| generator | pages | median page | CPU s (user+sys) | wall s | peak memory | CPU per page | ' +
      'CPU to the fastest peer |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...[{ g: ours, m: mine }, ...peers].map(
      ({ g, m }) =>
        `| ${g.name} | ${m.pages.toLocaleString('en')} | ${m.medianKb.toFixed(1)} KB | ` +
        `${s(m.cpuS)} | ${s(m.wallS)} | ` +
        `${mb(m.peakMb)} | ${((m.cpuS / m.pages) * 1000).toFixed(2)} ms | ${(m.cpuS / fastest).toFixed(2)}x |`,
    ),
  ];
  console.log(`\n${table.join('\n')}`);

  const warmLines: string[] = [];
  if (!values['no-warm']) {
    // One article's body changes, then its title, which the lists that show it show too.
    const content = await siteContent(articles);
    const out = freshFolder('out');
    const cache = freshFolder('cache');
    const changed = path.join(content, 'articles', `${extraArticle(1, ['x'], articles).slug}.md`);
    const original = await readFile(changed, 'utf8');
    await ourBuild(content, out, cache);
    const warm = async (label: string, change: (i: number) => string) => {
      const ms: Measure[] = [];
      for (let i = 0; i < rounds; i++) {
        await writeFile(changed, change(i));
        ms.push({ ...(await ourBuild(content, out, cache)), pages: 0, medianKb: 0 });
      }
      const m = summary(ms);
      warmLines.push(
        `| ${label} | ${s(m.cpuS)} | ${s(m.wallS)} | ${mb(m.peakMb)} | ${(m.cpuS / fastest).toFixed(2)}x |`,
      );
    };
    await warm("one article's body changed", (i) => original.replace(/\n\n(\S)/, `\n\nMeting ${i + 1}: $1`));
    await warm("one article's title changed", (i) => original.replace(/^title: (.*)$/m, `title: $1, deel ${i + 2}`));
    await writeFile(changed, original);
    console.log(`\n${warmLines.join('\n')}`);
  }

  const growthLines: string[] = [];
  const base = { count: articles, m: mine };
  for (const count of growth) {
    const ms: Measure[] = [];
    for (let i = 0; i < growthRounds; i++) ms.push(await ours.build(count));
    const m = summary(ms);
    growthLines.push(
      `| ${count.toLocaleString('en')} | ${m.pages.toLocaleString('en')} | ${s(m.cpuS)} | ${s(m.wallS)} | ` +
        `${mb(m.peakMb)} | ${(m.cpuS / base.m.cpuS).toFixed(2)}x | ${(m.peakMb / base.m.peakMb).toFixed(2)}x |`,
    );
    console.log(growthLines.at(-1));
  }
  const loadAtEnd = loadAverage();

  const body = [
    '## Cold and warm builds (`npm run bench:build`)',
    '',
    `${machineLine()}. Load average (1 / 5 / 15 min) ${loadAtStart} at the start, ${loadAtEnd} at the end.`,
    '',
    `The site plus ${articles.toLocaleString('en')} generated articles, each at both its addresses, and a list ` +
      `per language paginated at 12, every page in this site's head, header and footer. Cold builds, ` +
      `medians of ${rounds} alternating rounds:`,
    '',
    ...table,
    ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
    ...(warmLines.length
      ? [
          '',
          `This site's builds after a change, with the cache and output of the build before (medians of ${rounds}):`,
          '',
          '| change | CPU s | wall s | peak memory | CPU to the fastest peer’s cold build |',
          '| --- | --- | --- | --- | --- |',
          ...warmLines,
        ]
      : []),
    ...(growthLines.length
      ? [
          '',
          `This site's cold builds as the articles grow (medians of ${growthRounds}), against ` +
            `${articles.toLocaleString('en')} articles above:`,
          '',
          '| articles | pages | CPU s | wall s | peak memory | CPU to the first | memory to the first |',
          '| --- | --- | --- | --- | --- | --- | --- |',
          ...growthLines,
        ]
      : []),
  ].join('\n');
  if (!values['no-write']) await writeSection('bench:build', body);
  console.log(`Load average at the end: ${loadAtEnd}`);
} finally {
  if (values.keep) console.log(`Kept ${work}`);
  else await rm(work, { recursive: true, force: true });
  for (const name of existsSync(peersDir) ? await readdir(peersDir) : []) {
    if (!name.startsWith('astro-')) continue;
    for (const site of await readdir(path.join(peersDir, name))) {
      if (site.startsWith(`site-${process.pid}-`))
        await rm(path.join(peersDir, name, site), { recursive: true, force: true });
    }
  }
}
