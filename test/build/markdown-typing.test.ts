/**
 * Markdown whose marks were escaped, so the page shows them as text, and second titles: found by
 * the build and `npm run check:content` at their line.
 */
import { describe, expect, it } from 'vitest';
import { markdownProblems } from '../../shared/markdown.ts';

const lines = (markdown: string) => markdownProblems(markdown).map((p) => [p.line, p.message]);

describe('typed markdown checks', () => {
  it('flag an escaped heading, list item, number and emphasis at the start of a line', () => {
    const problems = lines('Tekst.\n\n\\## Kop\n\n\\- punt\n\n1\\. stap\n\n\\*\\*Let op\\*\\*: nu.\n');
    expect(problems.map(([line]) => line)).toEqual([3, 5, 7, 9]);
    expect(problems[0]![1]).toMatch(/escaped heading mark \("\\##"\).*remove the backslash/);
    expect(problems[1]![1]).toMatch(/escaped list mark/);
    expect(problems[2]![1]).toMatch(/escaped list mark/);
    expect(problems[3]![1]).toMatch(/escaped emphasis mark/);
  });

  it('flag a heading of level 1, a second title on the page', () => {
    expect(lines('Tekst.\n\n# Kop\n\n## Goed\n')).toEqual([[3, expect.stringMatching(/level 1.*"## "/)]]);
  });

  it('leave marks that mean what they say, and code', () => {
    expect(lines('## Kop\n\n- punt\n\n**Let op**: 5 \\* 3.\n\n```\n\\## in code\n# ook\n```\n')).toEqual([]);
  });
});
