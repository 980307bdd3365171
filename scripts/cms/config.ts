/**
 * The configuration of the editing screen (/admin, Decap CMS), generated from the content schemas
 * in kinds/, so that its forms cannot drift from what the build checks: every kind of
 * content is a collection, every field a widget with the schema's limits, and every field's doc
 * comment its hint (the same meanings CONTENT.md shows).
 *
 * How the schemas map to widgets:
 * - an object is an `object` widget, a list of objects a `list` with its fields, a list of texts a
 *   `list` with one `field`, a list of choices a `select` with `multiple`;
 * - a list of slugs that names other content (a service's related services, a category's services)
 *   is a `relation` to that collection;
 * - a choice (`z.enum`: icons, categories, types) is a `select` with exactly the schema's options;
 * - a date is a `datetime` widget that picks a day (`YYYY-MM-DD`);
 * - text with a pattern, a format (e-mail, web address) or a length limit gets one `pattern`, with
 *   the schema's own message; a whole number is a `number` with `value_type: int` and its bounds;
 * - a field is `required` when the schema requires it and everything around it: the fields of an
 *   optional group (a service's `secondaryAction`) cannot be required in the form, or no one could
 *   save a service without one. What the form cannot say (such a group filled in half, a field only
 *   some `type`s need, copy checks, links, translations) the build checks, and the dev server shows.
 * - a discriminated union (a service's `cta`) is one object: `type` chooses among the variants'
 *   types, and a field is required when every variant requires it.
 *
 * Per-language files (`werkpaard.nl.md`, `werkpaard.en.md`) are one entry with Decap's i18n
 * structure `multiple_files`, which names its files `<slug>.<locale>.<extension>`: exactly ours.
 * Fields that must be the same in both languages are `i18n: duplicate`.
 */
import path from 'node:path';
import { z } from 'zod';
import { stringify } from 'yaml';
import type { EntryKind } from '../../build/content/classify.ts';
import { kindNamed, siteKinds, type KindEditing } from '../../kinds/kind-registry.ts';
import { languages } from '../../kinds/schemas.ts';
import { picturePath } from '../../kinds/fields.ts';
import { fieldHints, fieldLabels, itemLabels, kindLabels, meaningsInDutch, optionLabels } from './labels.ts';
import { uiLabels } from './ui-labels.ts';
import { editorOf } from '../../src/admin/preview/previewed.ts';
import { formatNames, listKey } from '../../src/admin/formats.ts';
import {
  kindDocs,
  kindSchemaName,
  fieldMeanings,
  commonMeanings,
  schemaDoc,
  allowed,
  sentence,
  type Json,
} from '../content-guide.ts';

/** A field of a collection, as Decap reads it. */
export interface Field {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'markdown'
    | 'number'
    | 'boolean'
    | 'select'
    | 'datetime'
    | 'relation'
    | 'list'
    | 'object'
    | 'image'
    | (typeof pickerWidgets)[string];
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  i18n?: boolean | 'duplicate';
  options?: (string | { label: string; value: string })[];
  buttons?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  step?: number;
  date_format?: string;
  time_format?: boolean;
  fields?: Field[];
  field?: Field;
  summary?: string;
  label_singular?: string;
  collapsed?: boolean;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
  /** The tag picker's: where the used tags are in an article (src/admin/tag-picker.ts). */
  tags_from?: string;
}

/**
 * Fields edited with a widget of the screen's own (src/admin/), by kind and field path: an
 * article's tags chosen from the used ones, its related links picked from the site's pages. Each
 * keeps the schema's fields and limits in the configuration, as the list it replaces would.
 */
const pickerWidgets: Record<string, 'tag-picker' | 'related-links' | 'related-links-en'> = {
  'article.tags': 'tag-picker',
  'article.en.tags': 'tag-picker',
  'article.related': 'related-links',
  'article.en.related': 'related-links-en',
};

export interface Collection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; description?: string; fields: Field[]; preview_path?: string }[];
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: (string | { field: string; default_sort: 'asc' | 'desc' })[];
  preview_path?: string;
  media_folder?: string;
  public_folder?: string;
  i18n?: boolean;
  fields?: Field[];
  /** Which kind of content this collection (or each of its files) holds; not read by Decap. */
}

