import { describe, expect, it } from 'vitest';
import { parseEntry } from '../../build/content/load.ts';
import { validateEntry } from '../../build/content/validate.ts';
import { formatProblem } from '../../build/content/problems.ts';
import { serviceSchema, partnerSchema, redirectsSchema, siteSchema } from '../../kinds/schemas.ts';

const problemsOf = (relative: string, source: string) => {
  const { entry, problems } = parseEntry(`content/${relative}`, relative, source);
  if (!entry || problems.length) return problems.map(formatProblem);
  return validateEntry(entry).problems.map(formatProblem);
};

describe('content files', () => {
  it('name the file, the line and the field of a missing FAQ answer', () => {
    const source = [
      '---',
      'title: Werkpaard',
      'faqs:',
      '  - question: Wat kost het?',
      '  - question: Hoe lang?',
      '    answer: Een paar maanden.',
      '---',
      'Body',
    ].join('\n');
    const problems = problemsOf('services/werkpaard.nl.md', source);
    expect(problems).toContain('content/services/werkpaard.nl.md:4: faqs[0].answer: is required (expected string)');
  });

  it('reject unknown fields by name', () => {
    const problems = problemsOf('redirects.yaml', '- from: /a\n  to: /b\n  code: 301\n');
    expect(problems).toEqual(['content/redirects.yaml:3: [0]: unknown field "code"']);
  });

  it('suggest the field that was probably meant', () => {
    const problems = problemsOf('redirects.yaml', '- from: /a\n  too: /b\n');
    expect(problems).toContain('content/redirects.yaml:2: [0]: unknown field "too" (did you mean "to"?)');
  });

  it('report broken YAML with its line', () => {
    const problems = problemsOf('site.yaml', 'name: Paardensprong\nurl: [unclosed\n');
    expect(problems[0]).toMatch(/^content\/site\.yaml:\d+: is not valid YAML/);
  });

  it('explain that a value starting with a mark needs quotes', () => {
    const problems = problemsOf('home.nl.yaml', 'hero:\n  text: {consultant} helpt je verder.\n');
    expect(problems[0]).toContain('a value that starts with {...} must be written in quotes');
  });

  it('need front matter in markdown', () => {
    expect(problemsOf('services/x.nl.md', 'Just text')).toEqual([
      'content/services/x.nl.md:1: must start with front matter between two lines of ---',
    ]);
  });

  it('must live where their kind lives', () => {
    expect(problemsOf('servics/werkpaard.nl.md', '---\n---\n')[0]).toContain('is not a known kind of content');
  });
});

describe('schemas', () => {
  it('accept a booking call to action only with its service type', () => {
    const cta = serviceSchema.shape.cta;
    expect(cta.safeParse({ type: 'booking', text: 'Plan een afspraak', serviceType: 'Innovatiescan' }).success).toBe(
      true,
    );
    expect(cta.safeParse({ type: 'booking', text: 'Plan een afspraak' }).success).toBe(false);
    expect(cta.safeParse({ type: 'fax', text: 'Fax ons' }).success).toBe(false);
  });

  it('hold services to three related services', () => {
    expect(serviceSchema.shape.related.safeParse(['a', 'b']).success).toBe(false);
    expect(serviceSchema.shape.related.safeParse(['a', 'b', 'c']).success).toBe(true);
  });

  it('allow only the spec partner themes and contribution icons', () => {
    expect(partnerSchema.shape.theme.safeParse('terracotta').success).toBe(true);
    expect(partnerSchema.shape.theme.safeParse('purple').success).toBe(false);
    const contribution = partnerSchema.shape.nl.shape.contributions.element;
    expect(contribution.safeParse({ title: 'a', subtitle: 'b', icon: 'Zap', description: 'c' }).success).toBe(true);
    expect(contribution.safeParse({ title: 'a', subtitle: 'b', icon: 'Rocket', description: 'c' }).success).toBe(false);
  });

  it('want redirects between site paths', () => {
    expect(redirectsSchema.safeParse([{ from: '/a', to: '/b' }]).success).toBe(true);
    expect(redirectsSchema.safeParse([{ from: 'a', to: 'https://elsewhere.example' }]).success).toBe(false);
  });

  it('keep the site URL without a trailing slash, so canonical URLs join cleanly', () => {
    const result = siteSchema.shape.url.safeParse('https://paardensprong.example/');
    expect(result.success).toBe(false);
  });
});
