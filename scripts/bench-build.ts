/**
 * `npm run bench:build [-- --articles 4000 --runs 3 --growth 1000,4000,16000]`: measures the
 * build on the site plus generated articles against Eleventy 3.1.2 building as many bare
 * markdown files of the same length with one layout, in the same run.
 *
 * Eleventy is installed from the npm registry into a folder under the system's temporary folder
 * (kept there for the next run); it is not a dependency of the project. The two builds alternate,
 * so that whatever else the machine does weighs on both alike. Each build is a fresh process,
 * timed from its start to its exit, with its peak memory (resident set, all threads) as the
 * process itself reports it at exit. Then:
 * - a cold build: no build cache and no earlier output (the generator compiled beforehand, and
 *   the browser bundle and share images in node_modules/.cache, as every build after the first
 *   one since the code changed finds them);
 * - warm builds: the build again after one article's body changed, after its title changed, and
 *   after a new article was published, with the cache and output the previous build left;
 * - the growth curve: cold builds at each size of `--growth`.
 * Prints a Markdown table for the README. Everything it writes is removed at the end, but the
 * Eleventy install.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { writeExtraArticles } from './dev/extra-articles.ts';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '4000' },
    runs: { type: 'string', default: '3' },
    growth: { type: 'string', default: '1000,4000,16000' },
  },
});
const articles = Number(values.articles);
const runs = Math.max(1, Number(values.runs));
const growth = values.growth ? values.growth.split(',').filter(Boolean).map(Number) : [];

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const eleventyVersion = '3.1.2';
const eleventyDir = path.join(os.tmpdir(), `bench-eleventy-${eleventyVersion}`);
const eleventyCli = path.join(eleventyDir, 'node_modules/@11ty/eleventy/cmd.cjs');
const work = await mkdtemp(path.join(os.tmpdir(), 'bench-build-'));
// Loaded into each measured process: it writes the process's peak memory to a file when it exits.
const reporter = path.join(work, 'peak-memory.cjs');

interface Measure {
  ms: number;
  peakMb: number;
  pages: number;
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Runs `node args…` in `cwd`, timing it from start to exit; fails when it fails. The system first
 * writes out what earlier runs left to write (`sync`): one program's files, still being written
 * to disk, would otherwise slow the next program measured.
 */
