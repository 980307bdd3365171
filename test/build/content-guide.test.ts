import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { contentGuide } from '../../scripts/content-guide.ts';

describe('CONTENT.md', () => {
  it('is what the schemas say: run `npm run content-guide` after changing a schema', async () => {
    const written = await readFile('CONTENT.md', 'utf8');
    // Compared as text so that a failure shows the lines that differ.
    expect(written, 'CONTENT.md is out of date: run npm run content-guide').toBe(contentGuide());
  });

  it('gives every field a meaning and what it allows', () => {
    const rows = contentGuide()
      .split('\n')
      .filter((line) => /^\| `[^`]+` \|/.test(line));
    expect(rows.length).toBeGreaterThan(150);
    const unexplained = rows.filter((row) => / \|\s*\|$/.test(row));
    expect(unexplained, 'add a doc comment to these fields in content-model/').toEqual([]);
  });
});
