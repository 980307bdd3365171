import type { z } from 'zod';
import type { Lang } from './fields.ts';
import type { LangContent, Page, SiteContent } from './content.ts';
import type { Route } from './routes.tsx';
import type { PicturePlaceName } from '../src/lib/picture.ts';

/** What a share image says: a small line naming the part of the site, a headline and a line of text. */
export interface ShareCard {
  eyebrow: string;
  headline: string;
  text: string;
}

/**
 * How the files of a kind are laid out in `content/`:
 * - `single`: one file for the whole site (`site.yaml`), which must exist;
 * - `per-language`: one file per language (`home.nl.yaml`, `home.en.yaml`), both of which must exist;
 * - `pairs`: any number of pages, each a `<slug>.nl` file and its `<slug>.en` translation;
 * - `bilingual`: any number of entries, each one file holding both languages (`partners/<id>.yaml`).
 */
export type FileLayout = 'single' | 'per-language' | 'pairs' | 'bilingual';

/** A content file as kinds see it (build/content/load.ts, RawEntry). */
export interface ContentEntry {
  file: string;
  /** The name of its kind. */
  kind: string;
  key: string;
  lang?: Lang;
  data: unknown;
  /** The line of a field, for messages. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
}

/** What the checks of a kind's files together get (see Kind.checkAll). */
export interface CheckAll<Data> {
  /** The valid files of the kind. */
  files: { entry: ContentEntry; data: Data }[];
  /** The slugs of the valid files of a kind. */
  slugs(kind: string): ReadonlySet<string>;
  /** Today as YYYY-MM-DD. */
  today: string;
  /** A path inside the content folder as messages name it. */
  fileFor(relative: string): string;
  /** Reports a problem, at the line of a field of a file when given. */
  problem(file: string, field: string, message: string, at?: { entry: ContentEntry; path: PropertyKey[] }): void;
}

/** What the copy checks of a kind get: the file, and the checks to run on its text. */
export interface CopyCheck {
  entry: ContentEntry;
  /** The page's language (Dutch for a file that is not in one language). */
  lang: Lang;
  /** The markdown body as plain text, when the file has one. */
  body?: string;
  /** Words in the markdown body, as written. */
  bodyWords(): number;
  /** Words in the body as the page shows it. */
  textWords(): number;
  /**
   * Unfinished text, sentences in the other language and the house style, in every string of `data`
   * (and the body when given).
   */
  text(data: unknown, options?: { body?: string; prefix?: string; lang?: Lang }): void;
  /** The length of a title in search results. */
  title(title: string, field: string): void;
  /** The lengths of a title and a description in search results. */
  seo(title: string, description: string, fields?: { title: string; description: string }): void;
  /** A search description: 150-160 characters of whole sentences, no keyword tail, no padding. */
  description(description: string, field: string): void;
  /** Reports a problem with a field. */
  problem(field: string, message: string): void;
  /** The company's name. */
  siteName: string;
}

/** What a kind's routes are made from, in one language. */
export interface RouteContext<Data> {
  content: SiteContent;
  lang: Lang;
  /** The language's content. */
  c: LangContent;
  /** The pages of this kind in the language, for a kind of `pairs`. */
  pages: Page<Data>[];
  /**
   * What the dev server keeps from one plan of the site to the next (it plans again on every
   * edit), where a kind with thousands of pages may keep them; none for a build, which plans once
   * and for which keeping them would only cost.
   */
  memory?: PlanMemory;
}

/**
 * Maps a process that plans the site again and again keeps from one plan to the next, each by a
 * name of the kind that uses it (the dev server's, scripts/dev/plan-memory.ts).
 */
export interface PlanMemory {
  /** A map by objects of the content, which go with the content they belong to. */
  weak<K extends object, V>(name: string): WeakMap<K, V>;
  /** A map by any key. */
  map<K, V>(name: string): Map<K, V>;
  /** A value made once by `make`, then kept. */
  kept<T>(name: string, make: () => T): T;
}

/**
 * The phrases a new page's search description is made of: one of `starts` (no full stop), the
 * first few of `clauses` after it, and at most one of `closers` (whole sentences).
 */
export interface DescriptionParts {
  starts: string[];
  clauses: string[];
  closers: string[];
}

/** What a kind's starter files are made with (see scripts/new.ts). */
export interface ScaffoldContext {
  /** The title given, and the English one (default the title). */
  title: string;
  en: string;
  slug: string;
  category?: string;
  today: string;
  /** The content there is now, for lists of related pages. */
  site: { name: string; email: string; city: string };
  entries: ContentEntry[];
  /** Slugs of the services, sorted. */
  services: string[];
  /** Why a scaffold is refused. */
  refuse(message: string): never;
  /** A search-result description of 150-160 characters, of whole phrases of `parts`. */
  description(parts: DescriptionParts): string;
  /** A shorter or longer title for search results when `title` does not fit, or undefined. */
  searchTitle(title: string, longer: string): string | undefined;
  /**
   * The data and body of a starter file (front matter and markdown, or YAML), with `{title}`,
   * `{en}`, `{slug}` and the further `marks` filled in.
   */
  starter(url: URL, marks?: Record<string, string>): { data: Record<string, unknown>; body: string };
  /** A markdown file of front matter and body. */
  markdownFile(data: unknown, body: string): string;
  /** A YAML file. */
  yamlFile(data: unknown): string;
}

/** A file `npm run new` writes, or an existing category file to list a new service in. */
export type PlannedFile = { relative: string; text: string } | { relative: string; listService: string };

/** The fields of a file's data that hold text (or nothing): a picture's path. */
export type TextField<Data> = { [F in keyof Data]-?: Data[F] extends string | undefined ? F : never }[keyof Data] &
  string;

/** A field of a kind that names a picture file, and the pictures build/images/ makes of it. */
export interface PictureField<Data> {
  /** The field, at the top of the file's data (`image`). */
  field: TextField<Data>;
  /**
   * Where the entry holds what is made (`cover`, typed in kinds/content.ts): the picture
   * for each place it shows in, by a name of the entry's own (`{ card: 'cover-card' }`).
   */
  as: string;
  places: Readonly<Record<string, PicturePlaceName>>;
  /**
   * For the picture of a page's link previews and rich results (the share image, cropped to each
   * shape the kind's pages have, seo/share-image.ts): its text in a language. The kind has pages.
   */
  shareAlt?: (data: Data, lang: Lang) => string;
}

/**
 * How the editing screen (scripts/cms/config.ts) offers a kind's files: a kind of any number of
 * entries (`pairs`, `bilingual`) as a collection of its own, whose entries are the files of a
 * folder; a kind of fixed files (`single`, `per-language`) as files of a collection it shares.
 */
export type KindEditing = (
  | {
      /** The collection's name, in the screen's addresses and in the relations that name the kind. */
      collection: string;
      /** The folder of its files inside the content folder. */
      folder: string;
      /** One entry, as the screen names it (`Service`). */
      singular: string;
      /** How the list of entries shows one (`{{date}} · {{title}}`), and the fields it sorts by. */
      summary?: string;
      sortableFields?: readonly string[];
      /** The field among them that the list opens sorted by, and in which order (`desc`: newest first). */
      sortedBy?: { field: string; order: 'asc' | 'desc' };
      /** The field that names an entry, for a kind without `title`. */
      identifierField?: string;
    }
  | {
      /** The collection its files are in: the home page and dialogs, the privacy policy, or the site's settings. */
      group: 'pages' | 'privacy' | 'settings';
    }
) & {
  /** Its words on the editing screen, in Dutch (`<kind>.labels.ts` in its folder). */
  labels?: KindLabels;
};

/**
 * The editing screen's words for a kind, in Dutch, for editors: the collection's name and one
 * entry's, what the kind is for, and hints by field path (`cta.href`, `en.title`). A field without
 * a hint of its own shows its schema's meaning.
 */
export interface KindLabels {
  plural: string;
  singular?: string;
  about?: string;
  hints?: Record<string, string>;
}

/** The hint of every kind's `draft` switch. */
export const draftHint =
  'Aan houdt de pagina van de site (ook uit overzichten, feeds en de sitemap). ' +
  'In het voorbeeld zie je hem wel, met een balk erboven. Zet uit om te publiceren.';

/** The same hints for a kind's `nl` and `en` groups of fields. */
export function bothLanguages(hints: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(hints).flatMap(([key, hint]) => [
      [`nl.${key}`, hint],
      [`en.${key}`, hint],
    ]),
  );
}

