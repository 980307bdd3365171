import type { z } from 'zod';
import type { RawEntry } from './load.ts';
import type { EntryKind } from './classify.ts';
import { fieldPath, type Problem } from './problems.ts';
import { languages, siteSchema, type Lang } from '../content-model/index.ts';
import { allKinds, kindNamed, type AnyKind, type DataOf } from './kinds/index.ts';
import type { Article, SiteContent } from '../content-model/content.ts';
import { siteContent } from './site-content.ts';
import { countWords, renderMarkdownChecked } from './markdown.ts';
import { formatBytes, limits } from './limits.ts';
import { checkCopy } from './copy-checks.ts';
import { closest } from './suggest.ts';
import { fillIdentity, identityMarks } from './identity.ts';
import { brokenPathMessage, pagePaths, pathReferences, type PathReference } from './references.ts';
import { outputFile, paths } from '../src/lib/paths.ts';
import { slugPattern, slugify } from '../content-model/slug.ts';
import { heldLinkMessage, publish, type Held, type Publication } from './publication.ts';

/** The kind of an entry: every entry has one, as its file was classified by the kinds' patterns. */
const kindOf = (entry: { kind: string }): AnyKind => kindNamed(entry.kind)!;

interface Valid {
  entry: RawEntry;
  data: unknown;
}

function describeIssue(issue: z.core.$ZodIssue, known: string[]): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return `is required (expected ${issue.expected})`;
  if (issue.code === 'unrecognized_keys') {
    return issue.keys
      .map((k) => {
        const guess = closest(k, known);
        return `unknown field "${k}"${guess ? ` (did you mean "${guess}"?)` : ''}`;
      })
      .join('; ');
  }
  if (issue.code === 'invalid_value' && issue.values.every((v) => typeof v === 'string')) {
    const written = String(issue.input);
    const guess = closest(written, issue.values as string[]);
    const options =
      issue.values.length > 12
        ? `${issue.values.slice(0, 12).join(', ')} … (${issue.values.length} in all)`
        : issue.values.join(', ');
    return `"${written}" is not allowed${guess ? ` (did you mean "${guess}"?)` : ''}; expected one of ${options}`;
  }
  return issue.message;
}

/** The field names a schema allows at a path inside the data, for "did you mean" hints. */
function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  for (const key of path) {
    current = unwrap(current);
    const def = (
      current as { def?: { type: string; shape?: Record<string, unknown>; element?: unknown; options?: unknown[] } }
    ).def;
    if (def?.type === 'array' && typeof key === 'number') current = def.element;
    else if (def?.type === 'object' && typeof key === 'string') current = def.shape?.[key];
    else return [];
  }
  current = unwrap(current);
  const def = (current as { def?: { type: string; shape?: Record<string, unknown>; options?: unknown[] } }).def;
  if (def?.type === 'object') return Object.keys(def.shape ?? {});
  if (def?.type === 'union')
    return [
      ...new Set(
        (def.options ?? []).flatMap((o) => Object.keys((unwrap(o) as { def?: { shape?: object } }).def?.shape ?? {})),
      ),
    ];
  return [];
}

function unwrap(schema: unknown): unknown {
  let current = schema as { def?: { type: string; innerType?: unknown } };
  while (current?.def && ['optional', 'default', 'nullable', 'prefault'].includes(current.def.type))
    current = current.def.innerType as typeof current;
  return current;
}

/** Validates each entry against the schema of its kind. */
export function validateEntry(entry: RawEntry): { valid?: Valid; problems: Problem[] } {
  // An unreadable file's problems were found when it was read.
  if (entry.unreadable) return { problems: [] };
  const schema = kindOf(entry).schema;
  const result = schema.safeParse(entry.data, { reportInput: true });
  if (result.success) return { valid: { entry, data: result.data }, problems: [] };
  const issues: z.core.$ZodIssue[] = result.error.issues;
  return {
    problems: issues.map((issue) => {
      const known = issue.code === 'unrecognized_keys' ? fieldsAt(schema, issue.path) : [];
      // An unknown field points at its own line, not at the object that holds it.
      const linePath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
      // A problem inside a markdown field knows its line within the text.
      const textLine =
        issue.code === 'custom' ? (issue.params as { textLine?: number } | undefined)?.textLine : undefined;
      const line =
        (textLine !== undefined ? entry.lineInText?.(issue.path, textLine) : undefined) ?? entry.lineOf(linePath);
      return { file: entry.file, field: fieldPath(issue.path), message: describeIssue(issue, known), line };
    }),
  };
}

