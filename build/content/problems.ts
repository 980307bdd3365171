/** One thing wrong with the content, said so that an editor can fix it. */
export interface Problem {
  /** Path of the file, relative to the working directory (`content/services/werkpaard.nl.md`). */
  file: string;
  /** Where in the file: `faqs[2].answer`, or empty for the file as a whole. */
  field: string;
  message: string;
  line?: number;
}

export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  return p.field ? `${where}: ${p.field}: ${p.message}` : `${where}: ${p.message}`;
}

/** Thrown once with every problem found, so an editor sees them all in one run. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => '  ' + formatProblem(p)).join('\n'),
    );
    this.name = 'ContentError';
  }
}

/** `['faqs', 2, 'answer']` becomes `faqs[2].answer`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}
