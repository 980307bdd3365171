import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEntry } from '../content/load.ts';
import { bodyImageLines } from '../../shared/markdown.ts';

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
