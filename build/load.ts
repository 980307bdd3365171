import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import { load as loadYaml, CORE_SCHEMA } from 'js-yaml';
import type { Problem } from './problems.ts';
import { classify, type EntryKind } from './classify.ts';
import type { Lang } from './schema/common.ts';

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
  /** Finds the line of a field, for messages. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/** The files of a content folder, as paths inside it, in the order every build reads them. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Parses one file's text; pure, so tests and the dev server can feed it directly. */
export function parseEntry(file: string, relative: string, source: string): { entry?: RawEntry; problems: Problem[] } {
  const kind = classify(relative);
  if (!kind) {
    return { problems: [{ file, field: '', message: 'is not a known kind of content; see CONTENT.md for where each kind lives' }] };
  }
  let yamlText = source;
  let body: string | undefined;
  let bodyLine: number | undefined;
  let lineOffset = 0;
  if (relative.endsWith('.md')) {
    const match = frontMatter.exec(source);
    if (!match) {
      return { problems: [{ file, field: '', message: 'must start with front matter between two lines of ---', line: 1 }] };
    }
    yamlText = match[1] ?? '';
    body = source.slice(match[0].length);
    bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1);
    lineOffset = 1;
  }
  const parsed = parseYaml(file, yamlText, lineOffset);
  if (parsed.problems) return { problems: parsed.problems };
  // The parsed document is large next to its data: keep only the text, and parse it again in the
  // rare case that a message needs a line.
  let lines: { doc: Document; counter: LineCounter } | undefined;
  const lineOf = (fieldPath: readonly PropertyKey[]): number | undefined => {
    if (!lines) {
      const counter = new LineCounter();
      lines = { doc: parseDocument(yamlText, { lineCounter: counter, prettyErrors: false, uniqueKeys: true }), counter };
    }
    // Walk up to the nearest node that exists: a missing field points at its parent.
    for (let depth = fieldPath.length; depth >= 0; depth--) {
      const node = lines.doc.getIn(fieldPath.slice(0, depth) as unknown[], true);
      if (isNode(node) && node.range) return lines.counter.linePos(node.range[0]).line + lineOffset;
    }
    return undefined;
  };
  return { entry: { file, kind: kind.kind, key: kind.key, lang: kind.lang, data: parsed.data, body, bodyLine, lineOf }, problems: [] };
}

/**
 * The data of a YAML text, or its syntax errors with their lines. js-yaml reads YAML 1.2 (its core
 * schema, as yaml's default) about ten times faster; yaml reads what js-yaml refuses, to say why
 * and where, and finds the lines of fields for messages.
 */
function parseYaml(file: string, yamlText: string, lineOffset: number): { data: unknown; problems?: undefined } | { problems: Problem[] } {
  try {
    return { data: loadYaml(yamlText, { schema: CORE_SCHEMA }) ?? {} };
  } catch {
    // yaml says what is wrong.
  }
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length === 0) return { data: doc.toJS() ?? {} };
  const lines = yamlText.split('\n');
  return {
    problems: doc.errors.map((e) => {
      const line = lineCounter.linePos(e.pos[0]).line;
      // The usual cause: a value that starts with a {mark}, which YAML reads as a map.
      const hint = lines.slice(Math.max(0, line - 3), line).some((l) => /(^|:\s|-\s)\{\w+\}/.test(l)) ? ' (a value that starts with {...} must be written in quotes)' : '';
      return { file, field: '', message: `is not valid YAML: ${e.message.split('\n')[0]}${hint}`, line: line + lineOffset };
    }),
  };
}

/** Reads every file of the content folder. */
export async function loadEntries(contentDir: string): Promise<{ entries: RawEntry[]; problems: Problem[] }> {
  const shown = path.relative(process.cwd(), contentDir) || '.';
  const entries: RawEntry[] = [];
  const problems: Problem[] = [];
  for (const relative of await listFiles(contentDir)) {
    const source = await readFile(path.join(contentDir, relative), 'utf8');
    const result = parseEntry(`${shown}/${relative}`, relative, source);
    if (result.entry) entries.push(result.entry);
    problems.push(...result.problems);
  }
  return { entries, problems };
}
