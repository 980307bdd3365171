/**
 * The editing screen speaks Dutch: every hint, description and label of the generated
 * configuration is checked for English words that Dutch never uses and for code or template
 * marks, and every label comes from the editors' Dutch words, not from a field's name.
 */
import { describe, expect, it } from 'vitest';
import { cmsConfig, labelOf, type Collection, type Field } from '../../../scripts/cms/config.ts';
import { fieldLabels } from '../../../scripts/cms/labels.ts';
import { uiLabels } from '../../../scripts/cms/ui-labels.ts';

/** Words of English prose that are no Dutch words. */
const english =
  /\b(the|and|its|with|when|which|shown|this|that|for|are|every|to|from|by|each|what|where|how|section)\b/i;
/** Template marks and code in a field's words. */
const code = /\{\{|`|\{[a-z]+\}/i;

interface Text {
  where: string;
  text: string;
  /** For a label: whether it was made from the field's name, as no Dutch word was found for it. */
  fromName?: boolean;
}

function texts(config: { collections: Collection[] }): Text[] {
  const out: Text[] = [];
  const walk = (fields: Field[] | undefined, where: string) => {
    for (const f of fields ?? []) {
      const at = `${where}.${f.name}`;
      if (f.hint) out.push({ where: `${at} (hint)`, text: f.hint });
      const dutch = f.name in fieldLabels || f.name in uiLabels;
      out.push({ where: `${at} (label)`, text: f.label, fromName: !dutch && f.label === labelOf(f.name) });
      walk(f.fields, at);
      if (f.field) walk([f.field], at);
    }
  };
  for (const c of config.collections) {
    for (const text of [c.label, c.description ?? '']) out.push({ where: c.name, text });
    walk(c.fields, c.name);
    for (const file of c.files ?? []) {
      if (file.description) out.push({ where: `${file.name} (description)`, text: file.description });
      walk(file.fields, file.name);
    }
  }
  return out;
}

const listed = (found: Text[]) => found.map(({ where, text }) => `${where}: ${text}`);

describe('the editing screen’s words', () => {
  const config = cmsConfig({
    backend: { name: 'local', url: 'http://localhost:4321/api/v1' },
    siteUrl: 'http://localhost:4321',
  }) as { collections: Collection[] };
  const all = texts(config);

  it('are Dutch: no hint, description or label in English', () => {
    expect(all.length).toBeGreaterThan(500);
    expect(listed(all.filter(({ text }) => english.test(text)))).toEqual([]);
  });

  it('name every field in the editors’ words, not by its name in the files', () => {
    expect(listed(all.filter(({ fromName }) => fromName))).toEqual([]);
  });

  it('hold no code or template marks', () => {
    expect(listed(all.filter(({ text }) => code.test(text)))).toEqual([]);
  });

  it('would catch an English hint and a label made from a name', () => {
    const broken = structuredClone(config);
    const field = broken.collections[0]!.fields![0]!;
    field.hint = 'The title of the page.';
    field.name = 'launchWindow';
    field.label = labelOf('launchWindow');
    const found = texts(broken);
    expect(found.some(({ text }) => english.test(text))).toBe(true);
    expect(found.some(({ fromName }) => fromName)).toBe(true);
  });
});
