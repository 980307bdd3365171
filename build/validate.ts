import type { z } from 'zod';
import type { RawEntry } from './load.ts';
import type { EntryKind } from './classify.ts';
import { fieldPath, type Problem } from './problems.ts';
import {
  articleSchema, categorySchema, homeSchema, intakeSchema, landingSchema, languages, networkingSchema,
  partnerSchema, privacySchema, redirectsSchema, serviceSchema, siteSchema, toolsSchema, trainingSchema, uiSchema,
  serviceSharedFields, type Lang,
} from './schema/index.ts';
import type { Article, LangContent, Page, Partner, SiteContent } from './content.ts';
import { countWords, renderMarkdown } from './markdown.ts';
import { checkCopy } from './copy-checks.ts';
import { closest } from './suggest.ts';
import { fillIdentity, identityMarks } from './identity.ts';

const schemas: Record<EntryKind, z.ZodType> = {
  site: siteSchema, redirects: redirectsSchema, ui: uiSchema, home: homeSchema, privacy: privacySchema,
  service: serviceSchema, category: categorySchema, landing: landingSchema, partner: partnerSchema, article: articleSchema,
  training: trainingSchema, tools: toolsSchema, networking: networkingSchema, intake: intakeSchema,
};

/** Kinds that exist once per language and must exist for the site to build. */
const perLanguage = ['ui', 'home', 'privacy', 'training', 'tools', 'networking', 'intake'] as const;

interface Valid { entry: RawEntry; data: unknown }

function describeIssue(issue: z.core.$ZodIssue, known: string[]): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return `is required (expected ${issue.expected})`;
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((k) => {
      const guess = closest(k, known);
      return `unknown field "${k}"${guess ? ` (did you mean "${guess}"?)` : ''}`;
    }).join('; ');
  }
  if (issue.code === 'invalid_value' && issue.values.every((v) => typeof v === 'string')) {
    const written = String(issue.input);
    const guess = closest(written, issue.values as string[]);
    const options = issue.values.length > 12 ? `${issue.values.slice(0, 12).join(', ')} … (${issue.values.length} in all)` : issue.values.join(', ');
    return `"${written}" is not allowed${guess ? ` (did you mean "${guess}"?)` : ''}; expected one of ${options}`;
  }
  return issue.message;
}

/** The field names a schema allows at a path inside the data, for "did you mean" hints. */
function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  for (const key of path) {
    current = unwrap(current);
    const def = (current as { def?: { type: string; shape?: Record<string, unknown>; element?: unknown; options?: unknown[] } }).def;
    if (def?.type === 'array' && typeof key === 'number') current = def.element;
    else if (def?.type === 'object' && typeof key === 'string') current = def.shape?.[key];
    else return [];
  }
  current = unwrap(current);
  const def = (current as { def?: { type: string; shape?: Record<string, unknown>; options?: unknown[] } }).def;
  if (def?.type === 'object') return Object.keys(def.shape ?? {});
  if (def?.type === 'union') return [...new Set((def.options ?? []).flatMap((o) => Object.keys((unwrap(o) as { def?: { shape?: object } }).def?.shape ?? {})))];
  return [];
}

function unwrap(schema: unknown): unknown {
  let current = schema as { def?: { type: string; innerType?: unknown } };
  while (current?.def && ['optional', 'default', 'nullable', 'prefault'].includes(current.def.type)) current = current.def.innerType as typeof current;
  return current;
}

/** Validates each entry against the schema of its kind. */
export function validateEntry(entry: RawEntry): { valid?: Valid; problems: Problem[] } {
  const result = schemas[entry.kind].safeParse(entry.data, { reportInput: true });
  if (result.success) return { valid: { entry, data: result.data }, problems: [] };
  return {
    problems: result.error.issues.map((issue) => {
      const known = issue.code === 'unrecognized_keys' ? fieldsAt(schemas[entry.kind], issue.path) : [];
      // An unknown field points at its own line, not at the object that holds it.
      const linePath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
      return { file: entry.file, field: fieldPath(issue.path), message: describeIssue(issue, known), line: entry.lineOf(linePath) };
    }),
  };
}

function valueAt(data: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);
}

/**
 * Validates every entry, checks that they fit together (translations, references), and
 * renders their markdown. Returns the content only when there is no problem at all.
 */
