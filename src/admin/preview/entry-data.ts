/**
 * An entry's fields as the form holds them while an editor types: anything may still be missing.
 * The pages read lists and groups of fields without asking whether they are there, so these are
 * filled in with empty ones before a page is rendered; an empty text simply shows nothing.
 */
export type Data = Record<string, unknown>;

const isGroup = (value: unknown): value is Data => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * `value` with every list and group that `shape` names present: a missing one is taken from
 * `shape`, a list's items are filled in by the shape of its one item, and a group's fields in turn.
 */
export function filledIn<T>(value: unknown, shape: T): T {
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [] as T;
    return (shape.length ? value.map((item) => filledIn(item, shape[0])) : value) as T;
  }
  if (isGroup(shape)) {
    const group: Data = isGroup(value) ? { ...value } : {};
    for (const [key, inner] of Object.entries(shape)) {
      group[key] = group[key] === undefined || group[key] === null ? inner : filledIn(group[key], inner);
    }
    return group as T;
  }
  return (value ?? shape) as T;
}

/** A day (`YYYY-MM-DD`) from a date field, which holds one as text, or today while it is empty. */
export function dayOf(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return new Date().toISOString().slice(0, 10);
}

/** Text from a field, or empty. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