/** Where a kind's content lives and what it makes, as the editors' guide tells it. */
export interface KindGuide {
  title: string;
  /** Where its files live. */
  file: string;
  /** The page it makes, or where it shows. */
  page: string;
  /** The schema's source file, for the doc comments of its fields. */
  source: URL;
  /** The name of the exported constant that holds the schema. */
  schemaName: string;
  /** What the markdown body holds, for `.md` files. */
  body?: string;
  /** Show groups of keys rather than a row per key (the interface strings). */
  groups?: boolean;
  /**
   * How to add one with `npm run new`, for kinds that can be scaffolded: a heading, the command's
   * example and what it does.
   */
  adding?: { heading: string; example: string; text: string };
}

/**
 * Everything the generator knows about one kind of content. A kind is added by writing one of
 * these (with `defineKind`) and listing it in kinds/kind-registry.ts; every required part must be
 * there for the project to compile.
 */
export interface Kind<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  name: Name;
  /** Its files inside `content/`, with the groups `key` (the slug or id) and `lang` where the name has them. */
  pattern: RegExp;
  schema: Schema;
  layout: FileLayout;
  /**
   * For `single` and `per-language` kinds, whose files must exist: the file's path inside the
   * content folder (`{lang}` for the language), and what to say when it is missing (by default that
   * the language's content is required).
   */
  required?: { file: string; message?: string };
  /**
   * The Dutch-form path of the page each file makes from its slug (the English one is under
   * `/en`). A kind with pages has slugs for file names.
   */
  page?: (key: string) => string;
  /** Further pages the kind always makes (its overview), in the order routes makes them. */
  fixedPages?: readonly string[];
  /**
   * Pages made of what the files hold (lists), from each file's data as written. Which lists a
   * file is in must be all that its data adds: the pages are the same whenever each file's own
   * lists (`listPages([data])`) are, since validation takes them over on that ground.
   */
  listPages?: (data: unknown[]) => string[];
  /**
   * Fields that list other content by slug, with the kind they name (`related: 'service'`; a
   * field inside a group as `propositions.groups`): each slug must be a file of that kind, and the
   * editing screen offers them as a choice.
   */
  references?: Readonly<Record<string, string>>;
  /** For a kind of `pairs`: fields that must be the same in both languages (`cta.type`). */
  sameInBothLanguages?: readonly string[];
  /**
   * Checks of the kind's files together, once each file passed its schema (dates against today,
   * lists between kinds).
   */
  checkAll?: (check: CheckAll<z.output<Schema>>) => void;
  /** The copy checks of one valid file. */
  copy: (check: CopyCheck, data: z.output<Schema>) => void;
  /** The fields that name a picture, made for the places it shows in (a partner's photo). */
  pictures?: readonly PictureField<z.output<Schema>>[];
  /** The share card of each kind of page it makes, by the routes' `kind`. */
  shareCards?: (content: SiteContent, lang: Lang) => Record<string, ShareCard>;
  /** The files `npm run new -- <name> "Title"` writes. */
  scaffold?: (ctx: ScaffoldContext) => PlannedFile[];
  guide: KindGuide;
  editing: KindEditing;
}

/** A kind of content, typed by its schema: its copy checks and routes get the data the schema gives. */
export function defineKind<const Name extends string, Schema extends z.ZodType>(
  kind: Kind<Name, Schema>,
): Kind<Name, Schema> {
  return kind;
}

/**
 * Every page of a kind in a language, with its title, breadcrumbs and element. Kept in a module of
 * its own (`<kind>.routes.tsx`, listed in kind-routes.ts), so that checking content does not load the
 * page components, and the build cache checks content again only when the checking code changed.
 */
export type RoutesOf<K extends { schema: z.ZodType }> = (ctx: RouteContext<z.output<K['schema']>>) => Route[];

/** Any kind, whatever its schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKind = Kind<string, any>;
