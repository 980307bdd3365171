/**
 * `npm run new -- <kind> "<title>" [--en "<English title>"] [--category <slug>] [--content DIR]`:
 * writes a new content file, in both languages where the kind needs them, with every required
 * field filled in with starter text in the right language, and prints its path and URL.
 *
 * Kinds: `article`, `service`, `landing`, `partner` (the title is then the partner's name). The
 * slug comes from the title. A new service is also listed in a category (`--category`, default the
 * first on the home page). Nothing is written when a file exists already or when the result
 * would not pass the checks of `npm run check:content`.
 */
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseDocument, stringify } from 'yaml';
import { loadEntries, parseEntry, type RawEntry } from '../build/content/load.ts';
import { validateEntries } from '../build/content/validate.ts';
import { localDate } from '../build/content/publication.ts';
import { formatProblem, type Problem } from '../build/content/problems.ts';
import { pagePaths } from '../build/content/references.ts';
import { slugify } from '../shared/slug.ts';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { seoLimits } from '../build/content/copy-checks.ts';
import type { SiteData } from '../kinds/schemas.ts';
import { allKinds, kindNamed } from '../kinds/kind-registry.ts';
import type { DescriptionParts, PlannedFile, ScaffoldContext } from '../kinds/define.ts';
import { localePath } from '../shared/paths.ts';
import { isEntryPoint } from './entry-point.ts';

/** The kinds `npm run new` writes: those of kinds/ with starter files. */
export const kinds = () =>
  allKinds()
    .filter((k) => k.scaffold && k.page)
    .map((k) => k.name);
export type Kind = string;

export interface NewOptions {
  kind: Kind;
  title: string;
  /** The English title; default the Dutch one. */
  en?: string;
  /** For an article: its category; for a service: the category that lists it. */
  category?: string;
  contentDir: string;
  /** The date of a new article (YYYY-MM-DD); default today. */
  today?: string;
}

/** A file the scaffold writes: its path inside the content folder and its text. */
interface Written {
  relative: string;
  text: string;
}

export interface NewResult {
  /** Paths of the new files, as shown to the editor. */
  files: string[];
  /** Paths of existing files that now list the new page. */
  changed: string[];
  /** The URL paths of the new page in Dutch and English. */
  urls: string[];
}

/** Why a scaffold was refused: problems to show, one a line. */
export class ScaffoldError extends Error {}

const markdownFile = (data: unknown, body: string) => `---\n${stringify(data, { lineWidth: 0 })}---\n${body.trim()}\n`;

/**
 * A search-result description of 150-160 characters built from whole phrases only: the first
 * of the `starts` (the title's sentence before a shorter one without it), then whole
 * `clauses`, then at most one of the `closers` as a second sentence.
 */
function description({ starts, clauses, closers }: DescriptionParts): string {
  const { min, max } = seoLimits.description;
  for (const closer of ['', ...closers])
    for (const start of starts)
      for (let count = 0; count <= clauses.length; count++) {
        const text = `${start}${clauses.slice(0, count).join('')}.${closer ? ` ${closer}` : ''}`;
        if (text.length >= min && text.length <= max) return text;
      }
  throw new ScaffoldError(`could not write a description of ${min}-${max} characters; write a shorter title`);
}

/**
 * The title to give search engines when the page's own title does not fit their length with
 * " | <company>" behind it, or undefined when it fits.
 */
function searchTitle(title: string, siteName: string, longer: string): string | undefined {
  const suffix = siteName.length + 3;
  const min = seoLimits.title.min - suffix;
  const max = seoLimits.title.max - suffix;
  if (title.length >= min && title.length <= max) return undefined;
  if (title.length < min) return `${title}${longer}`.slice(0, max).trim();
  const words = title.split(/\s+/);
  let cut = '';
  for (const word of words) {
    if (`${cut} ${word}`.trim().length > max) break;
    cut = `${cut} ${word}`.trim();
  }
  return cut.length >= min ? cut.replace(/[,:;–-]$/, '').trim() : title.slice(0, max).trim();
}

/** Fills `{title}` and other marks in every string of a starter's data. */
function fill<T>(value: T, marks: Record<string, string>): T {
  if (typeof value === 'string') return value.replace(/\{(\w+)\}/g, (mark, name: string) => marks[name] ?? mark) as T;
  if (Array.isArray(value)) return value.map((v) => fill(v, marks)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, marks)])) as T;
  return value;
}

/** A starter file of a kind: its front matter (or YAML) and body, marks filled in. */
function starter(url: URL, marks: Record<string, string>): { data: Record<string, unknown>; body: string } {
  const text = readFileSync(url, 'utf8');
  const match = url.pathname.endsWith('.md') ? /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text) : null;
  const data = parse(match ? match[1]! : text) as Record<string, unknown>;
  const body = match ? text.slice(match[0].length) : '';
  return { data: fill(data, marks), body: fill(body, marks) };
}

