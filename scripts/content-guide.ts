/**
 * `npm run content-guide`: writes CONTENT.md, the editors' guide to `content/`, from the schemas
 * that check the content (each kind's `<kind>.schema.ts` in kinds/): every field of every kind
 * with what it allows, and its meaning from the field's doc comment (or `.describe()` text). A
 * test fails when CONTENT.md differs from what this writes, so the guide says what the build
 * checks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { z } from 'zod';
import { parse } from 'yaml';
import { fileURLToPath } from 'node:url';
import { allKinds, siteKinds, type AnyKind, type EntryKind } from '../kinds/kind-registry.ts';
import { slug, sitePath, picturePath, type SiteData } from '../kinds/schemas.ts';
import { iconNames } from '../src/lib/icon-names.ts';
import { seoLimits, styleRules, wordsPerMinute } from '../build/content/copy-checks.ts';
import { formatBytes, limits } from '../shared/limits.ts';
import { allowedUrls } from '../shared/safe-url.ts';
import { identityMarks } from '../shared/identity.ts';
import { sharedPictureFolder } from '../build/images/source-files.ts';
import { maxPixels } from '../build/images/process.ts';
import { isEntryPoint } from './entry-point.ts';

const root = path.resolve(import.meta.dirname, '..');
const schemaDir = path.join(root, 'kinds');

/** One kind of content as the guide presents it. */
export interface KindDoc {
  title: string;
  /** Where its files live. */
  file: string;
  /** The page it makes, or where it shows. */
  page: string;
  schema: z.ZodType;
  /** The schema's source file. */
  source: string;
  /** The name of the exported constant that holds the schema. */
  schemaName: string;
  /** What the markdown body holds, for `.md` files. */
  body?: string;
  /** Show groups of keys rather than a row per key (the interface strings). */
  groups?: boolean;
}

/** How the guide presents a kind of content, from its part of the registry (kinds/). */
export const kindDoc = (kind: AnyKind): KindDoc => ({
  title: kind.guide.title,
  file: kind.guide.file,
  page: kind.guide.page,
  schema: kind.schema,
  source: fileURLToPath(kind.guide.source),
  schemaName: kind.guide.schemaName,
  body: kind.guide.body,
  groups: kind.guide.groups,
});

/** Every kind of content of the site, as the guide and the editing screen present it. */
export const kindDocs = Object.fromEntries(siteKinds.map((k) => [k.name, kindDoc(k)])) as Record<EntryKind, KindDoc>;

/** Meanings of fields whose name says enough, for fields without a doc comment. */
export const commonMeanings: Record<string, string> = {
  title: 'Its title.',
  subtitle: 'The line under the title.',
  heading: 'The heading of the section.',
  intro: 'The text under the heading.',
  text: 'The text.',
  button: 'The label of the button.',
  icon: 'The icon shown with it.',
  question: 'The question, as a visitor would ask it.',
  answer: 'The answer.',
  description: 'A sentence or two that describe it.',
  items: 'The items of the section, in this order.',
  name: 'The name.',
  email: 'The e-mail address.',
  keywords: 'Words and phrases people search for.',
  faqs: 'Questions and answers, shown as a list that opens one answer at a time.',
  cta: 'The call to action at the end of the page.',
  tags: 'Tags shown with it in lists.',
  url: 'Where it links to.',
  related: 'Related pages, shown at the end.',
  features: 'What it offers, one item each.',
  benefits: 'What it brings, one item each.',
  seo: 'What search engines and link previews show.',
  category: 'The group it belongs to.',
  type: 'Which kind it is.',
  duration: 'How long it takes.',
  examples: 'Examples, one a line.',
  location: 'Where they are based.',
  label: 'The text of the link.',
  categories: 'The name of each category, by its key.',
  languageNames: 'The name of each language, by its code.',
};

/**
 * The meanings of a kind's fields from the doc comments of the schema sources (the kind's file and
 * common.ts), by field path. A comment sits on a field inside some constant; the constant is used
 * at some place in the kind's schema (`en: listItem`, `...listItem.shape`, `seo`), so the comment
 * belongs to the field at that place. A constant's own doc comment describes the field that uses it.
 */
