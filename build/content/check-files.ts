import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEntry, type RawEntry } from './load.ts';
import { checkEntry, type Checked, type SiteIdentity } from './validate.ts';
import { fillIdentity } from '../../shared/identity.ts';
import type { EntryKind } from './classify.ts';
import type { Lang } from '../../kinds/fields.ts';
import type { Problem } from './problems.ts';
import type { PathReference } from './references.ts';
import { fieldPictures, knowFieldPictures, type FieldPicture } from '../images/field-pictures.ts';
import { hashText } from '../fingerprint.ts';

/**
 * What the checks of one content file on its own found (parse, schema, copy, links, markdown),
 * as plain data, as the build cache keeps it.
 */
export interface FileCheck {
  /** The path inside the content folder. */
  relative: string;
  problems: Problem[];
  /** The entry, unless the file could not be read as content at all. */
  entry?: {
    kind: EntryKind;
    key: string;
    lang?: Lang;
    /** Set when the file could not be read as its kind (see RawEntry.unreadable). */
    unreadable?: true;
    /** The data after its schema, when it passed. */
    data?: unknown;
    /** The data as written, identity marks filled in, when it did not pass (for messages). */
    raw?: unknown;
    bodyLine?: number;
    references: PathReference[];
    wordCount?: number;
    /**
     * A hash of the data alone, without the body: what the lists of articles are keyed by (see
     * ListedArticle), so a changed body renders no list again.
     */
    dataKey?: string;
    /** Pictures written in markdown in its fields (see fieldPictures), when there are any. */
    fieldPictures?: FieldPicture[];
  };
  /** The markdown body as HTML. */
  html?: string;
  /** Whether that HTML shows a picture, kept by the build cache so that no article's HTML is read to learn it. */
  bodyPictures?: boolean;
  /**
   * Where the build cache keeps that HTML (see HtmlPack), in a check the cache kept: `html` is
   * then empty, and `bodyPictures` says whether it shows a picture.
   */
  htmlRef?: string;
}

/** Checks one content file on its own. `label` is the content folder as messages name it. */
export function checkSource(label: string, relative: string, source: string, identity: SiteIdentity): FileCheck {
  const parsed = parseEntry(`${label}/${relative}`, relative, source);
  if (!parsed.entry) return { relative, problems: parsed.problems };
  const entry =
    identity.marks && parsed.entry.kind !== 'site' ? fillIdentity(parsed.entry, identity.marks) : parsed.entry;
  const checked = checkEntry(entry, identity.name);
  const pictures = fieldPictures(checked.data);
  const json = checked.data === undefined ? undefined : JSON.stringify(checked.data);
  // Parsed back where the file holds a character beyond Latin-1: see oneByteStrings.
  const wide = beyondLatin1.test(source);
  return {
    relative,
    problems: [...parsed.problems, ...checked.problems],
    entry: {
      kind: entry.kind,
      key: entry.key,
      lang: entry.lang,
      bodyLine: entry.bodyLine,
      unreadable: entry.unreadable,
      data: wide && json !== undefined ? JSON.parse(json) : checked.data,
      raw: checked.data === undefined ? entry.data : undefined,
      references: checked.references,
      wordCount: checked.wordCount,
      ...(json !== undefined && { dataKey: hashText(json) }),
      ...(pictures.length && { fieldPictures: pictures }),
    },
    html: wide && checked.html !== undefined ? oneByteStrings(checked.html) : checked.html,
  };
}

const beyondLatin1 = /[^\x00-\xff]/;

/**
 * The same text, stored one byte a character when none of its characters needs more. V8 stores
 * a string two bytes a character when any of its characters needs it, and every part cut from
 * it, and everything it is joined into, the same way: one dash in a file of interface strings
 * would make every page of the site take twice the memory it needs, in every copy, scan and write.
 * JSON.parse makes its strings one byte a character wherever it can, so a file's data is parsed
 * back from its JSON too.
 */
const oneByteStrings = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

/**
 * The entry and its checks as validateEntries takes them, from a file's check record. Lines for
 * messages are found by reading the file again, which only a content problem needs.
 */
export function restoreEntry(
  check: FileCheck,
  contentDir: string,
  label: string,
  html: string | undefined,
): { entry: RawEntry; checked: Checked } | undefined {
  const saved = check.entry;
  if (!saved) return undefined;
  knowFieldPictures(saved.data, saved.fieldPictures ?? []);
  let parsed: RawEntry | undefined;
  const reread = () =>
    (parsed ??= parseEntry(
      `${label}/${check.relative}`,
      check.relative,
      readFileSync(path.join(contentDir, check.relative), 'utf8'),
    ).entry);
  const entry: RawEntry = {
    file: `${label}/${check.relative}`,
    kind: saved.kind,
    key: saved.key,
    lang: saved.lang,
    data: saved.data ?? saved.raw,
    bodyLine: saved.bodyLine,
    ...(saved.unreadable && { unreadable: true }),
    lineOf: (fieldPath) => reread()?.lineOf(fieldPath),
    lineInText: (fieldPath, textLine) => reread()?.lineInText?.(fieldPath, textLine),
  };
  return {
    entry,
    checked: {
      entry,
      data: saved.data,
      problems: check.problems,
      references: saved.references,
      html,
      wordCount: saved.wordCount,
    },
  };
}
