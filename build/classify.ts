import type { Lang } from './schema/common.ts';

export type EntryKind =
  | 'site' | 'redirects' | 'ui' | 'home' | 'privacy'
  | 'service' | 'category' | 'landing' | 'partner' | 'article'
  | 'training' | 'tools' | 'networking' | 'intake';

/** Where each kind of content lives inside `content/`. */
const patterns: [RegExp, EntryKind][] = [
  [/^site\.yaml$/, 'site'],
  [/^redirects\.yaml$/, 'redirects'],
  [/^ui\/(?<lang>nl|en)\.yaml$/, 'ui'],
  [/^home\.(?<lang>nl|en)\.yaml$/, 'home'],
  [/^privacy\.(?<lang>nl|en)\.md$/, 'privacy'],
  [/^services\/(?<key>[^./]+)\.(?<lang>nl|en)\.md$/, 'service'],
  [/^categories\/(?<key>[^./]+)\.(?<lang>nl|en)\.md$/, 'category'],
  [/^landing\/(?<key>[^./]+)\.(?<lang>nl|en)\.md$/, 'landing'],
  [/^partners\/(?<key>[^./]+)\.yaml$/, 'partner'],
  [/^articles\/(?<key>[^./]+)\.md$/, 'article'],
  [/^dialogs\/training\.(?<lang>nl|en)\.yaml$/, 'training'],
  [/^dialogs\/tools\.(?<lang>nl|en)\.yaml$/, 'tools'],
  [/^dialogs\/networking\.(?<lang>nl|en)\.yaml$/, 'networking'],
  [/^dialogs\/intake\.(?<lang>nl|en)\.yaml$/, 'intake'],
];

export function classify(relative: string): { kind: EntryKind; key: string; lang?: Lang } | undefined {
  for (const [pattern, kind] of patterns) {
    const match = pattern.exec(relative);
    if (match) {
      const lang = match.groups?.lang as Lang | undefined;
      return { kind, key: match.groups?.key ?? kind, lang };
    }
  }
  return undefined;
}