/** Where the editing screen saves. */
export type Backend =
  /** The dev server on this machine (`/api/v1`): it writes the files of the content folder. */
  | { name: 'local'; url: string }
  /** A git host; see EDITING-SCREEN.md#publishing-editors-in-production for the OAuth app each needs. */
  | {
      name: 'github' | 'gitlab' | 'gitea' | 'forgejo' | 'git-gateway';
      repo?: string;
      branch?: string;
      /** The OAuth server (GitHub), or the GitLab, Gitea or Forgejo instance. */
      base_url?: string;
      /** The host's API, for self-hosted GitLab and Gitea. */
      api_root?: string;
      /** GitLab, Gitea and Forgejo: the OAuth application's id (PKCE, no server needed). */
      app_id?: string;
      auth_type?: 'pkce' | 'implicit';
      auth_endpoint?: string;
      /** Save as drafts that an editor publishes (a branch and pull request per change). */
      editorialWorkflow?: boolean;
    };

export interface CmsOptions {
  backend: Backend;
  /** The site's address, for the links from an entry to its page. */
  siteUrl: string;
  /** The content folder, relative to the root of the repository the backend edits (default `content`). */
  contentFolder?: string;
}

/** The collection that edits a kind of any number of entries (kinds/, KindEditing). */
const collectionOf = (kind: string): string | undefined => {
  const editing = kindNamed(kind)?.editing;
  return editing && 'collection' in editing ? editing.collection : undefined;
};

/** Lists of slugs that name other content (the kinds' `references`): the collection they point into. */
export const references: Partial<Record<EntryKind, Record<string, string>>> = Object.fromEntries(
  siteKinds.flatMap((kind) =>
    kind.references
      ? [
          [
            kind.name,
            Object.fromEntries(
              Object.entries(kind.references).map(([field, target]) => [field, collectionOf(target)!]),
            ),
          ],
        ]
      : [],
  ),
);

/** Fields whose text runs to sentences or paragraphs get a text area rather than a line. */
const longText = new Set([
  'description',
  'text',
  'answer',
  'intro',
  'summary',
  'heroText',
  'body',
  'whoIAm',
  'whatDrivesMe',
  'whatIBring',
  'tagline',
  'defaultDescription',
]);

const words: Record<string, string> = {
  seo: 'SEO',
  cta: 'call to action',
  faqs: 'FAQs',
  url: 'URL',
  id: 'ID',
  emailjs: 'EmailJS',
  linkedin: 'LinkedIn',
  nl: 'Dutch',
  en: 'English',
};
/** A field's label: the editors' Dutch word for it, else made from its name. */
const fieldLabel = (name: string) => fieldLabels[name] ?? uiLabels[name] ?? labelOf(name);
/** A field's label where it is: an interface string by its path first (scripts/cms/ui-labels.ts). */
const labelAt = (name: string, context: Context) =>
  (context.kind === 'ui' && uiLabels[context.path.join('.')]) || fieldLabel(name);
/** A kind of content as the screen names it. */
const kindTitle = (kind: EntryKind) => kindLabels[kind]?.plural ?? kindDocs[kind].title;
/** The options of a choice: its values, shown by name where the value is a code. */
const choices = (values: readonly string[]) =>
  values.map((value) => (optionLabels[value] ? { label: optionLabels[value], value } : value));
/** The rich text editor's buttons for a body. */
const bodyButtons = [
  'bold',
  'italic',
  'link',
  'heading-two',
  'heading-three',
  'heading-four',
  'quote',
  'bulleted-list',
  'numbered-list',
  'code',
] as const;

