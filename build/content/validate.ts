import type { RawEntry } from './load.ts';
import type { EntryKind } from './classify.ts';
import type { Problem } from './problems.ts';
import { languages, siteSchema, type Lang } from '../../kinds/schemas.ts';
import { allKinds, kindNamed, type AnyKind, type DataOf } from '../../kinds/kind-registry.ts';
import type { Article, SiteContent } from '../../kinds/content.ts';
import { siteContent } from './site-content.ts';
import { countWords, renderMarkdownChecked } from '../../shared/markdown.ts';
import { formatBytes, limits } from '../../shared/limits.ts';
import { checkCopy } from './copy-checks.ts';
import { closest } from './suggest.ts';
import { fillIdentity, identityMarks } from '../../shared/identity.ts';
import { brokenPathMessage, pagePaths, pathReferences, type PathReference } from './references.ts';
import { slugPattern, slugify } from '../../shared/slug.ts';
import { heldLinkMessage, localDate, publish, type Held, type Publication } from './publication.ts';
import { validateEntry, type Valid } from './schema-check.ts';
import { checkAddresses } from './site-addresses.ts';

export { validateEntry } from './schema-check.ts';

/** The kind of an entry: every entry has one, as its file was classified by the kinds' patterns. */
const kindOf = (entry: { kind: string }): AnyKind => kindNamed(entry.kind)!;

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
  let bodyProblems: Problem[] = [];
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
    // A body past the limits is not rendered, so nothing further can be checked. Any other
    // problem of the body is reported with every other problem of the file, in one pass: an
    // editor fixes them all at once instead of finding the next after each fix.
    if (problems.length && !rendered.html) return { entry, problems, references: [] };
    bodyProblems = problems;
    html = rendered.html;
  }
  const wordCount = entry.body === undefined ? undefined : countWords(entry.body);
  return {
    entry,
    data: r.valid.data,
    problems: [
      ...bodyProblems,
      ...(siteName === undefined ? [] : checkCopy(entry, r.valid.data, siteName, html, wordCount)),
    ],
    references: pathReferences(entry.kind, r.valid.data, entry.body),
    // A body with a problem is never shown: nothing is made of it.
    html: bodyProblems.length ? undefined : html,
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

/** The valid entries of one kind, with the data its schema gives. */
export type ValidOf<N extends EntryKind> = { entry: RawEntry; data: DataOf<N>; checked: Checked };

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
