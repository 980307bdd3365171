/**
 * The editing screen speaks Dutch: every hint, description and label of the generated
 * configuration is checked for English words that Dutch never uses. The labels of the interface
 * strings' own keys are left out: they are named from their keys (see README, known limits).
 */
import { describe, expect, it } from 'vitest';
import { cmsConfig, type Collection, type Field } from '../../../scripts/cms/config.ts';

/** Words of English prose that are no Dutch words. */
const english =
  /\b(the|and|its|with|when|which|shown|this|that|for|are|every|to|from|by|each|what|where|how|section)\b/i;
/** Template marks and code in a field's words. */
const code = /\{\{|`|\{[a-z]+\}/i;

function texts(config: { collections: Collection[] }): { where: string; text: string; label: boolean }[] {
  const out: { where: string; text: string; label: boolean }[] = [];
  const walk = (fields: Field[] | undefined, where: string, ui: boolean) => {
    for (const f of fields ?? []) {
      const at = `${where}.${f.name}`;
      if (f.hint) out.push({ where: `${at} (hint)`, text: f.hint, label: false });
      if (!ui) out.push({ where: `${at} (label)`, text: f.label, label: true });
      walk(f.fields, at, ui);
      if (f.field) walk([f.field], at, ui);
    }
  };
  for (const c of config.collections) {
    for (const text of [c.label, c.description ?? '']) out.push({ where: c.name, text, label: false });
    walk(c.fields, c.name, false);
    for (const file of c.files ?? []) {
      if (file.description) out.push({ where: `${file.name} (description)`, text: file.description, label: false });
      walk(file.fields, file.name, file.name.startsWith('ui-'));
    }
  }
  return out;
}

describe('the editing screen’s words', () => {
  const config = cmsConfig({
    backend: { name: 'local', url: 'http://localhost:4321/api/v1' },
    siteUrl: 'http://localhost:4321',
  }) as {
    collections: Collection[];
  };
  const all = texts(config);

  it('are Dutch: no hint, description or label in English', () => {
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter(({ text }) => english.test(text)).map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('hold no code or template marks', () => {
    expect(all.filter(({ text }) => code.test(text)).map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('would catch an English hint', () => {
    const broken = structuredClone(config);
    broken.collections[0]!.fields![0]!.hint = 'The title of the page.';
    expect(texts(broken).some(({ text }) => english.test(text))).toBe(true);
  });
});