/** The value at a dotted path in data (`cta.type`), undefined where there is none. */
export function valueAt(data: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);
}

/** What the checks of one file on its own found: its data when valid, its problems, its links. */
export interface Checked {
  /** The entry with the identity marks filled in. */
  entry: RawEntry;
  data?: unknown;
  problems: Problem[];
  references: PathReference[];
  /** The markdown body as HTML. */
  html?: string;
  wordCount?: number;
}

/**
 * What one run of validateEntries found that the next can reuse: the checks of each file on its
 * own (schema, copy, markdown) by the entry they were made for, and the verdict on each file's
 * links for as long as the site's pages and redirects stay the same. Handing the same cache to
 * the next run, with the entries of unchanged files kept as they were, makes that run check only
 * the files that changed; the other checks between files run every time.
 */
export class EntryCache {
  readonly entries = new WeakMap<RawEntry, { marks: string; checked: Checked }>();
  /**
   * The article made of each check: the dev server validates on every edit, and an article that
   * stays the same object lets every later step tell at a glance that it did not change.
   */
  readonly articles = new WeakMap<object, Article>();
  links?: { pages: Set<string>; redirects: Set<string>; problems: WeakMap<Checked, Problem[]> };
  /** The pages and addresses of the last files validated, with the files they were made of (see addressesOf). */
  addresses?: { entries: RawEntry[]; redirects?: Checked; pages: Set<string>; problems: Problem[] };
}

/**
 * All that the site's page paths and the addresses files claim follow from in a file: its kind,
 * slug and language, and for a kind with list pages the lists it is in (an article's category,
 * not its title).
 */
const placeOf = (entry: RawEntry) =>
  `${entry.kind}/${entry.key}/${entry.lang ?? ''}\n${listsOf(kindOf(entry), entry.data)}`;

/** The list pages a file of a kind is in by its data (see Kind.listPages), as text to compare. */
export const listsOf = (kind: AnyKind, data: unknown): string => kind.listPages?.([data]).join('\n') ?? '';

/**
 * The paths of the site's pages and the problems of addresses claimed twice (see checkAddresses),
 * taken over from the last files validated when each file is the same entry as before or one in
 * the same place (kind, slug, language, lists), and the redirects are the same: the dev server
 * validates thousands of files on every edit, and an edit to a body changes none of these.
 */