export function fieldMeanings(kindFile: string, rootName: string): Map<string, string> {
  interface Constant {
    doc?: string;
    fields: { path: string[]; text: string }[];
    uses: { in: string; at: string[] }[];
  }
  const constants = new Map<string, Constant>();
  const trees = [...new Set(['fields.ts', kindFile])].map((file) => {
    const source = readFileSync(path.resolve(schemaDir, file), 'utf8');
    return { source, tree: ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true) };
  });
  const docOf = (source: string, node: ts.Node) => {
    const ranges = ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [];
    const doc = ranges
      .map((r) => source.slice(r.pos, r.end))
      .filter((c) => c.startsWith('/**'))
      .at(-1);
    return doc
      ?.replace(/^\/\*\*|\*\/$/g, '')
      .split('\n')
      .map((l) => l.replace(/^\s*\* ?/, '').trim())
      .filter(Boolean)
      .join(' ');
  };
  const declarations: { name: string; node: ts.Expression; source: string }[] = [];
  for (const { source, tree } of trees) {
    for (const statement of tree.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || !d.initializer) continue;
        // A helper's doc comment (`group`) says how it works, not what a field means.
        const doc =
          ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)
            ? undefined
            : docOf(source, statement);
        constants.set(d.name.text, { doc, fields: [], uses: [] });
        declarations.push({ name: d.name.text, node: d.initializer, source });
      }
    }
  }
  for (const { name, node, source } of declarations) {
    const visit = (n: ts.Node, trail: string[]) => {
      if (
        (ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n)) &&
        (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name))
      ) {
        const here = [...trail, n.name.text];
        const doc = docOf(source, n);
        if (doc) constants.get(name)!.fields.push({ path: here, text: doc });
        visit(ts.isPropertyAssignment(n) ? n.initializer : n.name, here);
        return;
      }
      if (ts.isIdentifier(n) && n.text !== name && constants.has(n.text))
        constants.get(n.text)!.uses.push({ in: name, at: trail });
      ts.forEachChild(n, (child) => visit(child, trail));
    };
    visit(node, []);
  }
  // Where each constant sits in the kind's schema.
  const mounts = (name: string, seen = new Set<string>()): string[][] => {
    if (name === rootName) return [[]];
    if (seen.has(name)) return [];
    seen.add(name);
    return constants.get(name)!.uses.flatMap((use) => mounts(use.in, seen).map((m) => [...m, ...use.at]));
  };
  const meanings = new Map<string, string>();
  // A comment on the field itself says more than the doc comment of the constant it uses.
  for (const [name, constant] of constants) {
    for (const mount of mounts(name)) {
      for (const field of constant.fields) {
        const key = [...mount, ...field.path].join('.');
        if (!meanings.has(key)) meanings.set(key, field.text);
      }
    }
  }
  for (const [name, constant] of constants) {
    for (const mount of mounts(name)) {
      if (constant.doc && mount.length && !meanings.has(mount.join('.'))) meanings.set(mount.join('.'), constant.doc);
    }
  }
  return meanings;
}

/** The doc comment of a kind's schema constant. */
export function schemaDoc(kindFile: string, rootName: string): string | undefined {
  const source = readFileSync(path.resolve(schemaDir, kindFile), 'utf8');
  const tree = ts.createSourceFile(kindFile, source, ts.ScriptTarget.Latest, true);
  for (const statement of tree.statements) {
    if (
      !ts.isVariableStatement(statement) ||
      !statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === rootName)
    )
      continue;
    const doc = (ts.getLeadingCommentRanges(source, statement.getFullStart()) ?? [])
      .map((r) => source.slice(r.pos, r.end))
      .filter((c) => c.startsWith('/**'))
      .at(-1);
    return doc
      ?.replace(/^\/\*\*|\*\/$/g, '')
      .split('\n')
      .map((l) => l.replace(/^\s*\* ?/, '').trim())
      .filter(Boolean)
      .join(' ');
  }
  return undefined;
}

