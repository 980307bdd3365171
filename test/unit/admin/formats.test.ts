import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createFormats, listKey, mergeBody, reading } from '../../../src/admin/formats.ts';

const contentDir = path.resolve(import.meta.dirname, '../../../content');
const read = (file: string) => readFileSync(path.join(contentDir, file), 'utf8');
const files = readdirSync(contentDir, { recursive: true })
  .map(String)
  .filter((f) => /\.(md|yaml)$/.test(f))
  .sort();
const formatOf = (file: string, formats = createFormats()) =>
  file.endsWith('.md') ? formats.frontmatter : formats.yaml;

/** The lines that differ between two texts of the same length in lines. */
function changedLines(before: string, after: string): { line: number; before?: string; after?: string }[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const out = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) out.push({ line: i + 1, before: a[i], after: b[i] });
  return out;
}

describe('the editing screen’s file formats', () => {
  it('write every content file back byte for byte when nothing changed', () => {
    const formats = createFormats();
    const loaded = files.map((file) => ({
      file,
      text: read(file),
      data: formatOf(file, formats).fromFile(read(file)),
    }));
    for (const { file, text, data } of loaded) {
      expect(formatOf(file, formats).toFile(structuredClone(data), Object.keys(data)), file).toBe(text);
    }
  });

  it('change only the line of a FAQ answer that was edited, also with the other language loaded', () => {
    const formats = createFormats();
    const nl = read('services/werkpaard.nl.md');
    const data = formats.frontmatter.fromFile(nl);
    formats.frontmatter.fromFile(read('services/werkpaard.en.md'));
    const faqs = data.faqs as { question: string; answer: string }[];
    const before = faqs[2]!.answer;
    faqs[2]!.answer = 'Eén dag per week of een paar dagen per maand, tegen een vaste prijs exclusief btw.';
    const saved = formats.frontmatter.toFile(data, Object.keys(data));
    expect(changedLines(nl, saved)).toEqual([
      {
        line: expect.any(Number),
        before: expect.stringContaining(before.slice(0, 20)),
        after: '    answer: "Eén dag per week of een paar dagen per maand, tegen een vaste prijs exclusief btw."',
      },
    ]);
  });

  it('patch the English twin when English data is saved', () => {
    const formats = createFormats();
    formats.frontmatter.fromFile(read('services/werkpaard.nl.md'));
    const en = read('services/werkpaard.en.md');
    const data = formats.frontmatter.fromFile(en);
    data.title = 'Workhorse!';
    const saved = formats.frontmatter.toFile(data, Object.keys(data));
    expect(changedLines(en, saved)).toEqual([
      { line: 2, before: expect.stringMatching(/^title: /), after: expect.stringMatching(/^title: "?Workhorse!"?$/) },
    ]);
  });

  it('add a FAQ quoted as the rest, drop an emptied optional group, keep the body if only front matter changed', () => {
    const formats = createFormats();
    const nl = read('services/werkpaard.nl.md');
    const data = formats.frontmatter.fromFile(nl);
    (data.faqs as unknown[]).push({ question: 'Een nieuwe vraag?', answer: 'Een nieuw antwoord.' });
    data.secondaryAction = { type: '', text: '' };
    const saved = formats.frontmatter.toFile(data, Object.keys(data));
    expect(nl).not.toContain('secondaryAction');
    expect(saved).toBe(
      nl.replace('\ncta:\n', '\n  - question: "Een nieuwe vraag?"\n    answer: "Een nieuw antwoord."\ncta:\n'),
    );
  });

  it('change only the body when only the body changed', () => {
    const formats = createFormats();
    const text = read('articles/prototype-in-een-week.md');
    const data = formats.frontmatter.fromFile(text);
    const body = String(data.body);
    data.body = body.replace('prototype', 'proeftype');
    const saved = formats.frontmatter.toFile(data, Object.keys(data));
    const changes = changedLines(text, saved);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.after).toContain('proeftype');
  });

  it('edit a file whose top level is a list as one field, keeping its comments', () => {
    const formats = createFormats();
    const text = read('redirects.yaml');
    const data = formats.yaml.fromFile(text);
    const list = data[listKey] as { from: string; to: string }[];
    list.push({ from: '/oud', to: '/services/werkpaard' });
    const saved = formats.yaml.toFile(data, [listKey]);
    expect(saved.startsWith(text.trimEnd())).toBe(true);
    expect(saved.slice(text.trimEnd().length)).toBe('\n- from: /oud\n  to: /services/werkpaard\n');
    expect(parse(saved)).toEqual(list);
  });

  it('write a new file the way npm run new does, in the order of the form', () => {
    const formats = createFormats();
    for (const file of files) formatOf(file, formats).fromFile(read(file));
    const saved = formats.frontmatter.toFile(
      {
        body: 'Een korte tekst.',
        title: 'Nieuw artikel',
        date: '2025-06-01',
        popular: false,
        dateModified: '',
        seoTitle: '',
      },
      ['title', 'seoTitle', 'date', 'dateModified', 'popular', 'body'],
    );
    expect(saved).toBe('---\ntitle: Nieuw artikel\ndate: 2025-06-01\npopular: false\n---\n\nEen korte tekst.\n');
  });
});

