import type { SeoAssets } from '../render/head.ts';
import { languages } from '../../kinds/fields.ts';
import { localePath } from '../../shared/paths.ts';
import { hashText } from '../fingerprint.ts';
import { fieldPictures } from './field-pictures.ts';
import type { FileEntry } from '../content/content-entries.ts';
import { kindNamed, type AnyKind } from '../../kinds/kind-registry.ts';

// The pictures an entry's fields name, and what the pictures step put on it: what a build that
// changes only some articles compares to tell whether their pictures stayed the same.

/** A field of a kind that names a picture (see kinds/define.ts). */
export type KindPicture = NonNullable<AnyKind['pictures']>[number];

/** The picture a field of an entry names, if any. */
export function writtenPicture(entry: FileEntry, picture: KindPicture): string | undefined {
  const written = (entry.data as Record<string, unknown> | undefined)?.[picture.field];
  return typeof written === 'string' && written ? written : undefined;
}

/**
 * The pictures a file's data names, as text to compare: in the picture fields of its kind, and in
 * markdown in other fields. The same text, and the pictures step makes the same of them but the
 * texts of its share images (see withShareTexts).
 */
export const picturesNamedIn = (kind: string, data: unknown): string =>
  JSON.stringify([
    (kindNamed(kind)?.pictures ?? []).map((picture) => writtenPicture({ data } as FileEntry, picture)),
    fieldPictures(data),
  ]);

/**
 * The head with the share images of an entry's page given the texts its data gives them (see
 * PictureField.shareAlt), as preparePictures would: for an entry whose data changed but names the
 * same pictures as before (see picturesNamedIn).
 */
export function withShareTexts(head: SeoAssets, kind: string, key: string, data: unknown): SeoAssets {
  const { page, pictures = [] } = kindNamed(kind) ?? {};
  const shared = pictures.filter((picture) => picture.shareAlt && writtenPicture({ data } as FileEntry, picture));
  if (!page || !shared.length) return head;
  const shareImages = new Map(head.shareImages);
  // As planShares: each picture's images by the page's path in each language, the last picture's kept.
  for (const picture of shared)
    for (const lang of languages) {
      const base = localePath(lang, page(key));
      for (const [name, image] of head.shareImages)
        if (name === base || name.startsWith(`${base}.`))
          shareImages.set(name, { ...image, alt: picture.shareAlt!(data, lang) });
    }
  return { ...head, shareImages };
}

/** What preparePictures put on an entry of a kind for the pictures its fields name (an article's `cover`). */
export function picturesOn(entry: FileEntry, kind: string): Record<string, unknown> {
  const made = entry as unknown as Record<string, unknown>;
  return Object.fromEntries((kindNamed(kind)?.pictures ?? []).map(({ as }) => [as, made[as]]));
}

/**
 * The key of a content file whose pictures were put in place, for the pages made of it: the key
 * of its checks and what the pictures made (their files' names carry a hash of their bytes), so a
 * page is made again when a picture it shows changes.
 */
export const picturedKey = (key: string, entry: FileEntry, kind: string): string =>
  hashText(key, JSON.stringify({ ...picturesOn(entry, kind), html: entry.html }));