export type Json = {
  type?: string;
  description?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Json[];
  anyOf?: Json[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

const patternOf = (schema: z.ZodType) => (z.toJSONSchema(schema) as Json).pattern;
const slugPattern = patternOf(slug);
const sitePathPattern = patternOf(sitePath);
const picturePathPattern = patternOf(picturePath);
/** The picture files the build takes, as editors know them. */
const pictureTypes = 'JPEG, PNG, WebP or AVIF, or a drawing as SVG';

export function allowed(s: Json): string {
  const list = (min?: number, max?: number) =>
    min !== undefined && min === max
      ? `exactly ${min}`
      : [min ? `at least ${min}` : '', max !== undefined ? `at most ${max}` : ''].filter(Boolean).join(', ');
  if (s.const !== undefined) return `\`${String(s.const)}\``;
  if (s.enum) {
    if (s.enum.length === iconNames.length && s.enum.every((v) => (iconNames as readonly unknown[]).includes(v)))
      return 'an icon name (see Icons)';
    return `one of ${s.enum.map((v) => `\`${String(v)}\``).join(', ')}`;
  }
  if (s.oneOf ?? s.anyOf) return 'one of the forms below, chosen by `type`';
  switch (s.type) {
    case 'string': {
      if (s.format === 'date') return 'a date, YYYY-MM-DD';
      if (s.format === 'email') return 'an e-mail address';
      if (s.format === 'uri') return 'a web address, https://…';
      if (s.pattern === slugPattern) return 'a slug: lower-case letters, digits, hyphens';
      if (s.pattern === sitePathPattern) return 'a site path, such as `/services/werkpaard` or `/#contact`';
      if (s.pattern === picturePathPattern)
        return `a picture file (${pictureTypes}), such as \`ogsm.svg\` (see Adding content, A picture)`;
      if (s.pattern) return `text of the form \`${s.pattern}\``;
      const limit = list(s.minLength && s.minLength > 1 ? s.minLength : undefined, s.maxLength);
      return `text${limit ? `, ${limit.replace(/(\d+)$/, '$1 characters')}` : ''}`;
    }
    case 'integer':
    case 'number': {
      const safe = (n?: number) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
      const [min, max] = [safe(s.minimum), safe(s.maximum)];
      const least = min !== undefined ? `, at least ${min}` : '';
      const most = max !== undefined ? `, at most ${max}` : '';
      return `a ${s.type === 'integer' ? 'whole ' : ''}number${least}${most}`;
    }
    case 'boolean':
      return '`true` or `false`';
    case 'array': {
      const count = list(s.minItems, s.maxItems);
      const of = s.items?.type === 'object' ? 'items (fields below)' : allowed(s.items ?? {});
      return `a list of ${of}${count ? `, ${count}` : ''}`;
    }
    case 'object':
      return 'a group of fields (below)';
    default:
      return 'any value';
  }
}

interface Row {
  field: string;
  allowed: string;
  meaning: string;
}

