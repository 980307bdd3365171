import { ContentError } from './problems.ts';

/** The local date as YYYY-MM-DD. */
export function localDate(date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * What is published: an entry with `draft: true` is held back from the built site, and so is an
 * article dated after the build's date, until that day. The dev server shows drafts (marked on
 * the page); a scheduled article it holds back as a build does, until its day or a `BUILD_DATE`
 * that reaches it.
 */
export interface Publication {
  /** The build's date as YYYY-MM-DD: `BUILD_DATE`, or today's local date. */
  today: string;
  /** Whether drafts are shown (the dev server) rather than held back. */
  showDrafts?: boolean;
}

/** Why an entry is held back, for the build's output and messages. */
export type HeldReason = { draft: true } | { scheduled: string };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The build's date: `BUILD_DATE` (YYYY-MM-DD) when set, else today's local date. */
export function buildDate(env: NodeJS.ProcessEnv = process.env): string {
  const set = env.BUILD_DATE?.trim();
  if (!set) return localDate();
  if (!isoDay.test(set) || Number.isNaN(Date.parse(set)))
    throw new ContentError([
      { file: 'BUILD_DATE', field: '', message: `"${set}" is not a date; write it as YYYY-MM-DD, such as 2026-12-01` },
    ]);
  return set;
}

/** Why the data of an entry of `kind` is held back, or undefined when it is published. */
export function heldBack(kind: string, data: unknown, publication: Publication): HeldReason | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { draft, date } = data as { draft?: unknown; date?: unknown };
  if (draft === true && !publication.showDrafts) return { draft: true };
  if (kind === 'article' && typeof date === 'string' && date > publication.today) return { scheduled: date };
  return undefined;
}

/** How the build's output and messages name a reason. */
export const reasonText = (reason: HeldReason): string =>
  'draft' in reason ? 'a draft (draft: true)' : `scheduled for ${reason.scheduled}`;

/** The one line the build prints about the entries it held back, or undefined when none. */
export function heldBackLine(held: readonly { file: string; reason: HeldReason }[]): string | undefined {
  if (!held.length) return undefined;
  const drafts = held.filter((h) => 'draft' in h.reason).length;
  const scheduled = held.flatMap((h) => ('scheduled' in h.reason ? [`${h.file} (${h.reason.scheduled})`] : [])).sort();
  const parts = [
    ...(drafts ? [`${drafts} draft${drafts === 1 ? '' : 's'}`] : []),
    ...(scheduled.length ? [`scheduled until their date: ${scheduled.join(', ')}`] : []),
  ];
  return `Held back from the site: ${parts.join('; ')}`;
}

/** An entry as the filter sees it: its file, kind, slug and language, and its data once valid. */
interface Published {
  entry: { file: string; kind: string; key: string; lang?: string };
  data: unknown;
}

/** An entry held back, with why, and the address its page would have had. */
export interface Held {
  /** `kind/slug`: both languages of a pair. */
  id: string;
  file: string;
  reason: HeldReason;
  address?: string;
}

/**
 * Splits the valid entries into those published and those held back. Both languages of a page
 * written as a pair stay out when either is held back. What stays shows nothing held back: a
 * slug that names one in a list (a category's services, related services) is dropped from it, and
 * so is an article's related link to its page. A link to it anywhere else is a problem the link
 * check reports (see heldLinkMessage).
 */
export function publish<V extends Published>(
  valid: readonly V[],
  publication: Publication,
  pageOf: (kind: string) => ((key: string) => string) | undefined,
  references: (kind: string) => Record<string, string>,
): { shown: V[]; held: Held[] } {
  const reasons = new Map<string, { file: string; reason: HeldReason }>();
  for (const v of valid) {
    const reason = heldBack(v.entry.kind, v.data, publication);
    const id = `${v.entry.kind}/${v.entry.key}`;
    if (reason && !reasons.has(id)) reasons.set(id, { file: v.entry.file, reason });
  }
  if (!reasons.size) return { shown: [...valid], held: [] };
  const held = [...reasons].map(([id, { file, reason }]) => {
    const [kind = '', key = ''] = id.split('/');
    return { id, file, reason, address: pageOf(kind)?.(key) };
  });
  const addresses = new Set(held.flatMap((h) => (h.address ? [h.address] : [])));
  const shown = valid
    .filter((v) => !reasons.has(`${v.entry.kind}/${v.entry.key}`))
    .map((v) => withoutHeld(v, references(v.entry.kind), (kind, key) => reasons.has(`${kind}/${key}`), addresses));
  return { shown, held };
}

/** The entry without its slugs and related links that name a held-back entry; the same object when it has none. */
function withoutHeld<V extends Published>(
  v: V,
  references: Record<string, string>,
  isHeld: (kind: string, key: string) => boolean,
  addresses: ReadonlySet<string>,
): V {
  const data = v.data as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const [field, kind] of Object.entries(references)) {
    const slugs = data[field];
    if (!Array.isArray(slugs) || !slugs.some((s) => isHeld(kind, String(s)))) continue;
    copy ??= { ...data };
    copy[field] = slugs.filter((s) => !isHeld(kind, String(s)));
  }
  // An article's related links, and their English words at the same places.
  const related = data.related;
  if (Array.isArray(related) && related.some((r) => addresses.has(addressOf(r)))) {
    const kept = (_: unknown, i: number) => !addresses.has(addressOf(related[i]));
    copy ??= { ...data };
    copy.related = related.filter(kept);
    const en = data.en as { related?: unknown[] } | undefined;
    if (Array.isArray(en?.related)) copy.en = { ...en, related: en.related.filter(kept) };
  }
  return copy ? { ...v, data: copy } : v;
}

const addressOf = (link: unknown) =>
  String((link as { url?: unknown } | undefined)?.url ?? '')
    .split('#')[0]!
    .replace(/\/$/, '');

/**
 * The problem of a link to a held-back page, naming the page held back and why; `false` for an
 * article's related link, which publish() dropped; undefined for a link to anything else.
 */
export function heldLinkMessage(written: string, field: string, held: readonly Held[]): string | false | undefined {
  const target = held.find((h) => h.address !== undefined && h.address === written.split('#')[0]!.replace(/\/$/, ''));
  if (target && /^related\[\d+\]\.url$/.test(field)) return false;
  return (
    target &&
    `"${written}" leads to ${target.file}, which is held back from the site: it is ${reasonText(target.reason)}; ` +
      'remove the link until that page is published'
  );
}

/** What is held back, as one text: the pages that show others change with it. */
export const heldKey = (held: readonly Held[]): string =>
  held
    .map((h) => h.id)
    .sort()
    .join('\n');
