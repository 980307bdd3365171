import type { z } from 'zod';
import type { RawEntry } from './load.ts';
import { fieldPath, type Problem } from './problems.ts';
import { kindNamed } from '../../kinds/kind-registry.ts';
import { closest } from './suggest.ts';

// Each entry checked against the schema of its kind, with messages that name the field and,
// for an unknown field, the nearest one the schema allows.

export interface Valid {
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
  const schema = kindNamed(entry.kind)!.schema;
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
