/**
 * `npm run bench:dev [-- --articles 4000 --saves 20]`: measures how fast a saved change reaches
 * the browser in the dev server, on a temporary copy of the content with that many extra articles.
 *
 * For each save it times, from the moment the file is written: the reload event that an open tab
 * of the page receives ("save → reload"), and the changed page fetched after it ("save → page").
 * It does so for an article's body (the common edit), an article's title (its list entries
 * change), and a service's name (every page's menu shows it), and prints the pages the dev
 * server rendered again for each, and writes what it printed into its own section of BENCHMARKS.md.
 * Everything else it writes is removed at the end.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDevServer } from './dev/server.ts';
import { listenToDevServer } from './dev/listen.ts';
import { writeExtraArticles } from './dev/extra-articles.ts';
import { loadAverage, machineLine, writeSection } from './bench-report.ts';

const { values } = parseArgs({
  options: { articles: { type: 'string', default: '4000' }, saves: { type: 'string', default: '20' } },
});
const extra = Number(values.articles);
const saves = Number(values.saves);

const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-dev-'));
const contentDir = path.join(dir, 'content');
const log: string[] = [];
let server: Awaited<ReturnType<typeof startDevServer>> | undefined;
let visited: string[] = [];
/** What the run prints, kept for its section of BENCHMARKS.md. */
const lines: string[] = [];
const say = (line: string) => {
  console.log(line);
  lines.push(line);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(sorted, p).toFixed(0)} ms`;
  return `median ${ms(0.5)}, p90 ${ms(0.9)}, max ${sorted.at(-1)!.toFixed(0)} ms`;
};

/** Saves `file` `count` times with a change that shows on `url`, timing each save until the reload and the new page. */
async function measure(
  label: string,
  url: string,
  file: string,
  change: (text: string, n: number) => string,
  marker: (n: number) => string,
  count: number,
) {
  const origin = server!.url;
  // Every page seen before is up to date when the saves begin.
  for (const page of [...visited, '/artikelen', url]) await fetch(origin + page).then((r) => r.text());
  const tab = await listenToDevServer(origin, url);
  const original = await readFile(file, 'utf8');
  const toReload: number[] = [];
  const toPage: number[] = [];
  const rerendered: number[] = [];
  const again: string[] = [];
  const steps: Record<string, number[]> = {};
  try {
    for (let n = 1; n <= count; n++) {
      const reload = tab.next((e) => e.type === 'reload', 60_000);
      const saved = performance.now();
      await writeFile(file, change(original, n));
      await reload;
      toReload.push(performance.now() - saved);
      const html = await fetch(origin + url).then((r) => r.text());
      toPage.push(performance.now() - saved);
      if (!html.includes(marker(n))) throw new Error(`${label}: the page does not show save ${n}`);
      await server!.settled();
      rerendered.push(server!.lastReport!.rendered);
      for (const [step, ms] of Object.entries(server!.lastReport!.steps)) (steps[step] ??= []).push(ms);
      // Let the file system settle between saves, as between an editor's saves.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Which of the pages seen before must render again: the ones that depend on the change.
    for (const page of [...visited, '/artikelen']) {
      const res = await fetch(origin + page);
      await res.text();
      if (res.headers.get('server-timing')?.startsWith('render')) again.push(page);
    }
  } finally {
    tab.close();
    await writeFile(file, original);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server!.settled();
  }
  say(`\n${label} (${count} saves)`);
  say(`  save → reload event: ${summary(toReload)}`);
  say(`  save → changed page fetched: ${summary(toPage)}`);
  say(
    `  of which in the site worker (median): ${Object.entries(steps)
      .map(([step, ms]) => `${step} ${[...ms].sort((a, b) => a - b)[Math.floor((ms.length - 1) / 2)]!.toFixed(0)} ms`)
      .join(', ')}`,
  );
  say(`  pages rendered during each update: ${Math.min(...rerendered)}-${Math.max(...rerendered)}`);
  say(
    `  of ${visited.length + 1} pages seen before, rendered again when next shown: ` +
      `${again.length ? again.join(', ') : 'none'}`,
  );
}

try {
  await cp('content', contentDir, { recursive: true });
  const slugs = await writeExtraArticles(contentDir, extra);
  let started = performance.now();
  server = await startDevServer({ contentDir, port: 0, host: '127.0.0.1', log: (line) => log.push(line) });
  const pages = /Loaded (\d+) pages/.exec(log.join('\n'))?.[1];
  const startup = ((performance.now() - started) / 1000).toFixed(1);
  say(`Dev server on ${extra} extra articles (${pages} pages): started in ${startup} s`);
  const loadAtStart = loadAverage();
  say(`${machineLine()}; load average (1 / 5 / 15 min) ${loadAtStart} at the start`);

  // The pages an editor has looked at: these are cached, and each change is checked against them.
  visited = [
    '/',
    '/en',
    '/services',
    '/services/werkpaard',
    '/raspaarden',
    '/artikelen/ai-tools-voor-het-mkb',
    '/en/artikelen/ai-tools-voor-het-mkb',
    `/artikelen/${slugs[0]}`,
  ];
  started = performance.now();
  for (const url of visited) await fetch(server.url + url).then((r) => r.text());
  say(`First render of ${visited.length} pages: ${(performance.now() - started).toFixed(0)} ms`);
  started = performance.now();
  await fetch(`${server.url}/artikelen`).then((r) => r.text());
  say(
    `First render of the article overview (page 1 of ${Math.ceil((extra + 12) / 12)}): ` +
      `${(performance.now() - started).toFixed(0)} ms`,
  );

  const articleFile = path.join(contentDir, 'articles/ai-tools-voor-het-mkb.md');
  await measure(
    'An article’s body',
    '/artikelen/ai-tools-voor-het-mkb',
    articleFile,
    (text, n) => text.replace('Bijna elke week komt er', `Bijna elke week (meting ${n}) komt er`),
    (n) => `(meting ${n})`,
    saves,
  );

  // The site's own articles are newer and fill the overview's first page: this one is on the second.
  const extraFile = path.join(contentDir, `articles/${slugs[1]}.md`);
  await measure(
    'An article’s title (shown in the overview and the share images)',
    '/artikelen/pagina/2',
    extraFile,
    (text, n) => text.replace(/^title: (.*)$/m, `title: $1 (${n})`),
    (n) => `(${n})`,
    Math.min(saves, 5),
  );

  const serviceFile = path.join(contentDir, 'services/werkpaard.nl.md');
  await measure(
    'A service’s name (shown in every page’s menu)',
    '/raspaarden',
    serviceFile,
    (text, n) => text.replace(/^title: "(.*)"$/m, `title: "$1 (meting ${n})"`),
    (n) => `(meting ${n})`,
    Math.min(saves, 5),
  );
  say(`Load average at the end: ${loadAverage()}`);
  await writeSection(
    'bench:dev',
    ['## Saves in the dev server (`npm run bench:dev`)', '', '```text', ...lines, '```'].join('\n'),
  );
} finally {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
}
