/**
 * The file formats of the editing screen (/admin): YAML files and markdown with YAML front matter,
 * read and written so that saving changes only what the editor changed. Decap's own formats write
 * every file anew (long lines folded, quotes dropped, keys reordered); these keep each file as it
 * is and patch only the values that changed, so a corrected FAQ answer is a one-line diff and the
 * body of a markdown file is left byte for byte when only its front matter changed.
 *
 * A format only sees the data it is asked to write, not the file it came from, so every file the
 * screen has read is remembered, and a save patches the remembered file whose data is nearest to
 * what is saved (most values equal). A new file, or one that changed almost everywhere, is written
 * the way `npm run new` writes files.
 *
 * Runs in the browser (bundled into the editing screen) and in tests.
 */
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  stringify,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import MarkdownIt from 'markdown-it';
import { typedMarkdown } from './typed-markdown.ts';

/** What Decap asks of a file format (`CMS.registerCustomFormat`). */
export interface Formatter {
  fromFile(text: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[]): string;
}

/** The names under which the editing screen registers the formats, as its configuration names them. */
export const formatNames = { yaml: 'kept-yaml', markdown: 'kept-frontmatter' } as const;

/**
 * The key under which a YAML file whose top level is a list (`redirects.yaml`) is edited: the
 * editing screen only edits objects, so the list becomes this one field.
 */
export const listKey = 'items';

const frontMatter = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n?/;
const toStringOptions = { lineWidth: 0, flowCollectionPadding: false } as const;

interface Original {
  /** The YAML text: the whole file, or the front matter. */
  yaml: string;
  /** The markdown after the front matter (markdown files only). */
  body?: string;
  /** What the file holds, as the screen edits it (the body as `body`). */
  data: Record<string, unknown>;
  leaves: Map<string, string>;
}

type Plain = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves of a value by path, for comparing two versions of a file. */
function leavesOf(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((v, i) => leavesOf(v, `${prefix}[${i}]`, into));
  else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) leavesOf(v, `${prefix}.${k}`, into);
  else into.set(prefix, JSON.stringify(value));
  return into;
}

/** How alike two versions are: the share of values that are equal, 0 to 1. */
function likeness(a: Map<string, string>, b: Map<string, string>): number {
  let equal = 0;
  for (const [path, value] of a) if (b.get(path) === value) equal++;
  return equal / Math.max(a.size, b.size, 1);
}

/** A file nearer than this to what is saved is patched; otherwise the file is written anew. */
const minimumLikeness = 0.25;

/**
 * Drops what the editing screen leaves behind in fields nobody filled in: empty text, `null`, and
 * objects left empty (an optional group such as a service's `secondaryAction`). No field of the
 * content accepts empty text, so an empty optional field is one that is absent.
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty).filter((v) => v !== undefined);
  if (isPlainObject(value)) {
    const out: Plain = {};
    for (const [k, v] of Object.entries(value)) {
      const kept = withoutEmpty(v);
      if (kept !== undefined) out[k] = kept;
    }
    return Object.keys(out).length ? out : undefined;
  }
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/** Whether two values are the same, whatever the order of their keys. */
function equal(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => equal(v, b[i]));
  if (isPlainObject(a) || isPlainObject(b)) {
    if (!isPlainObject(a) || !isPlainObject(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && equal(a[k], b[k]));
  }
  return a === b;
}

/** Copies the quoting of a sibling's strings onto a new node, so a new FAQ item looks like the others. */
function mimic(node: Node, sibling: unknown): void {
  if (isScalar(node) && isScalar(sibling) && typeof node.value === 'string' && typeof sibling.value === 'string') {
    if (sibling.type === 'QUOTE_DOUBLE' || sibling.type === 'QUOTE_SINGLE' || sibling.type === 'PLAIN')
      node.type = sibling.type;
  } else if (isMap(node) && isMap(sibling)) {
    for (const pair of node.items) {
      const match = sibling.items.find((p) => isScalar(p.key) && isScalar(pair.key) && p.key.value === pair.key.value);
      if (match && pair.value) mimic(pair.value as Node, match.value);
    }
  } else if (isSeq(node) && isSeq(sibling) && sibling.items.length) {
    for (const item of node.items) mimic(item as Node, sibling.items[0]);
  }
}

/**
 * Makes `node` hold `next` (it holds `previous` now), touching only what differs: equal values
 * keep their text, changed scalars keep their quoting, keys and items are added or removed in place.
 * Returns the node to use when it had to be replaced.
 */
