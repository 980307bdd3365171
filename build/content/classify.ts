import type { Lang } from '../../kinds/fields.ts';
import { allKinds, type EntryKind } from '../../kinds/kind-registry.ts';

export type { EntryKind } from '../../kinds/kind-registry.ts';

/**
 * The kind of a file inside `content/` (by the patterns of the kinds in kinds/), with the
 * slug or id and language its name gives.
 */
export function classify(relative: string): { kind: EntryKind; key: string; lang?: Lang } | undefined {
  for (const { name, pattern } of allKinds()) {
    const match = pattern.exec(relative);
    if (match) {
      const lang = match.groups?.lang as Lang | undefined;
      // A kind a test added has a name of its own; the rest of the generator looks kinds up by name.
      return { kind: name as EntryKind, key: match.groups?.key ?? name, lang };
    }
  }
  return undefined;
}