/** The content there is now. */
async function context(contentDir: string) {
  const { entries } = await loadEntries(contentDir);
  const site = entries.find((e) => e.kind === 'site')?.data as SiteData | undefined;
  if (!site?.name)
    throw new ScaffoldError(`${contentDir}/site.yaml is missing or has no name: is ${contentDir} a content folder?`);
  return {
    site,
    entries,
    services: [...new Set(entries.filter((e) => e.kind === 'service').map((e) => e.key))].sort(),
    label: path.relative(process.cwd(), contentDir) || '.',
  };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Adds a service to a category's `services:` list, keeping the rest of the file as it is. */
function withService(source: string, slug: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new ScaffoldError('a category file has no front matter');
  const doc = parseDocument(match[1]!);
  const services = doc.get('services') as { add(value: unknown): void } | undefined;
  if (!services) throw new ScaffoldError('a category file has no services list');
  services.add(slug);
  return `---\n${doc.toString({ lineWidth: 0 })}---\n${source.slice(match[0].length)}`;
}

/**
 * Writes the files of a new page and returns what it wrote. Throws a ScaffoldError, writing
 * nothing, when a file exists already or the new files would not pass the content checks.
 */
export async function scaffold(o: NewOptions): Promise<NewResult> {
  const contentDir = path.resolve(o.contentDir);
  const slug = slugify(o.title);
  if (!slug) throw new ScaffoldError(`"${o.title}" gives no slug: use letters or digits in the title`);
  const kind = kindNamed(o.kind);
  if (!kind?.scaffold || !kind.page)
    throw new ScaffoldError(`${o.kind} is not a kind npm run new writes; choose one of ${kinds().join(', ')}`);
  const c = await context(contentDir);
  const en = o.en ?? o.title;
  const refuse = (message: string): never => {
    throw new ScaffoldError(message);
  };
  const ctx: ScaffoldContext = {
    title: o.title,
    en,
    slug,
    category: o.category,
    today: o.today ?? localDate(),
    site: c.site,
    entries: c.entries,
    services: c.services,
    refuse,
    description,
    searchTitle: (title, longer) => searchTitle(title, c.site.name, longer),
    starter: (url, marks = {}) => starter(url, { title: o.title, en, slug, ...marks }),
    markdownFile,
    yamlFile: (data) => stringify(data, { lineWidth: 0 }),
  };
  const planned: PlannedFile[] = kind.scaffold(ctx);

  const shown = (relative: string) => `${c.label}/${relative}`;
  const files: Written[] = [];
  const changed: string[] = [];
  for (const file of planned) {
    const full = path.join(contentDir, file.relative);
    if ('listService' in file) {
      files.push({ relative: file.relative, text: withService(await readFile(full, 'utf8'), file.listService) });
      changed.push(shown(file.relative));
      continue;
    }
    if (await exists(full))
      throw new ScaffoldError(`${shown(file.relative)} exists already: choose another title, or edit that file`);
    files.push(file);
  }
  const url = kind.page(slug);
  const redirects = c.entries.find((e) => e.kind === 'redirects')?.data;
  const taken = new Set([
    ...pagePaths(c.entries),
    ...(Array.isArray(redirects) ? redirects.map((r: { from: string }) => r.from) : []),
  ]);
  if (taken.has(url))
    throw new ScaffoldError(`${url} is taken already, by another page or a redirect: choose another title`);

  // The new files must pass every check, together with the content that is there.
  const replaced = new Set(files.map((f) => shown(f.relative)));
  const added: RawEntry[] = [];
  const problems: Problem[] = [];
  for (const file of files) {
    const parsed = parseEntry(shown(file.relative), file.relative, file.text);
    if (parsed.entry) added.push(parsed.entry);
    problems.push(...parsed.problems);
  }
  const result = validateEntries([...c.entries.filter((e) => !replaced.has(e.file)), ...added], problems, c.label, {
    today: o.today,
  });
  const ours = result.problems.filter((p) => replaced.has(p.file) || p.file.includes(`/${slug}.`));
  if (ours.length) {
    const list = ours.map((p) => `  ${formatProblem(p)}`).join('\n');
    const dutch = ours.some((p) => p.message.includes('reads as Dutch'));
    const hint = dutch ? '\nGive the English title with --en "English title".' : '';
    throw new ScaffoldError(`the new files would not pass the checks, so nothing was written:\n${list}${hint}`);
  }

  for (const file of files) {
    // The first file of a kind makes its folder.
    await mkdir(path.dirname(path.join(contentDir, file.relative)), { recursive: true });
    await writeFile(path.join(contentDir, file.relative), file.text);
  }
  return {
    files: files.map((f) => shown(f.relative)).filter((f) => !changed.includes(f)),
    changed,
    urls: [url, localePath('en', url)],
  };
}

if (isEntryPoint(import.meta.url)) {
  const usage =
    `Usage: npm run new -- <${kinds().join('|')}> "<title>" ` +
    '[--en "<English title>"] [--category <slug>] [--content DIR]';
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { en: { type: 'string' }, category: { type: 'string' }, content: { type: 'string', default: 'content' } },
  });
  const [kind, ...words] = positionals;
  if (!kinds().includes(kind ?? '') || words.length === 0) {
    console.error(usage);
    process.exit(2);
  }
  try {
    const result = await scaffold({
      kind: kind!,
      title: words.join(' ').trim(),
      en: values.en,
      category: values.category,
      contentDir: values.content,
    });
    for (const file of result.files) console.log(`Wrote ${file}`);
    for (const file of result.changed) console.log(`Listed it in ${file}`);
    console.log(`URL: ${result.urls.join(' and ')}  (see it with npm run dev: http://localhost:4321${result.urls[0]})`);
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(`Nothing written: ${error.message}`);
    process.exitCode = 1;
  }
}