async function measure(args: string[], cwd: string, pagesOf: (output: string) => number): Promise<Measure> {
  const peakFile = path.join(work, `peak-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  execFileSync('sync');
  const started = performance.now();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', reporter, ...args], {
      cwd,
      env: { ...process.env, BENCH_PEAK_FILE: peakFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`node ${args.join(' ')} exited with ${code}:\n${text}`)),
    );
  });
  const ms = performance.now() - started;
  const peakMb = Number(await readFile(peakFile, 'utf8')) / 1024;
  return { ms, peakMb, pages: pagesOf(output) };
}

/** Installs Eleventy into the temporary folder, unless an earlier run did. */
async function installEleventy(): Promise<void> {
  if (existsSync(eleventyCli)) return;
  await mkdir(eleventyDir, { recursive: true });
  await writeFile(path.join(eleventyDir, 'package.json'), '{"private":true}\n');
  console.log(`Installing Eleventy ${eleventyVersion} into ${eleventyDir} …`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--no-save', `@11ty/eleventy@${eleventyVersion}`], {
    cwd: eleventyDir,
  });
}

/** The content folder: the site's content plus `count` generated articles. */
async function siteContent(count: number): Promise<string> {
  const dir = path.join(work, `content-${count}`);
  if (!existsSync(dir)) {
    await cp(path.join(root, 'content'), dir, { recursive: true });
    await writeExtraArticles(dir, count);
  }
  return dir;
}

/** Eleventy's input: each generated article's title and body as a bare markdown file, and one layout. */
async function eleventyInput(count: number, content: string): Promise<string> {
  const dir = path.join(work, `eleventy-${count}`);
  if (existsSync(dir)) return dir;
  await mkdir(path.join(dir, '_includes'), { recursive: true });
  await writeFile(
    path.join(dir, '_includes/page.njk'),
    '<!doctype html>\n<html lang="nl">\n<head><meta charset="utf-8"><title>{{ title ' +
      '}}</title></head>\n<body><main><h1>{{ title }}</h1>\n{{ content | safe ' +
      '}}</main></body>\n</html>\n',
  );
  const names = (await readdir(path.join(content, 'articles'))).filter((name) => name.startsWith('notitie-'));
  for (const name of names) {
    const source = await readFile(path.join(content, 'articles', name), 'utf8');
    const title = /^title: (.*)$/m.exec(source)![1];
    const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
    await writeFile(path.join(dir, name), `---\nlayout: page.njk\ntitle: "${title}"\n---\n${body}`);
  }
  return dir;
}

/**
 * A build of ours, timed until it ends. It ends once the new site is in place and leaves the old
 * site's removal to a process of its own (see StagedSite.publish): that is waited for, untimed,
 * so that it weighs on no measured build after.
 */
async function ours(content: string, out: string, cache: string): Promise<Measure> {
  const measured = await measure(
    [path.join(root, 'build/launch/cli.mjs'), '--content', content, '--out', out, '--cache', cache],
    root,
    (output) => Number(/Built (\d+) pages/.exec(output)?.[1] ?? 0),
  );
  const old = `.${path.basename(out)}-old-`;
  const leftOver = async () => (await readdir(path.dirname(out))).filter((name) => name.startsWith(old));
  const deadline = Date.now() + 60_000;
  while ((await leftOver()).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  // A removal that failed would otherwise hold up every run after it; the next build would remove it too.
  for (const name of await leftOver()) await rm(path.join(path.dirname(out), name), { recursive: true, force: true });
  return measured;
}
const eleventy = (input: string, out: string, count: number) =>
  measure([eleventyCli, `--input=${input}`, `--output=${out}`, '--quiet'], work, () => count);

/**
 * A folder no earlier build wrote, inside the work folder. Nothing is removed while builds are
 * measured: on a file system such as ext4 without a journal (this machine's), a file created
 * soon after many were removed costs a scan past every inode removed in the last minutes, so a
 * build writing thousands of files right after the last one's output was removed runs slower
 * with every run, whichever generator it is. Everything goes with the work folder at the end.
 */
let folders = 0;
const freshFolder = (name: string) => path.join(work, `${name}-${++folders}`);

/** A cold build of ours: no cache, no earlier output. */
const cold = (content: string): Promise<Measure> => ours(content, freshFolder('out'), freshFolder('cache'));

const eleventyCold = (input: string, count: number): Promise<Measure> =>
  eleventy(input, freshFolder('out-eleventy'), count);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const row = (label: string, ms: number, peakMb: number, pages: number, ratio?: string) => {
  const perSecond = Math.round(pages / (ms / 1000)).toLocaleString('en');
  return `| ${label} | ${seconds(ms)} | ${Math.round(peakMb)} MB | ${perSecond} | ${ratio ?? ''} |`;
};
const summary = (ms: Measure[]) => ({
  ms: median(ms.map((m) => m.ms)),
  peakMb: Math.max(...ms.map((m) => m.peakMb)),
  pages: ms[0]!.pages,
});

try {
  await writeFile(
    reporter,
    "process.on('exit', () => require('node:fs').writeFileSync(process.env.BENCH_PEAK_FILE, " +
      'String(process.resourceUsage().maxRSS)));\n',
  );
  await installEleventy();
  console.log(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ` +
      `${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the start`,
  );

  const content = await siteContent(articles);
  const input = await eleventyInput(articles, content);
  // Untimed: the first build after a change to the code compiles the generator (see compiledGenerator).
  await cold(content);
  const oursCold: Measure[] = [];
  const theirs: Measure[] = [];
  for (let i = 0; i < runs; i++) {
    oursCold.push(await cold(content));
    theirs.push(await eleventyCold(input, articles));
    console.log(
      `  cold ${i + 1}: ours ${seconds(oursCold.at(-1)!.ms)} ` +
        `(${Math.round(oursCold.at(-1)!.peakMb)} MB), Eleventy ${seconds(theirs.at(-1)!.ms)} ` +
        `(${Math.round(theirs.at(-1)!.peakMb)} MB)`,
    );
  }

  // Warm: the output and cache of a build, then one article's body changes; then its title, which
  // the lists that show it show too.
  const out = freshFolder('out');
  const cache = freshFolder('cache');
  const changed = path.join(
    content,
    'articles',
    (await readdir(path.join(content, 'articles'))).sort().find((name) => name.startsWith('notitie-'))!,
  );
  const original = await readFile(changed, 'utf8');
  await ours(content, out, cache);
  const warm: Measure[] = [];
  for (let i = 0; i < runs; i++) {
    await writeFile(changed, original.replace(/\n\n(\S)/, `\n\nMeting ${i + 1}: $1`));
    warm.push(await ours(content, out, cache));
    theirs.push(await eleventyCold(input, articles));
    console.log(`  warm ${i + 1}: ours ${seconds(warm.at(-1)!.ms)}, Eleventy ${seconds(theirs.at(-1)!.ms)}`);
  }
  const retitled: Measure[] = [];
  for (let i = 0; i < runs; i++) {
    await writeFile(changed, original.replace(/^title: (.*)$/m, `title: $1, deel ${i + 2}`));
    retitled.push(await ours(content, out, cache));
    theirs.push(await eleventyCold(input, articles));
    console.log(`  title ${i + 1}: ours ${seconds(retitled.at(-1)!.ms)}, Eleventy ${seconds(theirs.at(-1)!.ms)}`);
  }
  await writeFile(changed, original);
  // Published: a new article each run, dated today, so the newest of all, as an editor publishes.
  const published: Measure[] = [];
  const added: string[] = [];
  const today = new Date().toLocaleDateString('sv');
  for (let i = 0; i < runs; i++) {
    const number = String(9991 + i);
    added.push(path.join(content, 'articles', `notitie-${number}-nieuw.md`));
    await writeFile(
      added.at(-1)!,
      original.replaceAll(/Notitie \d{4}/g, `Notitie ${number}`).replace(/^date: .*$/m, `date: ${today}`),
    );
    published.push(await ours(content, out, cache));
    theirs.push(await eleventyCold(input, articles));
    console.log(
      `  new article ${i + 1}: ours ${seconds(published.at(-1)!.ms)}, Eleventy ${seconds(theirs.at(-1)!.ms)}`,
    );
  }
  for (const file of added) await rm(file);

  const e = summary(theirs);
  const c = summary(oursCold);
  const w = summary(warm);
  const t = summary(retitled);
  const n = summary(published);
  const lines = [
    `${articles.toLocaleString('en')} generated articles, ${os.cpus().length} cores, median of ` +
      `${runs} runs (Eleventy: of ${theirs.length}), peak memory the highest of the runs:`,
    '',
    '| build | time | peak memory | pages per second | ratio to Eleventy |',
    '| --- | --- | --- | --- | --- |',
    row(`Eleventy ${eleventyVersion}, ${articles.toLocaleString('en')} bare pages`, e.ms, e.peakMb, e.pages, '1.00x'),
    row(
      `this site, cold (${c.pages.toLocaleString('en')} pages)`,
      c.ms,
      c.peakMb,
      c.pages,
      `${(c.ms / e.ms).toFixed(2)}x`,
    ),
    row("this site, warm (one article's body changed)", w.ms, w.peakMb, w.pages, `${(w.ms / e.ms).toFixed(2)}x`),
    row("this site, warm (one article's title changed)", t.ms, t.peakMb, t.pages, `${(t.ms / e.ms).toFixed(2)}x`),
    row('this site, warm (a new article published)', n.ms, n.peakMb, n.pages, `${(n.ms / e.ms).toFixed(2)}x`),
  ];

  // Printed at once: the growth runs take long.
  console.log(`\n${lines.join('\n')}`);

  if (growth.length) {
    console.log(
      [
        '',
        'Growth, cold builds (one run each, Eleventy beside it):',
        '',
        '| articles | pages | this site | Eleventy | ratio | this site per 1,000 articles |',
        '| --- | --- | --- | --- | --- | --- |',
      ].join('\n'),
    );
    for (const count of growth) {
      const dir = await siteContent(count);
      const mine = await cold(dir);
      const other = await eleventyCold(await eleventyInput(count, dir), count);
      console.log(
        `| ${count.toLocaleString('en')} | ${mine.pages.toLocaleString('en')} | ` +
          `${seconds(mine.ms)} (${Math.round(mine.peakMb)} MB) | ${seconds(other.ms)} ` +
          `(${Math.round(other.peakMb)} MB) | ${(mine.ms / other.ms).toFixed(2)}x | ` +
          `${seconds(mine.ms / (count / 1000))} |`,
      );
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
