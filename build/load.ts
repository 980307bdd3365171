import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';
import type { Problem } from './problems.ts';
import { classify, type EntryKind } from './classify.ts';
import type { Lang } from './schema/common.ts';
import { isPictureFile } from './images/source-files.ts';

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

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    // Pictures live among the content; build/images/ reads those that content names.
    .filter((e) => e.isFile() && !e.name.startsWith('.') && !isPictureFile(e.name))
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
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
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
  const lineOf = (fieldPath: readonly PropertyKey[]): number | undefined => {
    // Walk up to the nearest node that exists: a missing field points at its parent.
    for (let depth = fieldPath.length; depth >= 0; depth--) {
      const node = doc.getIn(fieldPath.slice(0, depth) as unknown[], true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line + lineOffset;
    }
    return undefined;
  };
  return { entry: { file, kind: kind.kind, key: kind.key, lang: kind.lang, data: doc.toJS() ?? {}, body, bodyLine, lineOf }, problems: [] };
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