/** The rows of a kind's field table, from its JSON schema. */
function rows(kind: KindDoc): Row[] {
  const json = z.toJSONSchema(kind.schema, { io: 'input', unrepresentable: 'any' }) as Json;
  const meanings = fieldMeanings(kind.source, kindSchemaName(kind));
  const meaning = (trail: string[], s: Json): string =>
    s.description
      ? sentence(s.description)
      : (meanings.get(trail.join('.')) ?? commonMeanings[trail.at(-1) ?? ''] ?? '');
  const out: Row[] = [];
  const walk = (s: Json, trail: string[], shown: string, required: boolean, note = '') => {
    const presence =
      s.default !== undefined
        ? `optional, default \`${JSON.stringify(s.default)}\``
        : required
          ? 'required'
          : 'optional';
    if (trail.length)
      out.push({ field: shown, allowed: `${allowed(s)}; ${presence}${note}`, meaning: meaning(trail, s) });
    if (kind.groups && trail.length && s.type === 'object') {
      const keys = Object.keys(s.properties ?? {}).filter((k) => s.properties![k]!.type !== 'object');
      if (keys.length) out.at(-1)!.allowed = `text for each of: ${keys.map((k) => `\`${k}\``).join(', ')}; required`;
      for (const [key, child] of Object.entries(s.properties ?? {}))
        if (child.type === 'object') walk(child, [...trail, key], `${shown}.${key}`, true);
      return;
    }
    const variants = s.oneOf ?? s.anyOf;
    if (variants) {
      // The forms of a discriminated union: each field once, saying for which types it is asked.
      const fields = new Map<string, { schema: Json; types: string[] }>();
      for (const variant of variants) {
        const type = String(variant.properties?.type?.const ?? '');
        for (const [key, child] of Object.entries(variant.properties ?? {})) {
          const entry = fields.get(key) ?? { schema: child, types: [] };
          entry.types.push(type);
          fields.set(key, entry);
        }
      }
      for (const [key, { schema, types }] of fields) {
        const all = types.length === variants.length;
        const child = key === 'type' ? { ...schema, const: undefined, enum: types } : schema;
        walk(
          child,
          [...trail, key],
          `${shown}.${key}`,
          all,
          all ? '' : ` (with type ${types.map((t) => `\`${t}\``).join(', ')})`,
        );
      }
      return;
    }
    if (s.type === 'object') {
      for (const [key, child] of Object.entries(s.properties ?? {}))
        walk(child, [...trail, key], shown ? `${shown}.${key}` : key, s.required?.includes(key) ?? false);
    } else if (s.type === 'array' && s.items?.type === 'object') {
      for (const [key, child] of Object.entries(s.items.properties ?? {}))
        walk(child, [...trail, key], `${shown}[].${key}`, s.items.required?.includes(key) ?? false);
    }
  };
  if (json.type === 'array' && json.items) walk(json.items, [], '', true);
  else walk(json, [], '', true);
  return out;
}

export const sentence = (text: string) => {
  const t = text.trim();
  return t ? `${t[0]!.toUpperCase()}${t.slice(1)}${/[.!?)]$/.test(t) ? '' : '.'}` : t;
};
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The guide, for the content in `contentDir` (its site name and identity marks). */
export function contentGuide(contentDir = path.join(root, 'content')): string {
  const site = parse(readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as SiteData;
  const suffix = ` | ${site.name}`;
  const { title, description } = seoLimits;
  const marks = identityMarks(site);
  const kinds = allKinds().map((k) => [k.name, kindDoc(k)] as const);
  const adding = allKinds().flatMap((k) => (k.scaffold && k.guide.adding ? [k.guide.adding] : []));
  const lines: string[] = [];
  const add = (...more: string[]) => lines.push(...more);

  add(
    '# Content guide',
    '',
    '<!-- Written by `npm run content-guide` from the schemas in kinds/. Edit those (a ' +
      'field’s meaning is its doc comment), then run it again; a test fails while this file is out ' +
      'of date. -->',
    '',
    'Every word of the site lives in `content/`: markdown files with YAML front matter, and YAML ' +
      'files. This guide says where each kind of content lives, what every field holds and allows, ' +
      'and how to add what editors add most. It is written from the schemas that check the ' +
      'content, so what it says is what the build checks. You never need to read code to change ' +
      'the site.',
    '',
    '## Preview and check your change',
    '',
    '- `npm run dev` builds the site and serves it on http://localhost:4321. Save a file and ' +
      'every open page that shows it reloads by itself, also when you add, rename or delete a ' +
      'file. When a file has a problem, it appears over the page, with the file, the line, the ' +
      'field and what was expected, and in the terminal; the page below stays the last version ' +
      'that built, and fixing the file clears it.',
    '- `npm run cms` opens the editing screen at http://localhost:4321/admin: a form for every ' +
      'kind of content below, with the same fields, limits and meanings as this guide. What you ' +
      'save is written into `content/` and checked like any file you edit by hand; a problem the ' +
      'form cannot catch (a title too long for search results, a missing translation, a link to a ' +
      'page that does not exist) appears over the screen. Review the changes with `git diff` and ' +
      'commit them.',
    '- `npm run check:content` lists every problem at once; `npm run check:content -- ' +
      'content/articles` shows only those of some files.',
    '- `npm run build` builds the site into `dist/`. A build with a problem writes nothing.',
    '',
    '## Where everything lives',
    '',
    '| what | file | shows on |',
    '| --- | --- | --- |',
    ...kinds.map(([, k]) => {
      const files = `\`${k.file.replace(/ and /, '` and `')}\``;
      const page = k.page.startsWith('/') ? `\`${k.page}\`` : k.page;
      return `| ${k.title} | ${files} | ${page} |`;
    }),
    '',
    'The file name is the address: `content/services/werkpaard.nl.md` is `/services/werkpaard`, ' +
      'and its English twin `content/services/werkpaard.en.md` is `/en/services/werkpaard`. File ' +
      'names are slugs: lower-case letters, digits and hyphens. A page in one language needs its ' +
      'twin in the other; articles are the exception: they are written in Dutch, and their `en` ' +
      'fields hold what English lists show.',
    '',
    '## Adding content',
    '',
    '`npm run new` writes a new page with every field filled in with starter text that passes ' +
      'the checks, in both languages where needed, and prints its file and address. The slug comes ' +
      'from the title: lower-case, without accents, words joined by hyphens (`Één plan voor groei` ' +
      'becomes `een-plan-voor-groei`). It never overwrites a file. Then replace the starter text ' +
      'with your own and preview it.',
    '',
    ...adding.flatMap((a) => [`### ${a.heading}`, '', '```sh', a.example, '```', '', a.text, '']),
    '### A picture',
    '',
    `Put the file in \`content/${sharedPictureFolder}/\` (or beside the file that shows it) and ` +
      `name it where it shows:`,
    '',
    '- an article: `image: ogsm.svg`, with `alt` and `en.alt`, one plain sentence each on what ' +
      'the picture shows; or `decorative: true` when it adds nothing the text does not say;',
    '- an expert partner: `photo: anna.jpg` (a portrait; its text is "Foto van" and their name, ' +
      'or "Illustratie van" and their name for a drawing, `photo: anna.svg`);',
    '- the body of a page: `![what it shows](schema.png)`.',
    '',
    `A photo straight from a phone or a stock site is fine (${pictureTypes}). The build turns it ` +
      `upright as the camera held it, leaves out everything the file says about where and with ` +
      `what it was taken, crops it to the shape of its place (a circle for a portrait, 16:9 for an ` +
      `article's image) and makes it in AVIF, WebP and JPEG at every width the place needs, from a ` +
      `phone to a sharp desktop screen; it is made once and kept until the file changes. A path ` +
      `starting with \`/\` is read from the content folder (\`/${sharedPictureFolder}/ogsm.svg\`). ` +
      `Use lower-case letters and hyphens in file names.`,
    '',
    '### A redirect',
    '',
    'When a page moves or gets a shorter address, add to `content/redirects.yaml`:',
    '',
    '```yaml',
    '- from: /artikelen/oude-naam',
    '  to: /artikelen/nieuwe-naam',
    '```',
    '',
    'Both are site paths, written the Dutch way; each redirect also works under `/en`. `to` must ' +
      'be a page, and `from` must not be one, nor the `from` of another redirect. Links in the ' +
      'content may point at a redirect’s `from`.',
    '',
    '## What the build checks in the copy',
    '',
    `- **Search-result lengths.** A page title is its own title plus "${suffix}", ` +
      `${title.min}-${title.max} characters in all, so \`seo.title\` (and an article's \`title\` ` +
      `or \`seoTitle\`) is ${title.min - suffix.length}-${title.max - suffix.length} characters. ` +
      `Descriptions (\`seo.description\`, an article's \`description\`) are ` +
      `${description.min}-${description.max} characters.`,
    `- **Length.** A service's description has at least 150 words. An article's length matches ` +
      `its \`readTime\` when it sets one (about ${wordsPerMinute} words a minute); without one, ` +
      'the read time is worked out from its words.',
    '- **Finished.** No "lorem ipsum", "TODO", "TBD", "FIXME", "placeholder", "xxx" or "[...]".',
    '- **Language.** No English sentence on a Dutch page, and no Dutch sentence on an English page.',
    `- **House style.** The ${styleRules.length} rules of [STYLE.md](STYLE.md) that a machine ` +
      `can check, in each language: the house terms (startup, oprichter, e-mail in Dutch and email ` +
      `in English, MT-pitch, support rather than guidance), ranges with an en dash (\`2–3 ` +
      `weken\`), amounts with the euro sign and \`excl. btw\`, "op werkdagen" with every 24-hour ` +
      `promise, no contractions and British spelling in English. A variant fails with the term to ` +
      `use: \`"start-ups": write startup (STYLE.md, House terms)\`. Search keywords are written as ` +
      `people search and are left alone, and so are the messages the product specification quotes ` +
      `word for word.`,
    '- **Links.** A site path in a field (`url: /services/werkpaard`, `href: /#contact`) or in markdown ' +
      '(`[De KuhR](/services/de-kuhr)`) is written the Dutch way and must be a page or a redirect; ' +
      'the sections of the home page are ' +
      ['over', 'proposities', 'contact'].map((s) => `\`/#${s}\``).join(', ') +
      '. A wrong one fails the build, with the page that was probably meant.',
    `- **Pictures.** A picture named in the content must be there (the message says where it ` +
      `looked), must open (a broken or cut-off file fails) and must be ${pictureTypes}, of at most ` +
      `${maxPixels / 1_000_000} megapixels. Every picture that means something has a text: \`alt\` ` +
      `and \`en.alt\` with an article's \`image\` (unless it is \`decorative: true\`), and the ` +
      `words between the brackets of a picture in markdown. Pictures show in the body of a page; ` +
      `one in another markdown field fails.`,
    `- **Link addresses.** A link or image in markdown may only lead to ${allowedUrls}; anything ` +
      `else (\`javascript:\`, \`data:\`, \`//other.site\`) fails the build with its line. Raw HTML ` +
      `in markdown is left out of the page.`,
    '- **Tables.** A table says what it shows in a line of its own right under it, starting with ' +
      "`Tabel:` (`Tabel: de strategieën met hun dashboard en acties`): it becomes the table's caption, " +
      'which a screen reader reads before the cells.',
    `- **Size and shape.** A content file is at most ${formatBytes(limits.fileBytes)}, a ` +
      `markdown text at most ${formatBytes(limits.markdownChars)} and the privacy policy, which ` +
      `every page carries, at most ${formatBytes(limits.privacyChars)}. Lists and quotes nest at ` +
      `most ${limits.nesting} levels; a paragraph holds at most ${limits.marksPerParagraph} ` +
      `emphasis and link marks; a text has at most ${limits.blockQuotes} quotes, ` +
      `${limits.listItems} items in a list, ${limits.listItemsPerText.toLocaleString('en-GB')} list items ` +
      `in all, ${limits.footnoteReferences} footnote references and ${limits.setextHeadings} headings ` +
      `underlined with \`===\` or \`---\` (write headings with \`#\`); ` +
      `YAML nests at most ${limits.yamlDepth} levels and its aliases (\`*name\`) may not expand to ` +
      `much data. Real copy stays far below these; they keep a broken or hostile file from ` +
      `stalling the build.`,
    '- **Text and files.** Save every file as UTF-8 (a file in Latin-1 or UTF-16 fails, naming ' +
      'its encoding). A text holds no control characters but tabs and line breaks: the line break ' +
      'Word makes with Shift+Enter (U+000B) and other invisible characters pasted from elsewhere ' +
      'fail at their line, named. Keep files themselves in the content folder, not links to them, ' +
      'and give them names that start with a letter or digit, not a dot.',
    '- **Dates.** Written as YYYY-MM-DD and real (no 30 February). An article’s `date` is not in ' +
      'the future, and its `dateModified` is not before its `date`.',
    '- **Names.** A misspelled field, icon or type fails with the one that was probably meant: ' +
      '`icon: "Hamer" is not allowed (did you mean "Hammer"?)`. Related services, categories and ' +
      'links are checked against what exists.',
    `- **The company's identity** lives in \`content/site.yaml\` only. In copy, write ${Object.entries(marks)
      .map(([k, v]) => `\`{${k}}\` (${v})`)
      .join(', ')}; the build fills them in. A YAML value that starts with \`{\` must be in quotes.`,
    '',
    '## The fields of each kind',
    '',
    'In the tables, `a.b` is field `b` inside `a`, and `a[].b` is field `b` of each item of the list `a`.',
  );
  for (const [, k] of kinds) {
    // The schema's own doc comment starts with its file, which the guide shows already.
    const about = schemaDoc(k.source, kindSchemaName(k))?.replace(/^`[^`]*`[:;]?\s*/, '');
    add('', `### ${k.title}`, '', `\`${k.file.replace(/ and /, '` and `')}\`${about ? `: ${about}` : ''}`, '');
    if (k.body)
      add(
        `The fields below are the front matter, between two lines of \`---\` at the top; the ` +
          `markdown after it is ${k.body}`,
        '',
      );
    add(
      '| field | allowed | meaning |',
      '| --- | --- | --- |',
      ...rows(k).map((r) => `| \`${r.field}\` | ${cell(r.allowed)} | ${cell(r.meaning)} |`),
    );
  }
  add(
    '',
    '## Icons',
    '',
    'Fields that take an icon name take one of these ([lucide](https://lucide.dev/icons) icons): ' +
      `${iconNames.map((n) => `\`${n}\``).join(', ')}.`,
    '',
  );
  return lines.join('\n');
}

/** The name of the exported constant that holds a kind's schema. */
export function kindSchemaName(kind: KindDoc): string {
  return kind.schemaName;
}

if (isEntryPoint(import.meta.url)) {
  writeFileSync(path.join(root, 'CONTENT.md'), contentGuide());
  console.log('Wrote CONTENT.md');
}