function patch(doc: Document, node: unknown, previous: unknown, next: unknown, order: string[] = []): Node {
  if (equal(previous, next) && node) return node as Node;
  if (isPlainObject(next) && isMap(node)) {
    const map = node as YAMLMap;
    const before = isPlainObject(previous) ? previous : {};
    for (const pair of [...map.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!(key in next)) map.items.splice(map.items.indexOf(pair), 1);
    }
    const keys = Object.keys(next);
    const rank = (key: string) => {
      const i = order.indexOf(key);
      return i === -1 ? order.length + keys.indexOf(key) : i;
    };
    for (const key of keys) {
      const pair = map.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === key) as
        Pair<unknown, unknown> | undefined;
      if (pair) {
        pair.value = patch(doc, pair.value, before[key], next[key]);
        continue;
      }
      // A new key goes after the last key that comes before it in the form's order.
      const created = doc.createPair(key, next[key]);
      let at = 0;
      map.items.forEach((p, i) => {
        const k = isScalar(p.key) ? String(p.key.value) : String(p.key);
        if (rank(k) <= rank(key)) at = i + 1;
      });
      map.items.splice(at, 0, created);
    }
    return map;
  }
  if (Array.isArray(next) && isSeq(node)) {
    const seq = node as YAMLSeq;
    const before = Array.isArray(previous) ? previous : [];
    seq.items.splice(next.length);
    next.forEach((item, i) => {
      if (i < seq.items.length) {
        seq.items[i] = patch(doc, seq.items[i], before[i], item);
      } else {
        const created = doc.createNode(item);
        if (seq.items.length) mimic(created, seq.items[seq.items.length - 1]);
        seq.items.push(created);
      }
    });
    return seq;
  }
  if (isScalar(node) && !isPlainObject(next) && !Array.isArray(next)) {
    node.value = next;
    // A plain or quoted scalar that now spans lines is better written as a block.
    if (
      typeof next === 'string' &&
      next.includes('\n') &&
      node.type !== 'BLOCK_LITERAL' &&
      node.type !== 'BLOCK_FOLDED'
    )
      node.type = 'BLOCK_LITERAL';
    return node;
  }
  return doc.createNode(next);
}

/** A file written anew: keys in the form's order, the way `npm run new` writes files. */
function fresh(data: Plain, order: string[]): string {
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  const sorted = Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)));
  return stringify(sorted, toStringOptions);
}

/** Renders one line on its own, to compare what two spellings of it show. */
const lineRenderer = new MarkdownIt();

/**
 * A markdown line as it reads, whatever its spelling: the rich text editor writes `*` for list
 * items, `_` for emphasis, escapes it did not need and padded tables, where the files say `-`,
 * `*`, nothing and `|---|`. Compared as markdown-it renders the line, so a backslash counts
 * exactly where it changes what the line shows: `\\## Kop` is text, `## Kop` a heading.
 */
export function reading(line: string): string {
  const spelled = line
    .replace(/^(\s*)\d+[.)]\s+/, (_, indent: string) => `${indent}1. `)
    // A table's delimiter row, however wide its dashes.
    .replace(/^\s*\|?(\s*:?-+:?\s*\|)+\s*(:?-+:?)?\s*$/, (row) => row.replace(/\s+/g, '').replace(/-+/g, '-'))
    .replace(/\s+/g, ' ')
    .trim();
  // A line that shows nothing on its own (a link's definition) is compared as it is written.
  return lineRenderer.render(spelled) || spelled;
}

/**
 * The edited body with every line that reads as before written as before, so that a sentence
 * changed in the rich text editor is a one-line diff although the editor rewrites the whole body
 * in its own markdown style (list markers, blank lines after headings, escapes). Lines are
 * matched in order (longest common subsequence of what they read); a line that is new or changed
 * comes from the editor, and the blank lines around unchanged lines are the original's.
 */