/** `overviewCategory` → `Overview category`. */
export function labelOf(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((w) => words[w] ?? w)
    .join(' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const json = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json & { format?: string };
const zodDefault = (message: string) => /^(Invalid|Too (small|big))/.test(message);

/**
 * The message a text field's pattern shows: the schema's own message for a value that breaks it,
 * else what CONTENT.md says the field allows.
 */
function patternMessage(schema: z.ZodType, bad: string, limits: Json): string {
  const issue = schema.safeParse(bad).error?.issues[0]?.message;
  return issue && !zodDefault(issue) ? issue : `must be ${allowed(limits)}`;
}

/** The pattern of a text field, when the schema limits it beyond being filled in. */
function patternOf(schema: z.ZodType, limits: Json & { format?: string }): [string, string] | undefined {
  const lengthLimited = (limits.minLength ?? 0) > 1 || limits.maxLength !== undefined;
  if (limits.format === 'uri') {
    // Zod's URL check has no pattern in JSON Schema; its protocol is part of the schema.
    const protocol =
      (schema as unknown as { _zod: { def: { protocol?: RegExp } } })._zod.def.protocol?.source.replace(
        /^\^|\$$/g,
        '',
      ) ?? 'https?';
    return [`^(?:${protocol})://[^\\s/$.?#][^\\s]*$`, patternMessage(schema, '\u0000', limits)];
  }
  if (limits.pattern) {
    const length = lengthLimited ? `(?=[\\s\\S]{${limits.minLength ?? 0},${limits.maxLength ?? ''}}$)` : '';
    return [length ? `^${length}(?:${limits.pattern})` : limits.pattern, patternMessage(schema, '\u0000', limits)];
  }
  if (lengthLimited) {
    const bad = limits.maxLength !== undefined ? 'x'.repeat(limits.maxLength + 1) : 'x';
    return [`^[\\s\\S]{${limits.minLength ?? 0},${limits.maxLength ?? ''}}$`, patternMessage(schema, bad, limits)];
  }
  return undefined;
}

interface Context {
  kind: EntryKind;
  /** Field path from the entry, `cta.type`. */
  path: string[];
  meanings: Map<string, string>;
  /** Whether the collection is one entry per pair of language files. */
  i18n: boolean;
  /** Whether every field around this one is required. */
  required: boolean;
}

/** Peels `.optional()` and `.default()` off a schema: what is left, whether it must be given, and its default. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; fallback?: unknown } {
  if (schema instanceof z.ZodOptional) return { ...unwrap(schema.unwrap() as z.ZodType), optional: true };
  if (schema instanceof z.ZodDefault) {
    const fallback = json(schema).default;
    return { ...unwrap(schema.unwrap() as z.ZodType), optional: true, fallback };
  }
  return { inner: schema, optional: false };
}

function hintOf(context: Context, description?: string): string | undefined {
  const key = context.path.join('.');
  const dutch = fieldHints[`${context.kind}.${key}`];
  if (dutch) return dutch;
  const text = description
    ? sentence(description)
    : (context.meanings.get(key) ?? commonMeanings[context.path.at(-1) ?? '']);
  return (text && meaningsInDutch[text]) || text || undefined;
}

/** The widget of one field. */
function fieldOf(name: string, schema: z.ZodType, context: Context): Field {
  const { inner, optional, fallback } = unwrap(schema);
  const required = context.required && !optional;
  const here: Context = { ...context, required };
  const limits = json(inner);
  const field: Field = { name, label: labelAt(name, context), widget: 'string' };
  if (!required) field.required = false;
  if (fallback !== undefined && !(Array.isArray(fallback) && fallback.length === 0)) field.default = fallback;
  const hint = hintOf(context, inner.description ?? schema.description);
  if (hint) field.hint = hint;
  if (context.i18n)
    field.i18n = kindNamed(context.kind)?.sameInBothLanguages?.includes(context.path.join('.')) ? 'duplicate' : true;
  const reference = references[context.kind]?.[context.path.join('.')];

  const childContext = (key: string, childRequired = required): Context => ({
    ...here,
    path: [...context.path, key],
    required: childRequired,
  });
  if (inner instanceof z.ZodObject) {
    field.widget = 'object';
    field.fields = Object.entries(inner.shape as Record<string, z.ZodType>).map(([key, child]) =>
      fieldOf(key, child, childContext(key)),
    );
    if (field.i18n === 'duplicate') field.i18n = true;
  } else if (inner instanceof z.ZodDiscriminatedUnion) {
    field.widget = 'object';
    const variants = inner.options as z.ZodObject[];
    const keys = [...new Set(variants.flatMap((v) => Object.keys(v.shape)))];
    const discriminator = (inner as unknown as { _zod: { def: { discriminator: string } } })._zod.def.discriminator;
    field.fields = keys.map((key) => {
      if (key === discriminator) {
        const types = variants.map((v) => String(json(v.shape[key] as z.ZodType).const));
        return fieldOf(key, z.enum(types as [string, ...string[]]), childContext(key));
      }
      const holders = variants.filter((v) => key in v.shape);
      const child = fieldOf(
        key,
        holders[0]!.shape[key] as z.ZodType,
        childContext(key, required && holders.length === variants.length),
      );
      // Unless the editors' Dutch hint says already which types use it.
      if (holders.length < variants.length && !fieldHints[`${context.kind}.${[...context.path, key].join('.')}`]) {
        const types = holders.map((v) => {
          const type = String(json(v.shape[discriminator] as z.ZodType).const);
          return optionLabels[type] ?? type;
        });
        child.hint = `${child.hint ? `${child.hint} ` : ''}Alleen bij ${types.join(' of ')}.`;
      }
      return child;
    });
  } else if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const { minItems, maxItems } = limits;
    if (minItems !== undefined && minItems > 0) field.min = minItems;
    if (maxItems !== undefined) field.max = maxItems;
    if (itemLabels[name]) field.label_singular = itemLabels[name];
    if (element instanceof z.ZodObject) {
      field.widget = 'list';
      field.fields = Object.entries(element.shape as Record<string, z.ZodType>).map(([key, child]) =>
        fieldOf(key, child, { ...here, path: [...context.path, key], required: true }),
      );
      const first = ['question', 'title', 'name', 'from'].find((k) => k in element.shape);
      if (first) field.summary = first === 'from' ? '{{fields.from}} → {{fields.to}}' : `{{fields.${first}}}`;
    } else if (element instanceof z.ZodEnum) {
      field.widget = 'select';
      field.multiple = true;
      field.options = choices(element.options as string[]);
    } else if (reference) {
      field.widget = 'relation';
      field.collection = reference;
      field.multiple = true;
      field.value_field = '{{slug}}';
      field.search_fields = ['title'];
      field.display_fields = ['title'];
      field.options_length = 100;
    } else {
      field.widget = 'list';
      const item = fieldOf(name, element, { ...here, required: true });
      delete item.hint;
      delete item.i18n;
      field.field = { ...item, label: fieldLabel(name) };
      // A collapsed row shows its value, not the list's name.
      field.summary = `{{fields.${name}}}`;
    }
  } else if (inner instanceof z.ZodEnum) {
    field.widget = 'select';
    field.options = choices(inner.options as string[]);
  } else if (inner instanceof z.ZodBoolean) {
    field.widget = 'boolean';
  } else if (inner instanceof z.ZodNumber) {
    field.widget = 'number';
    field.value_type = limits.type === 'integer' ? 'int' : 'float';
    if (limits.type === 'integer') field.step = 1;
    const safe = (n?: number) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
    const min = safe(limits.minimum) ?? (limits as { exclusiveMinimum?: number }).exclusiveMinimum;
    const exclusive = (limits as { exclusiveMinimum?: number }).exclusiveMinimum;
    if (min !== undefined) field.min = exclusive !== undefined && limits.type === 'integer' ? exclusive + 1 : min;
    const max = safe(limits.maximum);
    if (max !== undefined) field.max = max;
  } else if (limits.format === 'date') {
    field.widget = 'datetime';
    field.date_format = 'YYYY-MM-DD';
    field.time_format = false;
    if (required) field.default = '{{now}}';
  } else {
    // A picture is uploaded into, and chosen from, the content's pictures (the media folder).
    const image = inner === picturePath;
    field.widget = image ? 'image' : longText.has(name) ? 'text' : 'string';
    if (image) field.choose_url = false;
    const pattern = patternOf(inner, limits);
    if (pattern) field.pattern = pattern;
  }
  const picker = pickerWidgets[`${context.kind}.${context.path.join('.')}`];
  if (picker && inner instanceof z.ZodArray) {
    field.widget = picker;
    delete field.summary;
    if (picker === 'tag-picker') field.tags_from = context.path.join('.');
  }
  return field;
}

/** How each kind becomes a collection, or a file of one. */
interface KindPlan {
  kind: EntryKind;
  schema: z.ZodType;
  /** The markdown after the front matter, as the `body` field. */
  body?: { hint: string };
  i18n: boolean;
}

function fieldsOf(plan: KindPlan): Field[] {
  const doc = kindDocs[plan.kind];
  const meanings = fieldMeanings(doc.source, kindSchemaName(doc));
  const context: Context = { kind: plan.kind, path: [], meanings, i18n: plan.i18n, required: true };
  let fields: Field[];
  if (plan.schema instanceof z.ZodArray) {
    // A file whose top level is a list is edited as one list field (src/admin/formats.ts).
    const list = fieldOf(listKey, plan.schema, context);
    const hint = fieldHints[`${plan.kind}.${listKey}`] ?? about(plan.kind);
    fields = [{ ...list, label: kindTitle(plan.kind), ...(hint ? { hint } : {}) }];
  } else {
    fields = Object.entries((plan.schema as z.ZodObject).shape as Record<string, z.ZodType>).map(([key, child]) =>
      fieldOf(key, child, { ...context, path: [key] }),
    );
  }
  if (plan.body)
    fields.push({
      name: 'body',
      label: fieldLabel('body'),
      widget: 'markdown',
      // No "Heading 1": the page's title is its one h1.
      buttons: [...bodyButtons],
      hint: fieldHints[`${plan.kind}.body`] ?? meaningsInDutch[sentence(plan.body.hint)] ?? sentence(plan.body.hint),
      ...(plan.i18n ? { i18n: true } : {}),
    });
  return fields;
}

const bodyHint = (kind: EntryKind) => {
  const body = kindDocs[kind].body;
  return body ? { hint: `The markdown after the front matter: ${body}` } : undefined;
};
/** What a kind holds, in Dutch for the editors where labels.ts says it, else the schema's doc comment. */
function about(kind: EntryKind): string | undefined {
  const dutch = kindLabels[kind]?.about;
  if (dutch) return dutch;
  const text = schemaDoc(kindDocs[kind].source, kindSchemaName(kindDocs[kind]))?.replace(/^`[^`]*`[:;]?\s*/, '');
  return text ? (meaningsInDutch[sentence(text)] ?? sentence(text)) : undefined;
}
const previewPath = (kind: EntryKind) => kindDocs[kind].page.replace(/^\//, '').replace(/<(slug|id)>/, '{{slug}}');

/** The collections that hold the files of kinds of fixed files (KindEditing.group), in the screen's order. */
const groups = {
  pages: {
    label: 'Homepage en vensters',
    description:
      'De onderdelen van de homepage en de informatievensters bij de diensten, in het Nederlands en het Engels.',
    extension: 'yaml',
    format: formatNames.yaml,
  },
  // Labelled as the one kind it holds.
  privacy: { extension: 'md', format: formatNames.markdown },
  settings: {
    label: 'Instellingen van de site',
    description: 'De gegevens van het bedrijf, doorverwijzingen van oude adressen en de vaste teksten van de site.',
    extension: 'yaml',
    format: formatNames.yaml,
  },
} satisfies Record<string, Partial<Collection>>;

/**
 * The collections, one per kind of content, as the kinds of the registry ask (kinds/,
 * `editing`): a folder for each kind with one file (or one pair of language files) per entry,
 * files of a shared collection for the rest. Every kind must say how it is edited, so that a new
 * kind of content cannot be left out of the editing screen.
 */
function collectionsOf(contentFolder: string): Collection[] {
  const plans: Record<EntryKind, KindPlan> = Object.fromEntries(
    (Object.keys(kindDocs) as EntryKind[]).map((kind) => [
      kind,
      {
        kind,
        schema: kindDocs[kind].schema,
        body: bodyHint(kind),
        // One entry per pair of language files: the folder kinds with a file per language.
        i18n: kindNamed(kind)?.layout === 'pairs',
      },
    ]),
  ) as Record<EntryKind, KindPlan>;
  const folder = (kind: EntryKind, editing: Extract<KindEditing, { folder: string }>): Collection => ({
    name: editing.collection,
    label: kindTitle(kind),
    label_singular: kindLabels[kind]?.singular ?? editing.singular,
    description: about(kind),
    folder: `${contentFolder}/${editing.folder}`,
    ...(plans[kind].body
      ? { extension: 'md', format: formatNames.markdown }
      : { extension: 'yaml', format: formatNames.yaml }),
    create: true,
    slug: '{{slug}}',
    preview_path: previewPath(kind),
    ...(plans[kind].i18n ? { i18n: true } : {}),
    ...(editing.summary && { summary: editing.summary }),
    ...(editing.sortableFields && {
      sortable_fields: editing.sortableFields.map((field) =>
        field === editing.sortedBy?.field ? { field, default_sort: editing.sortedBy.order } : field,
      ),
    }),
    ...(editing.identifierField && { identifier_field: editing.identifierField }),
    fields: fieldsOf(plans[kind]),
  });
  const file = (kind: EntryKind, name: string, relative: string, label = kindTitle(kind)) => ({
    name,
    label,
    file: `${contentFolder}/${relative}`,
    ...(about(kind) ? { description: about(kind) } : {}),
    fields: fieldsOf(plans[kind]),
  });

  // Decap's i18n for file collections only knows one file holding every language, so a kind
  // with one file per language (home.nl.yaml, home.en.yaml) is a file of its own per language.
  const filesOf = (kind: (typeof siteKinds)[number]) => {
    const relative = kind.required?.file;
    if (!relative) throw new Error(`${kind.name}: a kind edited as files of a collection has files that must exist`);
    if (kind.layout === 'single') return [file(kind.name, kind.name, relative)];
    return languages.map((lang) =>
      file(
        kind.name,
        `${kind.name}-${lang}`,
        relative.replace('{lang}', lang),
        `${kindTitle(kind.name)} (${languageNames[lang]})`,
      ),
    );
  };
  const inGroup = (group: keyof typeof groups) =>
    siteKinds.filter((kind) => 'group' in kind.editing && kind.editing.group === group);
  return [
    ...siteKinds.flatMap((kind) => ('folder' in kind.editing ? [folder(kind.name, kind.editing)] : [])),
    ...Object.entries(groups).map(([name, group]) => {
      const kinds = inGroup(name as keyof typeof groups);
      return {
        name,
        label: 'label' in group ? group.label : kindTitle(kinds[0]!.name),
        ...group,
        files: kinds.flatMap(filesOf),
      };
    }),
  ];
}

const languageNames: Record<string, string> = { nl: 'Nederlands', en: 'Engels' };

/** The configuration as Decap reads it (`config.yml`). */
export function cmsConfig(options: CmsOptions): Record<string, unknown> {
  const contentFolder = (options.contentFolder ?? 'content').split(path.sep).join('/').replace(/\/+$/, '');
  const { backend } = options;
  const config: Record<string, unknown> = {};
  if (backend.name === 'local') {
    config.backend = { name: 'proxy', proxy_url: backend.url, branch: 'main' };
  } else {
    const { editorialWorkflow, ...rest } = backend;
    config.backend = { ...rest, branch: backend.branch ?? 'main' };
    if (editorialWorkflow) config.publish_mode = 'editorial_workflow';
  }
  Object.assign(config, {
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    locale: 'nl',
    show_preview_links: true,
    // Pictures live with the content, where the build reads them: an upload goes to
    // content/images/ and the field names the file alone (`image: ogsm.jpg`), as the build resolves it.
    media_folder: `${contentFolder}/images`,
    public_folder: '',
    // File names are slugs: lower-case letters, digits and single hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_files', locales: [...languages], default_locale: 'nl' },
    // Each collection names the folder too: Decap then lists its pictures whenever an entry
    // opens, so the picker shows them even when the screen was opened on the entry itself.
    collections: collectionsOf(contentFolder).map((collection) => ({
      ...collection,
      // The preview is the entry's page (src/admin/preview/), for the kinds that are a page;
      // Decap's generic preview of the others (their fields in a list) is not what the site shows.
      ...(collection.files
        ? { editor: { preview: false }, files: collection.files.map((f) => ({ ...f, editor: editorOf(f.name) })) }
        : { editor: editorOf(collection.name) }),
      media_folder: `/${contentFolder}/images`,
      public_folder: '',
    })),
  });
  return config;
}

/** `config.yml`: the configuration, with a line that says where it comes from. */
export function cmsConfigYaml(options: CmsOptions): string {
  const header = '# Written from the content schemas (kinds/) by scripts/cms/config.ts; edit those, not this.';
  return `${header}\n${stringify(cmsConfig(options), { lineWidth: 0 })}`;
}
