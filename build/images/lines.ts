import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { parseEntry } from '../load.ts';

/**
 * Lines for messages about pictures, found only when there is a problem to report: the content
 * file is read and parsed again, as the checks of the content do.
 */
export class ContentLines {
  constructor(
    private readonly contentDir: string,
    private readonly contentLabel: string,
  ) {}

  private async entry(file: string) {
    const relative = file.startsWith(`${this.contentLabel}/`) ? file.slice(this.contentLabel.length + 1) : file;
    const source = await readFile(path.join(this.contentDir, relative), 'utf8').catch(() => undefined);
    return source === undefined ? undefined : parseEntry(file, relative, source).entry;
  }

  /** The line of a field of a content file (`['photo']`). */
  async ofField(file: string, fieldPath: PropertyKey[]): Promise<number | undefined> {
    return (await this.entry(file))?.lineOf(fieldPath);
  }

  /** The line of the `index`-th picture (from 0) in a content file's markdown body. */
  async ofBodyImage(file: string, index: number): Promise<number | undefined> {
    const entry = await this.entry(file);
    if (entry?.body === undefined || entry.bodyLine === undefined) return undefined;
    const line = bodyImageLines(entry.body)[index];
    return line === undefined ? entry.bodyLine : entry.bodyLine + line - 1;
  }
}

interface Node {
  type: string;
  identifier?: string;
  position?: { start: { line: number } };
  children?: Node[];
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** The line (from 1) of every picture in markdown, in the order the renderer writes them. */
export function bodyImageLines(markdown: string): number[] {
  const tree = parser.parse(markdown) as Node;
  const all: Node[] = [];
  const stack: Node[] = [tree];
  while (stack.length) {
    const node = stack.shift()!;
    all.push(node);
    stack.unshift(...(node.children ?? []));
  }
  // A reference to a definition that does not exist stays text.
  const defined = new Set(all.filter((n) => n.type === 'definition').map((n) => n.identifier));
  return all
    .filter((n) => n.type === 'image' || (n.type === 'imageReference' && defined.has(n.identifier)))
    .map((n) => n.position?.start.line ?? 1);
}
