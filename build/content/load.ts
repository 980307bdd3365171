import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument, isNode, isScalar, visit, type Document, type Node } from 'yaml';
import { load as loadYaml, CORE_SCHEMA } from 'js-yaml';
import { limits, sizeAndLimit } from '../../shared/limits.ts';
import { fieldTextProblems, textProblems } from './text-hygiene.ts';
import { diskProblems } from './disk-links.ts';
import { fieldPath as fieldName, type Problem } from './problems.ts';
import { classify, type EntryKind } from './classify.ts';
import type { Lang } from '../../kinds/fields.ts';
import { isPictureFile } from '../images/source-files.ts';

/** A content file as read from disk, before validation. */
export interface RawEntry {
  /** Path shown to editors: the content folder's name joined with the path inside it. */
  file: string;
  kind: EntryKind;
  /** The slug or id the file name gives, or the file name for single files. */
  key: string;
  lang?: Lang;
  data: unknown;
  /** The markdown after the front matter, for `.md` files. */
  body?: string;
  /** The line of the file the body starts on, for messages about the body. */
  bodyLine?: number;
  /**
   * Set when the file could not be read as its kind (broken YAML, a limit broken): its problems
   * are reported, and the file still counts as present, so that links to its page and its
   * translation do not fail for that reason alone.
   */
  unreadable?: true;
  /** Finds the line of a field, for messages. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
  /** Finds the line of the file that line `textLine` (1-based) of a multi-line text field is on. */
  lineInText?(path: readonly PropertyKey[], textLine: number): number | undefined;
}

/** The files of a content folder, as paths inside it, in the order every build reads them. */
export async function listFiles(dir: string, found?: Map<string, unknown>): Promise<string[]> {
  if (found) return [...found.keys()].filter((file) => isContentFile(path.posix.basename(file))).sort();
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && isContentFile(e.name))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

// Pictures live among the content; build/images/ reads those that content names.
const isContentFile = (name: string) => !name.startsWith('.') && !isPictureFile(name);

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The depth of the deepest map or list in a YAML value, counted without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limits.yamlDepth) return deepest;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Turns the YAML document into data, or says in one line why it cannot (aliases that expand too far
 * or lead nowhere).
 */
function toData(
  doc: Document,
  lineAt: (offset: number) => number,
): { data?: unknown; problem?: { message: string; line?: number } } {
  try {
    return { data: doc.toJS({ maxAliasCount: 100 }) ?? {} };
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    let first: Node | undefined;
    visit(doc, {
      Alias: (_, node) => {
        first ??= node;
        return visit.BREAK;
      },
    });
    const line = first?.range ? lineAt(first.range[0]) : undefined;
    if (/Unresolved alias/.test(error.message)) {
      const name = /: (.*)$/.exec(error.message)?.[1] ?? '';
      return {
        problem: {
          message:
            `uses the alias *${name} before an anchor &${name} is set; ` +
            'set the anchor first or write the value out',
          line,
        },
      };
    }
    return {
      problem: { message: 'has aliases (*name) that expand to too much data; write the values out instead', line },
    };
  }
}

/** The stand-in for a file of a known kind that could not be read. */
export function unreadableEntry(file: string, relative: string): RawEntry | undefined {
  const kind = classify(relative);
  return (
    kind && {
      file,
      kind: kind.kind,
      key: kind.key,
      lang: kind.lang,
      data: undefined,
      unreadable: true,
      lineOf: () => undefined,
    }
  );
}

/** The message for a content file of `size` bytes, past the limit. */
export function fileTooLarge(size: number): string {
  const [is, max] = sizeAndLimit(size, limits.fileBytes);
  return `is ${is}; a content file may be at most ${max}`;
}

