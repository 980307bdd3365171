import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseEntry } from '../../build/content/load.ts';

const samples = [
  'title: "{company} helpt je verder"\ncount: 12\nratio: 1.5\nflag: true\nnothing: null\ndate: ' +
    '2024-12-01\noctal: 012\n',
  'text: >\n  Een gevouwen\n  tekst.\nkeep: |\n  Regel een\n  Regel twee\n',
  'list:\n  - a\n  - "b: c"\n  - { d: 1, e: [2, 3] }\nempty: ""\ntilde: ~\nyes: yes\nhex: 0x1F\n',
  "quote: 'it''s'\nurl: https://example.test/a#b\ncolon: \"a: b c\"\n",
];

describe('reading YAML', () => {
  it('gives the data that the yaml library gives, for the YAML content uses', () => {
    for (const yaml of samples) {
      const { entry, problems } = parseEntry('content/site.yaml', 'site.yaml', yaml);
      expect(problems, yaml).toEqual([]);
      expect(entry!.data, yaml).toEqual(parse(yaml));
    }
  });

  it('says what is wrong and where when the YAML is not valid', () => {
    const { entry, problems } = parseEntry('content/site.yaml', 'site.yaml', 'name: a\nname: b\n');
    // The file still counts as present (see RawEntry.unreadable), without data.
    expect(entry).toMatchObject({ unreadable: true, data: undefined });
    expect(problems[0]).toMatchObject({ file: 'content/site.yaml', line: 2 });
    expect(problems[0]!.message).toMatch(/^is not valid YAML: /);
  });

  it('finds the line of a field for messages', () => {
    const { entry } = parseEntry(
      'content/articles/a.md',
      'articles/a.md',
      '---\ntitle: A\ntags:\n  - x\n  - y\n---\nBody\n',
    );
    expect(entry!.lineOf(['tags', 1])).toBe(5);
  });
});
