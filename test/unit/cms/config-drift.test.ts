/**
 * The editing screen's configuration against the content schemas: walks both (the schemas as
 * JSON Schema, the configuration as Decap reads it from config.yml) and lists every
 * disagreement. A field without a widget, a widget without a field, or a widget whose
 * required-ness, limits, pattern, options or default differ from the schema's fail the test.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { classify, type EntryKind } from '../../../build/content/classify.ts';
import { languages, serviceSharedFields } from '../../../kinds/schemas.ts';
import { allKinds } from '../../../kinds/kind-registry.ts';
import { cmsConfigYaml, type Field } from '../../../scripts/cms/config.ts';
import { fieldHints, meaningsInDutch } from '../../../scripts/cms/labels.ts';
import {
  commonMeanings,
  fieldMeanings,
  kindDocs,
  kindSchemaName,
  schemaDoc,
  type Json,
} from '../../../scripts/content-guide.ts';
import { listKey } from '../../../src/admin/formats.ts';

/** The values a choice's options save, whether shown by name or as they are. */
const valuesOf = (options: Field['options']) => options?.map((o) => (typeof o === 'string' ? o : o.value));

const root = path.resolve(import.meta.dirname, '../../..');

interface Collection {
  name: string;
  folder?: string;
  extension?: string;
  i18n?: boolean;
  fields?: Field[];
  files?: { name: string; file: string; fields: Field[] }[];
}
interface Config {
  collections: Collection[];
  i18n: { locales: string[] };
}