/** Parses one file's text; pure, so tests and the dev server can feed it directly. */
export function parseEntry(file: string, relative: string, text: string): { entry?: RawEntry; problems: Problem[] } {
  const kind = classify(relative);
  if (!kind) {
    return {
      problems: [
        { file, field: '', message: 'is not a known kind of content; see CONTENT.md for where each kind lives' },
      ],
    };
  }
  const unreadable = (problems: Problem[]) => ({ problems, entry: unreadableEntry(file, relative)! });
  // Editors on Windows may save with a byte-order mark: it is not part of the text.
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  // Characters are at most 3 bytes each here: only a long text needs counting.
  const bytes = source.length * 3 > limits.fileBytes ? Buffer.byteLength(source) : source.length;
  if (bytes > limits.fileBytes) return unreadable([{ file, field: '', message: fileTooLarge(bytes), line: 1 }]);
  const unclean = textProblems(source);
  if (unclean.length) return unreadable(unclean.map(({ line, message }) => ({ file, field: '', message, line })));
  let yamlText = source;
  let body: string | undefined;
  let bodyLine: number | undefined;
  let lineOffset = 0;
  if (relative.endsWith('.md')) {
    const match = frontMatter.exec(source);
    if (!match) {
      return unreadable([
        { file, field: '', message: 'must start with front matter between two lines of ---', line: 1 },
      ]);
    }
    yamlText = match[1] ?? '';
    body = source.slice(match[0].length);
    bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1);
    lineOffset = 1;
  }
  // The parsed document is large next to its data: it is kept only when it was needed to read
  // the data, and otherwise made again in the rare case that a message needs a line.
  let lines: { doc: Document; counter: LineCounter } | undefined;
  const document = () => {
    if (!lines) {
      const counter = new LineCounter();
      lines = {
        doc: parseDocument(yamlText, { lineCounter: counter, prettyErrors: false, uniqueKeys: true }),
        counter,
      };
    }
    return lines;
  };
  let data = fastYaml(yamlText);
  if (data === undefined) {
    const { doc, counter: lineCounter } = document();
    if (doc.errors.length > 0) {
      const textLines = yamlText.split('\n');
      return unreadable(
        doc.errors
          .map((e) => {
            const line = lineCounter.linePos(e.pos[0]).line;
            // The usual cause: a value that starts with a {mark}, which YAML reads as a map.
            const hint = textLines.slice(Math.max(0, line - 3), line).some((l) => /(^|:\s|-\s)\{\w+\}/.test(l))
              ? ' (a value that starts with {...} must be written in quotes)'
              : '';
            // The parser recurses per level: a stack overflow means nesting, said so.
            const reason = /call stack/i.test(e.message)
              ? `nests maps or lists too deep; at most ${limits.yamlDepth} levels are allowed`
              : `is not valid YAML: ${e.message.split('\n')[0]}${hint}`;
            return { file, field: '', message: reason, line: line + lineOffset };
          })
          .filter((p, i, all) => all.findIndex((q) => q.message === p.message) === i),
      );
    }
    const lineAt = (offset: number) => lineCounter.linePos(offset).line + lineOffset;
    const read = toData(doc, lineAt);
    if (read.problem) return unreadable([{ file, field: '', ...read.problem }]);
    data = read.data;
  }
  if (depthOf(data) > limits.yamlDepth) {
    return unreadable([
      {
        file,
        field: '',
        message: `nests maps or lists more than ${limits.yamlDepth} levels deep`,
        line: 1 + lineOffset,
      },
    ]);
  }
  const lineOf = (fieldPath: readonly PropertyKey[]): number | undefined => {
    const { doc, counter } = document();
    // Walk up to the nearest node that exists: a missing field points at its parent.
    for (let depth = fieldPath.length; depth >= 0; depth--) {
      const node = doc.getIn(fieldPath.slice(0, depth) as unknown[], true);
      if (isNode(node) && node.range) return counter.linePos(node.range[0]).line + lineOffset;
    }
    return undefined;
  };
  const lineInText = (fieldPath: readonly PropertyKey[], textLine: number): number | undefined => {
    const node = document().doc.getIn(fieldPath as unknown[], true);
    const start = lineOf(fieldPath);
    if (start === undefined) return undefined;
    // A block scalar (`|` or `>`) starts on the line below its indicator, one source line per line.
    if (isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED')) return start + textLine;
    return start;
  };
  // What the text check of the file could not see: characters that YAML escapes make.
  const unsafe = fieldTextProblems(data);
  if (unsafe.length)
    return unreadable(
      unsafe.map(({ path: at, message }) => ({ file, field: fieldName(at), message, line: lineOf(at) })),
    );
  return {
    entry: { file, kind: kind.kind, key: kind.key, lang: kind.lang, data, body, bodyLine, lineOf, lineInText },
    problems: [],
  };
}

/**
 * An `&` where YAML could read an anchor: at the start of a node, after a space, a line break or
 * a flow indicator, followed by a name. Markdown's `**bold**` and an ampersand inside text are
 * not; an alias (`*name`) needs an anchor to read, and js-yaml refuses one without.
 */
const mayHoldAnchor = /(?:^|[\s,[{:])&[^\s,[\]{}]/;

/**
 * The data of a YAML text that has no anchors, read by js-yaml: YAML 1.2 with its core schema
 * (as yaml's default), much faster than yaml. Undefined for a text js-yaml refuses (an alias
 * without its anchor, say) or one that could hold anchors, and so aliases: yaml reads those, with
 * its limits on aliases, and says what is wrong and where.
 */
function fastYaml(yamlText: string): unknown {
  if (mayHoldAnchor.test(yamlText)) return undefined;
  try {
    return loadYaml(yamlText, { schema: CORE_SCHEMA }) ?? {};
  } catch {
    return undefined;
  }
}

/** Reads every file of the content folder. */
export async function loadEntries(contentDir: string): Promise<{ entries: RawEntry[]; problems: Problem[] }> {
  const shown = path.relative(process.cwd(), contentDir) || '.';
  const entries: RawEntry[] = [];
  const problems: Problem[] = await diskProblems(contentDir, shown);
  for (const relative of await listFiles(contentDir)) {
    const full = path.join(contentDir, relative);
    // A huge file is refused before it is read.
    const { size } = await stat(full);
    if (size > limits.fileBytes) {
      problems.push({ file: `${shown}/${relative}`, field: '', message: fileTooLarge(size), line: 1 });
      const entry = unreadableEntry(`${shown}/${relative}`, relative);
      if (entry) entries.push(entry);
      continue;
    }
    const source = await readFile(full, 'utf8');
    const result = parseEntry(`${shown}/${relative}`, relative, source);
    if (result.entry) entries.push(result.entry);
    problems.push(...result.problems);
  }
  return { entries, problems };
}