function addressesOf(
  entries: RawEntry[],
  redirects: ValidOf<'redirects'> | undefined,
  cache?: EntryCache,
): NonNullable<EntryCache['addresses']> {
  const last = cache?.addresses;
  if (
    last &&
    last.redirects === redirects?.checked &&
    last.entries.length === entries.length &&
    entries.every((entry, i) => entry === last.entries[i] || placeOf(entry) === placeOf(last.entries[i]!))
  )
    return { ...last, entries };
  const problems: Problem[] = [];
  checkAddresses(entries, redirects, problems);
  return { entries, redirects: redirects?.checked, pages: pagePaths(entries), problems };
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

export interface ValidateOptions {
  /** The build's date as YYYY-MM-DD, and whether drafts are shown (see publication.ts); default the local date. */
  today?: string;
  showDrafts?: Publication['showDrafts'];
  cache?: EntryCache;
}

/**
 * Checks one file on its own. `siteName` is undefined while `site.yaml` is broken: the copy
 * checks then wait, because titles and marks depend on the company's name and would fail for
 * that reason alone.
 */
export function checkEntry(entry: RawEntry, siteName: string | undefined): Checked {
  const r = validateEntry(entry);
  if (!r.valid) return { entry, problems: r.problems, references: [] };
  let html: string | undefined;
  if (entry.body !== undefined) {
    const rendered = renderMarkdownChecked(entry.body);
    const problems = rendered.problems.map((p): Problem => ({
      file: entry.file,
      field: '(body)',
      message: p.message,
      line: entry.bodyLine === undefined ? undefined : entry.bodyLine + p.line - 1,
    }));
    if (entry.kind === 'privacy' && entry.body.length > limits.privacyChars) {
      problems.push({
        file: entry.file,
        field: '(body)',
        message:
          `is ${formatBytes(entry.body.length)}; ` +
          `the privacy policy may be at most ${formatBytes(limits.privacyChars)}, because every page carries it`,
        line: entry.bodyLine,
      });
    }
    // A body with a problem is not checked further: its word counts and links would only repeat it.
    if (problems.length) return { entry, problems, references: [] };
    html = rendered.html;
  }
  const wordCount = entry.body === undefined ? undefined : countWords(entry.body);
  return {
    entry,
    data: r.valid.data,
    problems: siteName === undefined ? [] : checkCopy(entry, r.valid.data, siteName, html, wordCount),
    references: pathReferences(entry.kind, r.valid.data, entry.body),
    html,
    wordCount,
  };
}

/**
 * What the checks of every file take from `site.yaml`: the company's name and the identity marks,
 * with a key that changes when they do.
 */
export interface SiteIdentity {
  /** The company's name; undefined while `site.yaml` is missing or invalid. */
  name: string | undefined;
  marks?: Record<string, string>;
  key: string;
}

/** The identity in the data of `site.yaml`, or an empty one when it is missing or invalid. */
export function siteIdentity(siteData: unknown): SiteIdentity {
  const site = siteData === undefined ? undefined : siteSchema.safeParse(siteData);
  const name = site?.success ? site.data.name : undefined;
  const marks = site?.success ? identityMarks(site.data) : undefined;
  return { name, marks, key: JSON.stringify([name, marks]) };
}

/** The local date as YYYY-MM-DD. */
export function localDate(date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The valid entries of one kind, with the data its schema gives. */
type ValidOf<N extends EntryKind> = { entry: RawEntry; data: DataOf<N>; checked: Checked };

/**
 * Validates every entry, checks that they fit together (translations, references, links), and
 * renders their markdown. Returns the content only when there is no problem at all.
 */
export function validateEntries(
  entries: RawEntry[],
  loadProblems: Problem[] = [],
  contentLabel = 'content',
  options: ValidateOptions = {},
): { content?: SiteContent; problems: Problem[]; held: Held[] } {
  const problems = [...loadProblems];
  const { name: siteName, marks, key: marksKey } = siteIdentity(entries.find((e) => e.kind === 'site')?.data);
  const checked = entries.map((original) => {
    const cached = options.cache?.entries.get(original);
    if (cached && cached.marks === marksKey) return cached.checked;
    const entry = marks && original.kind !== 'site' ? fillIdentity(original, marks) : original;
    const result = checkEntry(entry, original.kind === 'site' ? '' : siteName);
    options.cache?.entries.set(original, { marks: marksKey, checked: result });
    return result;
  });
  entries = checked.map((c) => c.entry);
  for (const c of checked) problems.push(...c.problems);
  const today = options.today ?? localDate();
  // Drafts and articles dated after today are left out here, before anything is made of them.
  const { shown: valid, held } = publish(
    checked.filter((c) => c.data !== undefined).map((c) => ({ entry: c.entry, data: c.data, checked: c })),
    { today, showDrafts: options.showDrafts },
    (kind) => kindNamed(kind)?.page,
    (kind) => kindNamed(kind)?.references ?? {},
  );
  if (held.length) {
    const ids = new Set(held.map((h) => h.id));
    entries = entries.filter((e) => !ids.has(`${e.kind}/${e.key}`));
  }
  const byKind = new Map<EntryKind, typeof valid>();
  for (const v of valid) {
    const list = byKind.get(v.entry.kind);
    if (list) list.push(v);
    else byKind.set(v.entry.kind, [v]);
  }
  const filesOf = (kind: string) => byKind.get(kind as EntryKind) ?? [];
  // A file's data is what the schema of its kind gave.
  const of = <N extends EntryKind>(kind: N) => filesOf(kind) as ValidOf<N>[];
  // Which files exist, valid or not: `kind/key/lang`.
  const present = new Set(entries.map((e) => `${e.kind}/${e.key}/${e.lang ?? ''}`));
  const kindPresent = new Set(entries.map((e) => `${e.kind}/${e.lang ?? ''}`));
  const problem = (
    file: string,
    field: string,
    message: string,
    entry?: Pick<RawEntry, 'lineOf'>,
    path?: PropertyKey[],
  ) => problems.push({ file, field, message, line: entry && path ? entry.lineOf(path) : undefined });
  const fileFor = (name: string) => `${contentLabel}/${name}`;

  // Files that must exist: once for the site, or once per language.
  const site = of('site')[0];
  const redirects = of('redirects')[0];
  for (const layout of ['single', 'per-language'] as const) {
    for (const kind of allKinds()) {
      if (kind.layout !== layout || !kind.required) continue;
      for (const lang of layout === 'single' ? [''] : languages) {
        if (kindPresent.has(`${kind.name}/${lang}`)) continue;
        const message =
          kind.required.message ??
          `is missing: the ${lang === 'nl' ? 'Dutch' : 'English'} ${kind.name} content is required`;
        problem(fileFor(kind.required.file.replace('{lang}', lang)), '', message);
      }
    }
  }

  // Pages that exist per language must exist in both.
  const translations = new Map<string, Partial<Record<Lang, Valid>>>();
  for (const v of valid) {
    const { kind, key, lang } = v.entry;
    if (!lang || kindOf(v.entry).layout !== 'pairs') continue;
    const id = `${kind}/${key}`;
    translations.set(id, { ...translations.get(id), [lang]: v });
  }
  for (const entry of entries) {
    if (!entry.lang || kindOf(entry).layout !== 'pairs') continue;
    const other: Lang = entry.lang === 'nl' ? 'en' : 'nl';
    if (!present.has(`${entry.kind}/${entry.key}/${other}`)) {
      problem(entry.file, '', `has no translation: add ${entry.file.replace(`.${entry.lang}.`, `.${other}.`)}`);
    }
  }
  for (const [, pair] of translations) {
    if (!pair.nl || !pair.en) continue;
    for (const field of kindOf(pair.nl.entry).sameInBothLanguages ?? []) {
      const nl = JSON.stringify(valueAt(pair.nl.data, field));
      const en = JSON.stringify(valueAt(pair.en.data, field));
      if (nl !== en)
        problem(
          pair.en.entry.file,
          field,
          `must be the same as in ${pair.nl.entry.file} (${nl}), is ${en}`,
          pair.en.entry,
          field.split('.'),
        );
    }
  }

  // References between pages.
  const slugsOf = new Map<string, Set<string>>();
  const slugs = (kind: string) =>
    slugsOf.get(kind) ?? slugsOf.set(kind, new Set(filesOf(kind).map((v) => v.entry.key))).get(kind)!;
  const checkSlugs = (v: Valid, field: string, slugs: readonly string[], known: Set<string>, what: string) => {
    slugs.forEach((s, i) => {
      if (known.has(s)) return;
      const guess = closest(s, [...known]);
      problem(
        v.entry.file,
        `${field}[${i}]`,
        `"${s}" is not a ${what}${guess ? ` (did you mean "${guess}"?)` : ''}; known: ${[...known].sort().join(', ')}`,
        v.entry,
        [...field.split('.'), i],
      );
    });
  };
  for (const v of valid) {
    for (const [field, kind] of Object.entries(kindOf(v.entry).references ?? {}))
      checkSlugs(v, field, valueAt(v.data, field) as string[], slugs(kind), kind);
  }

  // File names become URLs.
  for (const entry of entries) {
    // Kinds with pages have slugs for file names.
    if (!kindOf(entry).page || slugPattern.test(entry.key)) continue;
    const name = entry.file.slice(entry.file.lastIndexOf('/') + 1);
    const suggestion = slugify(entry.key) ? `; rename it to ${name.replace(entry.key, slugify(entry.key))}` : '';
    problem(
      entry.file,
      '',
      `the file name "${entry.key}" is not a slug: it becomes the page's URL, so use lower-case ` +
        `letters, digits and single hyphens${suggestion}`,
    );
  }

  // The checks of each kind's files together.
  for (const kind of allKinds()) {
    kind.checkAll?.({
      files: filesOf(kind.name),
      slugs,
      today,
      fileFor,
      problem: (file, field, message, at) => problem(file, field, message, at?.entry, at?.path),
    });
  }

  // Links to other pages: every site path in a field or in markdown must be a page or a redirect.
  const addresses = addressesOf(entries, redirects, options.cache);
  if (options.cache) options.cache.addresses = addresses;
  const { pages } = addresses;
  problems.push(...addresses.problems);
  const redirectSources = new Set(redirects ? redirects.data.map((r) => r.from) : []);
  // With redirects.yaml broken, a link to a redirect cannot be told from a broken link: wait for the fix.
  const checkLinks = redirects !== undefined || !kindPresent.has('redirects/');
  const previous = options.cache?.links;
  const known =
    previous &&
    (previous.pages === pages || sameSet(previous.pages, pages)) &&
    sameSet(previous.redirects, redirectSources)
      ? previous.problems
      : new WeakMap<Checked, Problem[]>();
  if (options.cache) options.cache.links = { pages, redirects: redirectSources, problems: known };
  for (const v of checkLinks ? valid : []) {
    let found = known.get(v.checked);
    if (!found) {
      found = [];
      for (const ref of v.checked.references) {
        // A redirect's target must be a page itself: stubs do not chain.
        const isRedirect = v.entry.kind === 'redirects';
        const toHeld = heldLinkMessage(ref.path, ref.field, held);
        const message =
          toHeld === false
            ? undefined
            : (toHeld ?? brokenPathMessage(ref.path, pages, isRedirect ? new Set() : redirectSources, isRedirect));
        if (!message) continue;
        const line =
          ref.bodyLine !== undefined && v.entry.bodyLine !== undefined
            ? v.entry.bodyLine + ref.bodyLine - 1
            : v.entry.lineOf(ref.fieldPath);
        found.push({ file: v.entry.file, field: ref.field, message, line });
      }
      known.set(v.checked, found);
    }
    problems.push(...found);
  }

  if (problems.length > 0 || !site || !redirects) return { problems, held };

  return { content: siteContent(filesOf, options.cache?.articles), problems, held };
}

/** Addresses the site itself uses, by the output file they are written to. */
const reservedFiles = new Map([
  ['index.html', 'the home page'],
  ['en.html', 'the English home page'],
  ['404.html', 'the not-found page'],
  [outputFile(paths.services), 'the services overview'],
  [outputFile(paths.experts), 'the partners overview'],
  [outputFile(paths.articles), 'the articles overview'],
]);

/**
 * Every address must belong to one page or one redirect. Refused, with the line that causes each:
 * two files whose names give one address (a landing page and a category with the same slug, or a
 * slug such as `404` that the site uses already), a redirect from a page's address, and two
 * redirects from the same path.
 */
function checkAddresses(entries: RawEntry[], redirects: ValidOf<'redirects'> | undefined, problems: Problem[]) {
  const owners = new Map(reservedFiles);
  for (const entry of entries) {
    const pathOf = kindOf(entry).page;
    // Both languages of a page share its slug: the Dutch file speaks for the pair.
    if (!pathOf || entry.lang === 'en') continue;
    const address = pathOf(entry.key);
    const file = outputFile(address);
    const owner = owners.get(file);
    if (owner)
      problems.push({
        file: entry.file,
        field: '',
        message: `its file name gives the address ${address}, which is ${owner} already; rename the file`,
        line: 1,
      });
    else owners.set(file, `the page of ${entry.file}`);
  }
  if (!redirects) return;
  const seen = new Map<string, { line?: number; to: string }>();
  redirects.data.forEach(({ from, to }, i) => {
    const line = redirects.entry.lineOf([i, 'from']);
    const earlier = seen.get(from);
    if (earlier) {
      problems.push({
        file: redirects.entry.file,
        field: `[${i}].from`,
        line,
        message:
          `"${from}" is redirected twice: on line ${earlier.line} (to ${earlier.to}) and here (to ${to}); ` +
          'keep one, since hosts follow the first rule and the page stub the last',
      });
      return;
    }
    seen.set(from, { line, to });
    const owner = owners.get(outputFile(from));
    if (owner)
      problems.push({
        file: redirects.entry.file,
        field: `[${i}].from`,
        line,
        message:
          `"${from}" is the address of ${owner}, so a redirect from it would hide that page; ` +
          'remove the redirect or redirect another path',
      });
  });
}
