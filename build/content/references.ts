import type { EntryKind } from './classify.ts';
import { sitePath } from '../../kinds/fields.ts';
import { paths } from '../../shared/paths.ts';
import { closest } from './suggest.ts';
import { allKinds } from '../../kinds/kind-registry.ts';

/** A path inside the site that a content file links to. */
export interface PathReference {
  /** The field it is written in (`related[2].url`), or `(body)` for the markdown body. */
  field: string;
  /** The field as a path into the data, for finding its line. */
  fieldPath: PropertyKey[];
  /** For a link in the markdown body: its line, counted from the body's first line (1). */
  bodyLine?: number;
  /** The path as written, `#fragment` included. */
  path: string;
}

// `[text](/path "title")`, `[text](</path>)`, and reference definitions `[id]: /path`.
const inlineLink = /\]\(\s*<?(\/(?!\/)[^\s)>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\/(?!\/)[^\s>]*)>?/;
const codeSpan = /`+[^`]*`+/g;
const fence = /^ {0,3}(```|~~~)/;

/** The site paths that markdown links to, each with its line (1-based); code is skipped. */
export function markdownPaths(markdown: string): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  let inFence = false;
  markdown.split('\n').forEach((text, i) => {
    if (fence.test(text)) inFence = !inFence;
    // Both kinds of link hold a `]`; most lines hold none.
    if (inFence || !text.includes(']')) return;
    const line = text.replace(codeSpan, '');
    const def = definition.exec(line);
    if (def) found.push({ path: def[1]!, line: i + 1 });
    for (const match of line.matchAll(inlineLink)) found.push({ path: match[1]!, line: i + 1 });
  });
  return found;
}

/**
 * Every site path a content file links to: fields that hold a path (`url: /services/werkpaard`)
 * and links inside markdown, in fields and in the body. The `from` paths of redirects are old
 * addresses, not links, and are left out.
 */
export function pathReferences(kind: EntryKind, data: unknown, body?: string): PathReference[] {
  const found: PathReference[] = [];
  const walk = (value: unknown, fieldPath: PropertyKey[]) => {
    if (typeof value === 'string') {
      if (value.startsWith('/') && sitePath.safeParse(value).success) {
        if (!(kind === 'redirects' && fieldPath.at(-1) === 'from'))
          found.push({ field: fieldName(fieldPath), fieldPath, path: value });
      } else if (value.includes('](/') || value.includes(']: /')) {
        for (const link of markdownPaths(value))
          found.push({ field: fieldName(fieldPath), fieldPath, path: link.path });
      }
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, [...fieldPath, i]));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, [...fieldPath, k]);
    }
  };
  walk(data, []);
  if (body)
    for (const link of markdownPaths(body))
      found.push({ field: '(body)', fieldPath: [], bodyLine: link.line, path: link.path });
  return found;
}

function fieldName(fieldPath: readonly PropertyKey[]): string {
  return fieldPath.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

/** The content that makes pages: a kind, the slug its file name gives, and its data as written. */
export interface PageSource {
  kind: string;
  key: string;
  data?: unknown;
}

/**
 * The Dutch-form path of every page the content makes, the same set `routesFor` renders: the pages
 * each kind always makes, the page of each file, then the lists made of what files hold.
 */
export function pagePaths(sources: Iterable<PageSource>): Set<string> {
  const kinds = allKinds();
  const found = new Set<string>(kinds.flatMap((k) => k.fixedPages ?? []));
  const pageOf = new Map(kinds.flatMap((k) => (k.page ? [[k.name, k.page] as const] : [])));
  const listed = new Map<string, unknown[]>(
    kinds.flatMap((k) => (k.listPages ? [[k.name, []] as [string, unknown[]]] : [])),
  );
  for (const { kind, key, data } of sources) {
    const page = pageOf.get(kind);
    if (page) found.add(page(key));
    listed.get(kind)?.push(data);
  }
  for (const k of kinds) if (k.listPages) for (const list of k.listPages(listed.get(k.name)!)) found.add(list);
  return found;
}

/** The sections of the home page that links may point at, from the site's own paths (`/#contact`). */
const homeSections = Object.values(paths).flatMap((p) =>
  typeof p === 'string' && p.startsWith('/#') ? [p.slice(2)] : [],
);

/**
 * Why a linked path does not lead anywhere, said so an editor can fix it, or undefined when it
 * is a page or a redirect. Fragments are checked on the home page, whose sections are known.
 */
export function brokenPathMessage(
  written: string,
  pages: ReadonlySet<string>,
  redirectSources: ReadonlySet<string>,
  redirectTarget = false,
): string | undefined {
  const [pathname = '/', fragment] = written.split('#');
  if (pages.has(pathname) || redirectSources.has(pathname)) {
    if (pathname === paths.home && fragment !== undefined && !homeSections.includes(fragment)) {
      const guess = closest(fragment, homeSections);
      const meant = guess ? ` (did you mean "/#${guess}"?)` : '';
      const sections = homeSections.map((s) => `#${s}`).join(', ');
      return `"${written}": the home page has no section "#${fragment}"${meant}; its sections are ${sections}`;
    }
    return undefined;
  }
  if (pathname === '/en' || pathname.startsWith('/en/')) {
    const dutch = pathname.slice(3) || '/';
    const target = `${dutch}${fragment === undefined ? '' : `#${fragment}`}`;
    return (
      `"${written}": write site paths the Dutch way ("${target}"); ` +
      'English pages link to the English page themselves'
    );
  }
  const known = [...pages, ...redirectSources];
  // A typo, or a path cut short.
  const guess =
    closest(pathname, known) ??
    known.filter((p) => p.startsWith(`${pathname}-`)).sort((a, b) => a.length - b.length)[0];
  const hint = redirectTarget ? 'a redirect must lead to a page' : 'link to a page or to a redirect in redirects.yaml';
  return `"${written}" is not a page of the site${guess ? ` (did you mean "${guess}"?)` : ''}; ${hint}`;
}
