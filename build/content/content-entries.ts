import { languages, type Lang } from '../../kinds/fields.ts';
import type { LangContent, Page, SiteContent } from '../../kinds/content.ts';

/** What every entry of the content that one file makes has: a page, an article, a partner. */
export interface FileEntry {
  file: string;
  data: unknown;
  /** The markdown body as HTML, for a file that has one. */
  html?: string;
}

/** Which entry it is: the name of its kind, its slug or id, and for a page in one language, the language. */
export interface EntryPlace {
  kind: string;
  key: string;
  lang?: Lang;
}

/** What `changeFileEntries` makes of one entry: the entry, or one like it. */
export type ChangeEntry = <T extends FileEntry>(entry: T, place: EntryPlace) => T | Promise<T>;

/**
 * Every entry of the content that a file makes, each once, with its place: the articles, the
 * partners, each language's privacy policy and the pages of every kind laid out in pairs, those of
 * a kind added to the registry among them (a language's services, categories and landing pages are
 * those of `content.pages`).
 */
export function fileEntries(content: SiteContent): (EntryPlace & { entry: FileEntry })[] {
  return [
    ...content.articles.map((entry) => ({ entry, kind: 'article', key: entry.slug })),
    ...content.partners.map((entry) => ({ entry, kind: 'partner', key: entry.id })),
    ...languages.map((lang) => {
      const entry = content.lang[lang].privacy;
      return { entry, kind: 'privacy', key: entry.slug, lang };
    }),
    ...Object.entries(content.pages).flatMap(([kind, byLang]) =>
      languages.flatMap((lang) => byLang[lang].map((entry) => ({ entry, kind, key: entry.slug, lang }))),
    ),
  ];
}

/**
 * The content with every entry of `fileEntries` replaced by what `change` makes of it, in the
 * lists of each language's content and in `content.pages` alike: a page both hold is changed once,
 * and both hold what was made of it.
 */
export async function changeFileEntries(content: SiteContent, change: ChangeEntry): Promise<SiteContent> {
  const made = new Map<FileEntry, FileEntry | Promise<FileEntry>>();
  const once = <T extends FileEntry>(entry: T, place: EntryPlace): T | Promise<T> => {
    let changed = made.get(entry);
    if (!changed) made.set(entry, (changed = change(entry, place)));
    // What `change` made of a T.
    return changed as T | Promise<T>;
  };
  const pages = <T extends Page<unknown>>(list: readonly T[], kind: string, lang: Lang) =>
    allOf(list.map((entry) => once(entry, { kind, key: entry.slug, lang })));
  const inLanguage = async (lang: Lang): Promise<LangContent> => {
    const c = content.lang[lang];
    const [services, categories, landings, privacy] = await Promise.all([
      pages(c.services, 'service', lang),
      pages(c.categories, 'category', lang),
      pages(c.landings, 'landing', lang),
      once(c.privacy, { kind: 'privacy', key: c.privacy.slug, lang }),
    ]);
    return { ...c, services, categories, landings, privacy };
  };

  const [articles, partners, nl, en, pairs] = await Promise.all([
    allOf(content.articles.map((entry) => once(entry, { kind: 'article', key: entry.slug }))),
    allOf(content.partners.map((entry) => once(entry, { kind: 'partner', key: entry.id }))),
    inLanguage('nl'),
    inLanguage('en'),
    Promise.all(
      Object.entries(content.pages).map(async ([kind, byLang]) => {
        const [nlPages, enPages] = await Promise.all(languages.map((lang) => pages(byLang[lang], kind, lang)));
        return [kind, { nl: nlPages!, en: enPages! }] as const;
      }),
    ).then(Object.fromEntries<Record<Lang, Page<unknown>[]>>),
  ]);
  return { ...content, lang: { nl, en }, articles, partners, pages: pairs };
}

/**
 * The values, once every promise among them has settled; the list itself when it holds none, as
 * when `change` gives most entries back as they are: a promise for each of thousands of entries
 * cost the dev server more on every edit than the rest of preparing the pictures.
 */
function allOf<T>(values: (T | Promise<T>)[]): T[] | Promise<T[]> {
  return values.some((value) => value instanceof Promise) ? Promise.all(values) : (values as T[]);
}
