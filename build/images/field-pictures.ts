/** A picture written in markdown in a field of a file's data, and where. */
export interface FieldPicture {
  at: PropertyKey[];
  written: string;
}

const markdownImage = /!\[[^\]]*\]\([^)]*\)/;

const fieldPicturesOf = new WeakMap<object, FieldPicture[]>();

/**
 * The pictures written in markdown in the fields of a file's data, kept per data object, which
 * stays the same while its file does. The checks of a file find them (see checkSource), and the
 * build cache keeps them with the checks: a build need not walk every field of thousands of
 * files again to learn that they hold none.
 */
export function fieldPictures(data: unknown): FieldPicture[] {
  if (!data || typeof data !== 'object') return [];
  const known = fieldPicturesOf.get(data);
  if (known) return known;
  const found: FieldPicture[] = [];
  const at: PropertyKey[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      const picture = markdownImage.exec(value);
      if (picture) found.push({ at: [...at], written: picture[0] });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        at.push(i);
        walk(item);
        at.pop();
      });
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        at.push(key);
        walk(item);
        at.pop();
      }
    }
  };
  walk(data);
  fieldPicturesOf.set(data, found);
  return found;
}

/** Says what fieldPictures found in `data` when its file was checked, for data read back from the checks. */
export function knowFieldPictures(data: unknown, found: FieldPicture[]): void {
  if (data && typeof data === 'object') fieldPicturesOf.set(data, found);
}
