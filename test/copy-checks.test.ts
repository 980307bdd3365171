import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseEntry } from '../build/load.ts';
import { validateEntry } from '../build/validate.ts';
import { checkCopy, sentenceLanguage } from '../build/copy-checks.ts';

const service = (overrides: Record<string, unknown>, body: string) => {
  const base = {
    title: 'Werkpaard', subtitle: 'Een bouwer die met je meewerkt', summary: 'We bouwen samen.', icon: 'Hammer', overviewCategory: 'uitvoering',
    features: [1, 2, 3, 4].map((i) => ({ title: `Kenmerk ${i}`, description: 'We werken met je mee in je eigen team.' })),
    benefits: [1, 2, 3].map((i) => ({ icon: 'Star', title: `Voordeel ${i}`, description: 'Je krijgt meer gedaan met je team.' })),
    cta: { type: 'contact', text: 'Neem contact op' }, related: ['a', 'b', 'c'],
    seo: { title: 'Werkpaard: samen bouwen aan je bedrijf', description: 'x'.repeat(155), keywords: ['werkpaard'] },
    ...overrides,
  };
  const source = `---\n${JSON.stringify(base)}\n---\n${body}`;
  const { entry } = parseEntry('content/services/werkpaard.nl.md', 'services/werkpaard.nl.md', source);
  const { valid, problems } = validateEntry(entry!);
  expect(problems).toEqual([]);
  return checkCopy(entry!, valid!.data, 'Paardensprong').map((p) => `${p.field}: ${p.message}`);
};

const dutchBody = 'Met Werkpaard werken we samen aan je bedrijf. '.repeat(25);

describe('copy checks', () => {
  it('pass finished Dutch copy within the lengths', () => {
    expect(service({}, dutchBody)).toEqual([]);
  });

  it('catch unfinished text', () => {
    expect(service({ subtitle: 'Lorem ipsum dolor sit amet' }, dutchBody)).toContain('subtitle: holds unfinished text ("Lorem ipsum")');
    expect(service({}, `${dutchBody}\n\nTODO: prijs aanvullen`)).toContain('(body): holds unfinished text ("TODO")');
  });

  it('catch an English sentence on a Dutch page', () => {
    const problems = service({ summary: 'We help you build the company that you have in mind.' }, dutchBody);
    expect(problems.some((p) => p.startsWith('summary: reads as English on a Dutch page'))).toBe(true);
  });

  it('catch page titles and descriptions outside the search-result lengths', () => {
    const problems = service({ seo: { title: 'Werkpaard', description: 'Te kort.', keywords: ['werkpaard'] } }, dutchBody);
    expect(problems).toContain('seo.title: makes the page title "Werkpaard | Paardensprong" 25 characters long; it must be 30-60 (14-44 before " | Paardensprong")');
    expect(problems).toContain('seo.description: is 8 characters long; it must be 150-160');
  });

  it('want a service description of at least 150 words', () => {
    expect(service({}, 'Kort verhaal.')).toContain('(body): the description has 2 words; write at least 150');
  });

  it('tell the language of a sentence by its small words', () => {
    expect(sentenceLanguage('Wij helpen je met de strategie van je bedrijf')).toBe('nl');
    expect(sentenceLanguage('We help you with the strategy of your company')).toBe('en');
    expect(sentenceLanguage('In het zadel')).toBeUndefined();
  });
});

describe('the identity of the company', () => {
  it('is named in content/site.yaml and nowhere else in the content', async () => {
    const site = parse(await readFile('content/site.yaml', 'utf8'));
    const names = [site.name, site.leadConsultant.name, site.leadConsultant.name.split(' ')[0], site.chamberOfCommerce, site.phoneDisplay, site.email];
    const files = (await readdir('content', { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
    const found: string[] = [];
    for (const file of files.filter((f) => !f.endsWith('site.yaml'))) {
      const text = await readFile(file, 'utf8');
      for (const name of names) if (text.includes(name)) found.push(`${file}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});