export function mergeBody(original: string, edited: string): string {
  const blocks = (text: string) => {
    const out: { line: string; blanks: number }[] = [];
    let blanks = 0;
    for (const line of text.replace(/\s+$/, '').split('\n')) {
      if (line.trim() === '') blanks++;
      else {
        out.push({ line, blanks });
        blanks = 0;
      }
    }
    return out;
  };
  const a = blocks(original);
  const b = blocks(edited);
  // A body too long to compare line by line is taken as the editor wrote it.
  if (a.length * b.length > 4_000_000) return edited;
  const ra = a.map((x) => reading(x.line));
  const rb = b.map((x) => reading(x.line));
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        ra[i] === rb[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const lines: string[] = [];
  const emit = (block: { line: string; blanks: number }) => {
    if (lines.length) for (let k = 0; k < Math.max(block.blanks, 0); k++) lines.push('');
    lines.push(block.line);
  };
  let i = 0;
  let j = 0;
  // A changed line takes the place, and the blank lines, of the line it replaces.
  let replaced: number | undefined;
  while (j < b.length) {
    if (i < a.length && ra[i] === rb[j]) {
      emit(a[i]!);
      replaced = undefined;
      i++;
      j++;
    } else if (i < a.length && lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      replaced ??= a[i]!.blanks;
      i++;
    } else {
      emit({ line: b[j]!.line, blanks: replaced ?? b[j]!.blanks });
      replaced = undefined;
      j++;
    }
  }
  return lines.join('\n');
}

/** The body as it goes into the file: the original's blank line after the front matter, one newline at the end. */
function bodyText(body: string, original?: string): string {
  const lead = original === undefined ? '\n' : (/^\s*/.exec(original)?.[0] ?? '');
  const typed = typedMarkdown(body);
  const merged = original === undefined ? typed : mergeBody(original, typed);
  const text = merged.replace(/^\s*\n/, '').replace(/\s*$/, '');
  return text ? `${lead}${text}\n` : '';
}

/**
 * Makes the two formats, `yaml` for YAML files and `frontmatter` for markdown, sharing nothing
 * with other instances (one per page, one per test).
 */
export function createFormats(): { yaml: Formatter; frontmatter: Formatter } {
  const seen = { yaml: new Map<string, Original>(), frontmatter: new Map<string, Original>() };

  const remember = (store: Map<string, Original>, text: string, original: Omit<Original, 'leaves'>) => {
    store.delete(text);
    store.set(text, { ...original, leaves: leavesOf(original.data) });
    // The screen lists whole folders; keep the memory bounded.
    if (store.size > 20_000) store.delete(store.keys().next().value!);
  };

  const nearest = (store: Map<string, Original>, data: Plain): Original | undefined => {
    const leaves = leavesOf(data);
    let best: Original | undefined;
    let bestScore = minimumLikeness;
    for (const original of store.values()) {
      const score = likeness(leaves, original.leaves);
      if (score >= bestScore) {
        best = original;
        bestScore = score;
      }
    }
    return best;
  };

  /** The YAML of `data`, patched into the nearest original's text when there is one. */
  const yamlOf = (original: Original | undefined, previous: unknown, data: unknown, order: string[]): string => {
    if (original) {
      const doc = parseDocument(original.yaml);
      doc.contents = patch(doc, doc.contents, previous, data, order) as typeof doc.contents;
      const text = doc.toString(toStringOptions);
      // The patch must say exactly what is saved; if not, write it anew rather than wrongly.
      if (equal(parse(text) ?? {}, data)) return text;
    }
    return Array.isArray(data) ? stringify(data, toStringOptions) : fresh(data as Plain, order);
  };

  const yaml: Formatter = {
    fromFile(text) {
      const parsed: unknown = parse(text) ?? {};
      const data = Array.isArray(parsed) ? { [listKey]: parsed } : (parsed as Plain);
      remember(seen.yaml, text, { yaml: text, data });
      return structuredClone(data);
    },
    toFile(input, sortedKeys = []) {
      const data = (withoutEmpty(input) ?? {}) as Plain;
      const original = nearest(seen.yaml, data);
      const isList =
        Object.keys(data).length === 1 && Array.isArray(data[listKey]) && (!original || listKey in original.data);
      const unwrap = (d: Plain | undefined) => (isList && d ? d[listKey] : d);
      return yamlOf(original, unwrap(original?.data), unwrap(data), sortedKeys);
    },
  };

  const frontmatter: Formatter = {
    fromFile(text) {
      const match = frontMatter.exec(text);
      const yamlText = match ? (match[1] ?? '') : '';
      const body = match ? text.slice(match[0].length) : text;
      const data = { ...((parse(yamlText) as Plain | null) ?? {}), body };
      remember(seen.frontmatter, text, { yaml: yamlText, body, data });
      return structuredClone(data);
    },
    toFile(input, sortedKeys = []) {
      const { body = '', ...rest } = input;
      const data = (withoutEmpty(rest) ?? {}) as Plain;
      const original = nearest(seen.frontmatter, { ...data, body });
      const { body: previousBody, ...previous } = original?.data ?? {};
      const yamlText = yamlOf(
        original && { ...original, data: previous },
        previous,
        data,
        sortedKeys.filter((k) => k !== 'body'),
      );
      const unchanged =
        original?.body !== undefined &&
        typeof body === 'string' &&
        (body === previousBody || body.trim() === original.body.trim());
      return `---\n${yamlText}---\n${unchanged ? original!.body : bodyText(String(body), original?.body)}`;
    },
  };

  return { yaml, frontmatter };
}