describe('a body edited in the rich text editor', () => {
  const original = [
    '',
    'Een eerste alinea met een [link](/services/werkpaard).',
    '',
    '### Een kop',
    'Tekst direct onder de kop, met _nadruk_ en __vet__.',
    '',
    '- een punt',
    '- nog een punt',
    '',
    '1. eerste stap',
    '2. tweede stap',
    '',
    '| a | b |',
    '|---|---|',
    '| 1 | 2 |',
    '',
  ].join('\n');

  it('keeps every line that reads as before, and takes the changed one', () => {
    // What the rich text editor writes back after one sentence changed.
    const edited = [
      'Een eerste alinea met een [link](/services/werkpaard).',
      '',
      '### Een kop',
      '',
      'Tekst direct onder de kop, met *nadruk* en **vet**, en meer.',
      '',
      '* een punt',
      '* nog een punt',
      '',
      '1. eerste stap',
      '1. tweede stap',
      '',
      '| a   | b   |',
      '| --- | --- |',
      '| 1   | 2   |',
    ].join('\n');
    expect(mergeBody(original, edited)).toBe(
      original.trim().replace('met _nadruk_ en __vet__.', 'met *nadruk* en **vet**, en meer.'),
    );
  });

  it('adds and removes whole lines where the editor did', () => {
    const edited = original
      .replace('- nog een punt\n', '- nog een punt\n- een derde punt\n')
      .replace('2. tweede stap\n', '');
    expect(mergeBody(original, edited)).toBe(
      original.trim().replace('- nog een punt\n', '- nog een punt\n- een derde punt\n').replace('\n2. tweede stap', ''),
    );
  });

  it('writes only the changed line into the file', () => {
    const formats = createFormats();
    const text = read('articles/ai-tools-voor-het-mkb.md');
    const data = formats.frontmatter.fromFile(text);
    const body = String(data.body);
    // The editor's markdown: list items with *, one sentence changed.
    const added = 'Deze zin is in het scherm toegevoegd.';
    data.body = body.replace(/^- /gm, '* ').replace(/^(\s*)/, `$1${added} `);
    const saved = formats.frontmatter.toFile(data, Object.keys(data));
    const changes = changedLines(text, saved);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.after!.startsWith(added)).toBe(true);
  });
});

describe('markdown typed in the rich text editor', () => {
  const original = 'Een alinea.\n\n\\## Hoe het werkt\n\n\\- een punt\n\n\\*\\*Let op\\*\\*: de prijs.\n';

  it('never keeps an old line the editor changed, backslashes included', () => {
    expect(mergeBody(original, 'Een alinea.\n\n## Hoe het werkt\n\n- een punt\n\n**Let op**: de prijs.')).toBe(
      'Een alinea.\n\n## Hoe het werkt\n\n- een punt\n\n**Let op**: de prijs.',
    );
    // And the other way round: a heading made text is text.
    expect(mergeBody('## Hoe het werkt\n', '\\## Hoe het werkt')).toBe('\\## Hoe het werkt');
  });

  it('keeps the original of a line whose escapes change nothing on the page', () => {
    expect(mergeBody('Een snake_case naam.\n', 'Een snake\\_case naam.')).toBe('Een snake_case naam.');
    expect(reading('* een punt')).toBe(reading('- een punt'));
    expect(reading('\\* een punt')).not.toBe(reading('* een punt'));
  });

  it('saves a heading, list item and emphasis typed as marks as markdown, and code as it is', () => {
    const formats = createFormats();
    const text = read('articles/ai-tools-voor-het-mkb.md');
    const data = formats.frontmatter.fromFile(text);
    // What the rich text editor hands over after "## Wat levert het op" and the rest were typed.
    const typed =
      '\\## Wat levert het op\n\n\\- sneller klaar\n\n\\*\\*Let op\\*\\*: ook \\_dit\\_.\n\n```\n\\## blijft\n```';
    data.body = `${String(data.body).trimEnd()}\n\n${typed}`;
    const saved = formats.frontmatter.toFile(data, Object.keys(data));
    expect(saved).toContain(
      '\n## Wat levert het op\n\n- sneller klaar\n\n**Let op**: ook _dit_.\n\n```\n\\## blijft\n```\n',
    );
    expect(saved.startsWith(text.trimEnd())).toBe(true);
  });
});
