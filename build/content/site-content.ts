import type { Lang } from '../../kinds/fields.ts';
import type { Article, Page, Partner, SiteContent } from '../../kinds/content.ts';
import { allKinds, type DataOf, type EntryKind } from '../../kinds/kind-registry.ts';
import type { RawEntry } from './load.ts';
import type { Checked } from './validate.ts';
import { readTimeOf } from '../../shared/copy-limits.ts';

/** A valid file of a kind: the data its schema gave, and what its checks made of its markdown. */
export interface ValidFile<Data = unknown> {
  entry: Pick<RawEntry, 'key' | 'file' | 'lang'>;
  data: Data;
  checked: Pick<Checked, 'html' | 'wordCount'>;
}

/** One value per language, made in the order of `languages`; a language added to `Lang` must be added here. */
const byLanguage = <T>(make: (lang: Lang) => T): Record<Lang, T> => {
  const nl = make('nl');
  return { nl, en: make('en') };
};

const pageOf = <Data>({ entry, data, checked }: ValidFile<Data>): Page<Data> => ({
  slug: entry.key,
  file: entry.file,
  data,
  html: checked.html ?? '',
});

/** The data each article was made from, so a cached article is made again when its data is another. */
const madeFrom = new WeakMap<Article, unknown>();

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order of the articles everywhere: newest first, then by slug. Dates and slugs are ASCII:
 * plain comparison orders them as localeCompare would, many times faster.
 */
export const articleOrder = (a: Pick<Article, 'slug' | 'data'>, b: Pick<Article, 'slug' | 'data'>): number =>
  compare(b.data.date, a.data.date) || compare(a.slug, b.slug);

/**
 * The content the pages get (kinds/content.ts), made of the valid files of every kind once
 * every check passed: the data of each kind typed by its schema as the registry gives it
 * (kinds/kind-registry.ts, DataOf), and in `pages` the pages of every kind laid out in pairs, those
 * of a kind added to the registry among them.
 */
export function siteContent(
  filesOf: (kind: string) => readonly ValidFile[],
  made: WeakMap<object, Article> = new WeakMap(),
): SiteContent {
  // A file's data is what the schema of its kind gave.
  const of = <N extends EntryKind>(kind: N) => filesOf(kind) as readonly ValidFile<DataOf<N>>[];
  const inLanguage = <Data>(files: readonly ValidFile<Data>[], lang: Lang) =>
    files.filter((f) => f.entry.lang === lang);
  const one = <N extends EntryKind>(kind: N, lang: Lang) => inLanguage(of(kind), lang)[0]!.data;

  // Each page once: a kind's list in a language's content and in `pages` are the same objects.
  const madePages = new Map<string, Page<unknown>[]>();
  const remember = <T extends Page<unknown>[]>(kind: string, lang: Lang, pages: T): T => {
    madePages.set(`${kind}/${lang}`, pages);
    return pages;
  };
  const pages = <N extends EntryKind>(kind: N, lang: Lang) =>
    remember(kind, lang, inLanguage(of(kind), lang).map(pageOf));

  const lang = byLanguage((l) => ({
    ui: one('ui', l),
    home: one('home', l),
    privacy: pages('privacy', l)[0]!,
    services: pages('service', l),
    categories: pages('category', l),
    landings: pages('landing', l),
    training: one('training', l),
    tools: one('tools', l),
    networking: one('networking', l),
    intake: one('intake', l),
  }));
  const pairs = Object.fromEntries(
    allKinds()
      .filter((k) => k.layout === 'pairs')
      .map((k) => [
        k.name,
        byLanguage(
          (l) => madePages.get(`${k.name}/${l}`) ?? remember(k.name, l, inLanguage(filesOf(k.name), l).map(pageOf)),
        ),
      ]),
  );

  // Each article the same object for as long as its checks are (see EntryCache.articles).
  const articleOf = (v: ValidFile<DataOf<'article'>>): Article => {
    let article = made.get(v.checked);
    // Made again when its data is another: related links to an article held back are left out (publication.ts).
    if (!article || madeFrom.get(article) !== v.data) {
      const page = pageOf(v);
      const wordCount = v.checked.wordCount ?? 0;
      // An article without a read time of its own reads as long as its words.
      const data = { ...page.data, readTime: page.data.readTime ?? readTimeOf(wordCount) };
      made.set(v.checked, (article = { ...page, data, wordCount }));
      madeFrom.set(article, v.data);
    }
    return article;
  };
  const articles: Article[] = of('article').map(articleOf).sort(articleOrder);
  const partners: Partner[] = of('partner').map((v) => ({ id: v.entry.key, file: v.entry.file, data: v.data }));

  const site = of('site')[0]!.data;
  const redirects = of('redirects')[0]!.data;
  return { site, redirects, lang, articles, partners, pages: pairs };
}