export function validateEntries(entries: RawEntry[], loadProblems: Problem[] = [], contentLabel = 'content'): { content?: SiteContent; problems: Problem[] } {
  const problems = [...loadProblems];
  const valid: Valid[] = [];
  const siteEntry = entries.find((e) => e.kind === 'site');
  const siteData = siteEntry ? siteSchema.safeParse(siteEntry.data) : undefined;
  const siteName = siteData?.success ? siteData.data.name : '';
  if (siteData?.success) {
    const marks = identityMarks(siteData.data);
    entries = entries.map((e) => (e.kind === 'site' ? e : fillIdentity(e, marks)));
  }
  for (const entry of entries) {
    const r = validateEntry(entry);
    problems.push(...r.problems);
    if (r.valid) {
      valid.push(r.valid);
      problems.push(...checkCopy(entry, r.valid.data, siteName));
    }
  }
  const of = (kind: EntryKind) => valid.filter((v) => v.entry.kind === kind);
  const problem = (file: string, field: string, message: string, entry?: RawEntry, path?: PropertyKey[]) =>
    problems.push({ file, field, message, line: entry && path ? entry.lineOf(path) : undefined });
  const fileFor = (name: string) => `${contentLabel}/${name}`;

  // Single files.
  const site = of('site')[0];
  const redirects = of('redirects')[0];
  if (!entries.some((e) => e.kind === 'site')) problem(fileFor('site.yaml'), '', 'is missing: the site identity is required');
  if (!entries.some((e) => e.kind === 'redirects')) problem(fileFor('redirects.yaml'), '', 'is missing: write an empty list [] when there are no redirects');
  for (const kind of perLanguage) {
    for (const lang of languages) {
      if (!entries.some((e) => e.kind === kind && e.lang === lang)) {
        problem(fileFor(expectedFile(kind, lang)), '', `is missing: the ${lang === 'nl' ? 'Dutch' : 'English'} ${kind} content is required`);
      }
    }
  }

  // Pages that exist per language must exist in both.
  const pairs = new Map<string, Partial<Record<Lang, Valid>>>();
  for (const v of valid) {
    const { kind, key, lang } = v.entry;
    if (!lang || !['service', 'category', 'landing'].includes(kind)) continue;
    const id = `${kind}/${key}`;
    pairs.set(id, { ...pairs.get(id), [lang]: v });
  }
  for (const entry of entries) {
    if (!entry.lang || !['service', 'category', 'landing'].includes(entry.kind)) continue;
    const other: Lang = entry.lang === 'nl' ? 'en' : 'nl';
    if (!entries.some((e) => e.kind === entry.kind && e.key === entry.key && e.lang === other)) {
      problem(entry.file, '', `has no translation: add ${entry.file.replace(`.${entry.lang}.`, `.${other}.`)}`);
    }
  }
  for (const [, pair] of pairs) {
    if (pair.nl?.entry.kind !== 'service' || !pair.en) continue;
    for (const field of serviceSharedFields) {
      const nl = JSON.stringify(valueAt(pair.nl.data, field));
      const en = JSON.stringify(valueAt(pair.en.data, field));
      if (nl !== en) problem(pair.en.entry.file, field, `must be the same as in ${pair.nl.entry.file} (${nl}), is ${en}`, pair.en.entry, field.split('.'));
    }
  }

  // References between pages.
  const serviceSlugs = new Set(of('service').map((v) => v.entry.key));
  const categorySlugs = new Set(of('category').map((v) => v.entry.key));
  const checkSlugs = (v: Valid, field: string, slugs: unknown, known: Set<string>, what: string) => {
    (slugs as string[]).forEach((s, i) => {
      if (!known.has(s)) problem(v.entry.file, `${field}[${i}]`, `"${s}" is not a ${what}; known: ${[...known].sort().join(', ')}`, v.entry, [field, i]);
    });
  };
  for (const v of [...of('service'), ...of('landing')]) checkSlugs(v, 'related', (v.data as { related: string[] }).related, serviceSlugs, 'service');
  for (const v of of('category')) checkSlugs(v, 'services', (v.data as { services: string[] }).services, serviceSlugs, 'service');
  for (const v of of('home')) checkSlugs(v, 'propositions.groups' as string, (v.data as { propositions: { groups: string[] } }).propositions.groups, categorySlugs, 'category');
  for (const lang of languages) {
    const inCategories = of('category').filter((v) => v.entry.lang === lang).flatMap((v) => (v.data as { services: string[] }).services);
    for (const s of serviceSlugs) {
      const count = inCategories.filter((c) => c === s).length;
      if (count !== 1 && of('category').some((v) => v.entry.lang === lang)) {
        problem(fileFor(`services/${s}.${lang}.md`), '', `must be listed in exactly one category (${fileFor(`categories/*.${lang}.md`)}), is in ${count}`);
      }
    }
  }

  if (problems.length > 0 || !site || !redirects) return { problems };

  const pagesOf = <T>(kind: EntryKind, lang: Lang): Page<T>[] =>
    of(kind).filter((v) => v.entry.lang === lang).map((v) => ({ slug: v.entry.key, file: v.entry.file, data: v.data as T, html: renderMarkdown(v.entry.body ?? '') }));
  const one = <T>(kind: EntryKind, lang: Lang): T => of(kind).find((v) => v.entry.lang === lang)!.data as T;

  const lang = Object.fromEntries(languages.map((l) => [l, {
    ui: one('ui', l),
    home: one('home', l),
    privacy: pagesOf<LangContent['privacy']['data']>('privacy', l)[0]!,
    services: pagesOf<LangContent['services'][number]['data']>('service', l),
    categories: pagesOf<LangContent['categories'][number]['data']>('category', l),
    landings: pagesOf<LangContent['landings'][number]['data']>('landing', l),
    training: one('training', l),
    tools: one('tools', l),
    networking: one('networking', l),
    intake: one('intake', l),
  } satisfies LangContent])) as Record<Lang, LangContent>;

  const articles: Article[] = of('article')
    .map((v) => ({ slug: v.entry.key, file: v.entry.file, data: v.data as Article['data'], html: renderMarkdown(v.entry.body ?? ''), wordCount: countWords(v.entry.body ?? '') }))
    .sort((a, b) => b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug));
  const partners: Partner[] = of('partner').map((v) => ({ id: v.entry.key, file: v.entry.file, data: v.data as Partner['data'] }));

  return { content: { site: site.data as SiteContent['site'], redirects: redirects.data as SiteContent['redirects'], lang, articles, partners }, problems };
}

function expectedFile(kind: (typeof perLanguage)[number], lang: Lang): string {
  switch (kind) {
    case 'ui': return `ui/${lang}.yaml`;
    case 'home': return `home.${lang}.yaml`;
    case 'privacy': return `privacy.${lang}.md`;
    default: return `dialogs/${kind}.${lang}.yaml`;
  }
}