/** Every place the configuration edits a kind of content: its fields, where, and whether per language. */
function editedKinds(
  config: Config,
): { kind: EntryKind; where: string; fields: Field[]; i18n: boolean; files: string[] }[] {
  const out = [];
  for (const c of config.collections) {
    if (c.folder) {
      const folder = c.folder.replace(/^content\//, '');
      const sample = `${folder}/a-slug${c.i18n ? `.${config.i18n.locales[0]}` : ''}.${c.extension}`;
      const kind = classify(sample)?.kind;
      if (!kind) throw new Error(`collection ${c.name}: ${sample} is no kind of content`);
      out.push({ kind, where: c.name, fields: c.fields!, i18n: c.i18n === true, files: [] });
    }
    for (const f of c.files ?? []) {
      const kind = classify(f.file.replace(/^content\//, ''))?.kind;
      if (!kind) throw new Error(`collection ${c.name}, file ${f.name}: ${f.file} is no kind of content`);
      out.push({ kind, where: `${c.name}/${f.name}`, fields: f.fields, i18n: false, files: [f.file] });
    }
  }
  return out;
}

const schemaOf = (kind: EntryKind) =>
  z.toJSONSchema(kindDocs[kind].schema, { io: 'input', unrepresentable: 'any' }) as Json;

/** The disagreements between a configuration and the schemas, one line each. */
function drift(config: Config): string[] {
  const problems: string[] = [];
  const collections = new Set(config.collections.map((c) => c.name));
  const edited = editedKinds(config);
  for (const kind of Object.keys(kindDocs) as EntryKind[]) {
    if (!edited.some((e) => e.kind === kind)) problems.push(`${kind}: no collection edits it`);
  }
  for (const { kind, where, fields, i18n, files } of edited) {
    for (const file of files) if (!existsSync(path.join(root, file))) problems.push(`${where}: ${file} does not exist`);
    const doc = kindDocs[kind];
    const meanings = fieldMeanings(doc.source, kindSchemaName(doc));
    const markdown = Boolean(doc.body);
    let schema = schemaOf(kind);
    let widgets = fields;
    if (markdown) {
      const body = fields.find((f) => f.name === 'body');
      if (body?.widget !== 'markdown') problems.push(`${where}: the markdown body has no markdown widget`);
      widgets = fields.filter((f) => f.name !== 'body');
    }
    const wrapped = schema.type === 'array';
    const about = schemaDoc(doc.source, kindSchemaName(doc))?.replace(/^`[^`]*`[:;]?\s*/, '');
    if (wrapped) {
      // A file whose top level is a list is edited as one list field.
      schema = { type: 'object', properties: { [listKey]: schema }, required: [listKey] };
    }
    const check = (s: Json, f: Field, trail: string[], required: boolean) => {
      const at = `${where}: ${trail.join('.')}`;
      const fail = (message: string) => problems.push(`${at}: ${message}`);
      if ((f.required !== false) !== required) fail(`required is ${f.required !== false}, the schema says ${required}`);
      // Every field that has a meaning (its doc comment, or a common one) shows it as its hint.
      const meaning =
        s.description ??
        meanings.get(trail.join('.')) ??
        (trail.join('.') === listKey && wrapped ? about : commonMeanings[trail.at(-1)!]);
      // Or the editors' Dutch hint for it, or the meaning in Dutch.
      const dutch = fieldHints[`${kind}.${trail.join('.')}`];
      if (dutch && f.hint !== dutch) fail(`hint "${f.hint}" is not the Dutch hint "${dutch}"`);
      else if (
        !dutch &&
        meaning &&
        f.hint !== meaningsInDutch[meaning] &&
        !f.hint?.toLowerCase().startsWith(meaning.toLowerCase().replace(/\.$/, '').slice(0, 30))
      )
        fail(`hint "${f.hint}" is not the field's meaning "${meaning}"`);
      if (i18n) {
        const shared = kind === 'service' && (serviceSharedFields as readonly string[]).includes(trail.join('.'));
        const expected = shared && !(s.type === 'object' || s.oneOf) ? 'duplicate' : true;
        if (f.i18n !== expected) fail(`i18n is ${String(f.i18n)}, expected ${String(expected)}`);
      }
      if (
        s.default !== undefined &&
        !(Array.isArray(s.default) && s.default.length === 0) &&
        JSON.stringify(f.default) !== JSON.stringify(s.default)
      ) {
        fail(`default is ${JSON.stringify(f.default)}, the schema's is ${JSON.stringify(s.default)}`);
      }
      const variants = s.oneOf ?? s.anyOf;
      if (variants || s.type === 'object') {
        if (f.widget !== 'object') return fail(`is a ${f.widget} widget, the schema has a group of fields`);
        // The fields of every variant; a field is required when every variant requires it.
        const props = new Map<string, { schema: Json; required: boolean; types: unknown[] }>();
        for (const v of variants ?? [s]) {
          for (const [key, child] of Object.entries(v.properties ?? {})) {
            const entry = props.get(key) ?? { schema: child, required: true, types: [] };
            entry.required &&= v.required?.includes(key) ?? false;
            if (child.const !== undefined) entry.types.push(child.const);
            props.set(key, entry);
          }
          for (const key of props.keys()) if (!(key in (v.properties ?? {}))) props.get(key)!.required = false;
        }
        compareFields(props, f.fields ?? [], trail, required);
        return;
      }
      if (s.type === 'array') {
        const items = s.items ?? {};
        if (f.min !== s.minItems && !(f.min === undefined && !s.minItems))
          fail(`min is ${f.min}, the schema's is ${s.minItems}`);
        if (f.max !== s.maxItems) fail(`max is ${f.max}, the schema's is ${s.maxItems}`);
        if (items.enum) {
          if (f.widget !== 'select' || !f.multiple)
            return fail(`is a ${f.widget} widget, the schema has a list of choices`);
          if (JSON.stringify(valuesOf(f.options)) !== JSON.stringify(items.enum))
            fail(`options ${JSON.stringify(valuesOf(f.options))} differ from ${JSON.stringify(items.enum)}`);
        } else if (items.type === 'object') {
          // The related links' pickers edit the same groups of fields a list would (src/admin/related-links.ts).
          if (!['list', 'related-links', 'related-links-en'].includes(f.widget) || !f.fields)
            return fail(`is a ${f.widget} widget, the schema has a list of groups`);
          const props = new Map(
            Object.entries(items.properties ?? {}).map(([k, v]) => [
              k,
              { schema: v, required: items.required?.includes(k) ?? false, types: [] },
            ]),
          );
          compareFields(props, f.fields, trail, true);
        } else if (f.widget === 'relation') {
          if (!f.multiple) fail('is a relation that holds one value, the schema has a list');
          if (!collections.has(f.collection ?? '')) fail(`relates to ${f.collection}, which is no collection`);
          if (!items.pattern) fail('is a relation, but the schema does not ask for slugs');
        } else if ((f.widget === 'list' || f.widget === 'tag-picker') && f.field) {
          if (f.field.required === false) fail('its items may be left empty, the schema asks for each');
          checkText(items, f.field, [...trail, '[]']);
        } else {
          fail(`is a ${f.widget} widget, the schema has a list`);
        }
        return;
      }
      if (s.enum) {
        if (f.widget !== 'select' || f.multiple) return fail(`is a ${f.widget} widget, the schema has one choice`);
        if (JSON.stringify(valuesOf(f.options)) !== JSON.stringify(s.enum))
          fail(`options ${JSON.stringify(valuesOf(f.options))} differ from ${JSON.stringify(s.enum)}`);
        return;
      }
      if (s.type === 'integer' || s.type === 'number') {
        if (f.widget !== 'number') return fail(`is a ${f.widget} widget, the schema has a number`);
        if ((f.value_type === 'int') !== (s.type === 'integer'))
          fail(`value_type is ${f.value_type}, the schema has a ${s.type}`);
        const safe = (n?: number) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
        const min = safe(s.minimum) ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
        if (f.min !== min) fail(`min is ${f.min}, the schema's is ${min}`);
        if (f.max !== safe(s.maximum)) fail(`max is ${f.max}, the schema's is ${safe(s.maximum)}`);
        return;
      }
      if (s.type === 'boolean') {
        if (f.widget !== 'boolean') fail(`is a ${f.widget} widget, the schema has true or false`);
        return;
      }
      if (s.type === 'string') return checkText(s, f, trail);
      fail(`the schema's type ${s.type} has no widget to compare`);
    };
    const checkText = (s: Json, f: Field, trail: string[]) => {
      const fail = (message: string) => problems.push(`${where}: ${trail.join('.')}: ${message}`);
      if (s.format === 'date') {
        if (f.widget !== 'datetime' || f.date_format !== 'YYYY-MM-DD' || f.time_format !== false)
          fail('is not a day picker writing YYYY-MM-DD');
        return;
      }
      if (!['string', 'text', 'image', 'markdown'].includes(f.widget))
        return fail(`is a ${f.widget} widget, the schema has text`);
      const limited =
        s.pattern !== undefined ||
        s.format === 'uri' ||
        s.format === 'email' ||
        (s.minLength ?? 0) > 1 ||
        s.maxLength !== undefined;
      if (!limited) {
        if (f.pattern) fail(`has a pattern ${f.pattern[0]} the schema does not have`);
        return;
      }
      if (!f.pattern) return fail('has no pattern, but the schema limits it');
      const [source, message] = f.pattern;
      if (!message) fail('pattern has no message');
      const regex = new RegExp(source);
      if (s.pattern && !source.includes(s.pattern)) fail(`pattern ${source} is not the schema's ${s.pattern}`);
      if (s.format === 'uri') {
        if (!regex.test('https://www.example.com/path') || regex.test('no address'))
          fail(`pattern ${source} does not check a web address`);
      }
      if (
        s.maxLength !== undefined &&
        (!regex.test('x'.repeat(s.maxLength)) || regex.test('x'.repeat(s.maxLength + 1)))
      )
        fail(`pattern ${source} does not allow at most ${s.maxLength} characters`);
    };
    const compareFields = (
      props: Map<string, { schema: Json; required: boolean; types: unknown[] }>,
      widgets: Field[],
      trail: string[],
      required: boolean,
    ) => {
      const names = new Set(widgets.map((w) => w.name));
      for (const w of widgets)
        if (!props.has(w.name))
          problems.push(`${where}: ${[...trail, w.name].join('.')}: the widget has no field in the schema`);
      for (const [key, { schema: child, required: childRequired, types }] of props) {
        if (!names.has(key)) {
          problems.push(`${where}: ${[...trail, key].join('.')}: the field has no widget`);
          continue;
        }
        const widget = widgets.find((w) => w.name === key)!;
        // A discriminator: its choices are the variants' types.
        const s = types.length ? { type: 'string', enum: types } : child;
        check(s, widget, [...trail, key], required && childRequired && child.default === undefined);
      }
      if (widgets.length !== names.size) problems.push(`${where}: ${trail.join('.')}: two widgets have the same name`);
    };
    const top = new Map(
      Object.entries(schema.properties ?? {}).map(([k, v]) => [
        k,
        { schema: v, required: schema.required?.includes(k) ?? false, types: [] as unknown[] },
      ]),
    );
    compareFields(top, widgets, [], true);
  }
  return problems;
}

const generated = parse(
  cmsConfigYaml({ backend: { name: 'local', url: 'http://127.0.0.1:8081/api/v1' }, siteUrl: 'http://localhost:4321' }),
) as Config;
/** The configuration as Decap reads it from config.yml; a copy each time, so tests may break it. */
const config = () => structuredClone(generated);

describe('the editing screen’s configuration', () => {
  it('agrees with the content schemas field for field', () => {
    expect(drift(config())).toEqual([]);
  });

  it('edits every kind of content where the build reads it, per language where the files are', () => {
    const kinds = editedKinds(config());
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(Object.keys(kindDocs)));
    expect(
      kinds
        .filter((k) => k.i18n)
        .map((k) => k.kind)
        .sort(),
    ).toEqual(
      allKinds()
        .filter((k) => k.layout === 'pairs')
        .map((k) => k.name)
        .sort(),
    );
    // Kinds in one file per language have a file for each, whichever kinds the registry lists.
    const perLanguage = allKinds().filter((k) => k.layout === 'per-language');
    expect(perLanguage.length).toBeGreaterThan(0);
    for (const { name } of perLanguage) {
      expect(
        kinds
          .filter((k) => k.kind === name)
          .flatMap((k) => k.files)
          .map((f) => classify(f.replace(/^content\//, ''))?.lang)
          .sort(),
        name,
      ).toEqual([...languages].sort());
    }
  });

  it('fails when a widget and the schema disagree', () => {
    const broken = (change: (c: Config) => void) => {
      const c = config();
      change(c);
      return drift(c);
    };
    const services = (c: Config) => c.collections.find((x) => x.name === 'services')!.fields!;
    const field = (fields: Field[], name: string) => fields.find((f) => f.name === name)!;
    expect(
      broken((c) =>
        services(c).splice(
          services(c).findIndex((f) => f.name === 'subtitle'),
          1,
        ),
      ),
    ).toEqual(['services: subtitle: the field has no widget']);
    expect(
      broken((c) => services(c).push({ name: 'colour', label: 'Colour', widget: 'string', hint: 'x', i18n: true })),
    ).toEqual(['services: colour: the widget has no field in the schema']);
    expect(
      broken((c) => {
        field(services(c), 'features').min = 3;
      }),
    ).toEqual(["services: features: min is 3, the schema's is 4"]);
    expect(
      broken((c) => {
        field(services(c), 'title').required = false;
      }),
    ).toEqual(['services: title: required is false, the schema says true']);
    expect(
      broken((c) => {
        field(services(c), 'summary').hint = 'Its summary.';
      }),
    ).toEqual([expect.stringMatching(/^services: summary: hint "Its summary\." is not the Dutch hint/)]);
    expect(
      broken((c) => {
        field(services(c), 'icon').options!.pop();
      }),
    ).toEqual([expect.stringMatching(/^services: icon: options .* differ from/)]);
    expect(
      broken((c) => {
        field(services(c), 'icon').i18n = true;
      }),
    ).toEqual(['services: icon: i18n is true, expected duplicate']);
    expect(
      broken((c) => {
        field(field(services(c), 'cta').fields!, 'serviceType').required = true;
      }),
    ).toEqual(['services: cta.serviceType: required is true, the schema says false']);
    const partners = (c: Config) => c.collections.find((x) => x.name === 'partners')!.fields!;
    expect(
      broken((c) => {
        field(field(partners(c), 'nl').fields!, 'seoTitle').pattern = ['^[\\s\\S]{0,60}$', 'too long'];
      }),
    ).toEqual([
      expect.stringContaining('partners: nl.seoTitle: pattern ^[\\s\\S]{0,60}$ does not allow at most 44 characters'),
    ]);
    expect(
      broken((c) => {
        delete field(partners(c), 'email').pattern;
      }),
    ).toEqual(['partners: email: has no pattern, but the schema limits it']);
  });
});
