/**
 * What the editing screen's pickers offer, worked out from the entries the screen lists: the tags
 * articles already use, and the pages a related link can lead to (articles, services, landing
 * pages, categories), each with its title in both languages. Pure functions: the widgets that show them are in
 * tag-picker.ts and related-links.ts.
 */

/** An entry as Decap's search returns it: its slug, its data, and per language the data of its other files. */
export interface Hit {
  slug: string;
  data: Record<string, unknown>;
  i18n?: Record<string, { data?: Record<string, unknown> } | undefined>;
}

/** A page a related link can lead to. */
export interface LinkablePage {
  url: string;
  title: string;
  /** Its title in English, when it has one. */
  enTitle?: string;
  /** What kind of page it is, as the list shows it (`Artikel`). */
  kind: string;
}

const textAt = (data: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    data,
  );

/** Letters without accents or case, to compare what is typed with what is offered. */
export const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl');

/**
 * The tags the entries use at `path` (`tags`, `en.tags`), the most used first, then in
 * alphabetical order; the same tag written with other capitals counts once, as it is most often written.
 */
export function usedTags(hits: readonly Hit[], path: readonly string[]): string[] {
  const counts = new Map<string, Map<string, number>>();
  for (const hit of hits) {
    const tags = textAt(hit.data, path);
    if (!Array.isArray(tags)) continue;
    for (const tag of tags) {
      if (typeof tag !== 'string' || !tag.trim()) continue;
      const written = tag.trim();
      const spellings = counts.get(folded(written)) ?? new Map<string, number>();
      spellings.set(written, (spellings.get(written) ?? 0) + 1);
      counts.set(folded(written), spellings);
    }
  }
  const tags = [...counts.values()].map((spellings) => {
    const sorted = [...spellings].sort((a, b) => b[1] - a[1]);
    return { tag: sorted[0]![0], count: sorted.reduce((sum, [, n]) => sum + n, 0) };
  });
  return tags.sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'nl')).map((t) => t.tag);
}

/**
 * The options that match what is typed, those that begin with it first, leaving out the ones
 * already chosen; everything (but those) when nothing is typed.
 */
export function matching<T>(
  options: readonly T[],
  typed: string,
  textOf: (option: T) => string,
  chosen: readonly string[] = [],
): T[] {
  const wanted = folded(typed.trim());
  const taken = new Set(chosen.map(folded));
  const open = options.filter((o) => !taken.has(folded(textOf(o))));
  if (!wanted) return open;
  const starts = open.filter((o) => folded(textOf(o)).startsWith(wanted));
  const contains = open.filter((o) => !folded(textOf(o)).startsWith(wanted) && folded(textOf(o)).includes(wanted));
  return [...starts, ...contains];
}

/** The tag as typed, unless a used tag is the same but for capitals and accents: then that one. */
export function tagToAdd(typed: string, used: readonly string[]): string | undefined {
  const tag = typed.trim().replace(/\s+/g, ' ');
  if (!tag) return undefined;
  return used.find((u) => folded(u) === folded(tag)) ?? tag;
}

/**
 * The collections whose entries a related link can lead to (kinds/: their `editing.collection`
 * and `page`): where each entry's page is, and what the list calls it.
 */
export const linkableCollections = [
  { collection: 'articles', kind: 'Artikel', url: (slug: string) => `/artikelen/${slug}` },
  { collection: 'services', kind: 'Dienst', url: (slug: string) => `/services/${slug}` },
  { collection: 'landing', kind: 'Landingspagina', url: (slug: string) => `/${slug}` },
  { collection: 'categories', kind: 'Categorie', url: (slug: string) => `/${slug}` },
] as const;

/**
 * The pages of one collection's entries, with their Dutch and English titles: an article's English
 * title is in its `en` fields, a page of two files has it in its English file. Drafts and
 * entries without a title are left out, as are the slugs in `except` (the entry being edited).
 */
export function pagesOf(
  hits: readonly Hit[],
  source: (typeof linkableCollections)[number],
  except: readonly string[] = [],
): LinkablePage[] {
  const pages: LinkablePage[] = [];
  for (const hit of hits) {
    const title = hit.data.title;
    if (typeof title !== 'string' || !title || hit.data.draft === true || except.includes(hit.slug)) continue;
    const en = textAt(hit.data, ['en', 'title']) ?? textAt(hit.i18n?.en?.data, ['title']);
    pages.push({
      url: source.url(hit.slug),
      title,
      ...(typeof en === 'string' && en ? { enTitle: en } : {}),
      kind: source.kind,
    });
  }
  return pages.sort((a, b) => a.title.localeCompare(b.title, 'nl'));
}

/** A related link as the file holds it (`related`), and its English words (`en.related`). */
export interface DutchLink {
  title?: string;
  url?: string;
  description?: string;
}
export interface EnglishLink {
  title?: string;
  description?: string;
}

/**
 * The English links with each title filled in from the page its Dutch link leads to: where the
 * Dutch link has just been pointed at another page (`before` holds the Dutch links as they were),
 * where the English title is empty, or where it is the English title of another page the list
 * knows (left from a link that led there before). A title the editor wrote for the same page is
 * kept. Returns `undefined` when nothing changes, so that opening an article changes nothing.
 */
export function englishTitles(
  dutch: readonly DutchLink[],
  english: readonly EnglishLink[],
  pages: readonly LinkablePage[],
  before?: readonly DutchLink[],
): EnglishLink[] | undefined {
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const otherTitles = (url: string) => new Set(pages.filter((p) => p.url !== url && p.enTitle).map((p) => p.enTitle));
  let changed = false;
  const rows = Math.max(dutch.length, english.length);
  const out: EnglishLink[] = [];
  for (let i = 0; i < rows; i++) {
    const link = english[i] ?? {};
    const page = dutch[i]?.url ? byUrl.get(dutch[i]!.url!) : undefined;
    const title = link.title?.trim() ?? '';
    const moved = before !== undefined && before[i]?.url !== dutch[i]?.url;
    if (page?.enTitle && title !== page.enTitle && (moved || !title || otherTitles(page.url).has(title))) {
      out.push({ ...link, title: page.enTitle });
      changed = true;
    } else out.push(link);
  }
  return changed ? out : undefined;
}

/**
 * The Dutch title for a link that now leads to `page`: the page's own title, unless the link led
 * there already and has a title of the editor's own (a shorter one, say), which is kept.
 */
export function dutchTitle(current: string | undefined, beforeUrl: string | undefined, page: LinkablePage): string {
  const title = current?.trim() ?? '';
  return title && beforeUrl === page.url ? title : page.title;
}
