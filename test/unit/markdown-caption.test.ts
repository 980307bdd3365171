import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../shared/markdown.ts';

const table = '| Strategie | Acties |\n|---|---|\n| Focus | Klantprofiel herschrijven |';

describe('a table caption in markdown', () => {
  it('makes the "Tabel:" line right under a table its caption, read before the cells', () => {
    const html = renderMarkdown(`${table}\n\nTabel: De strategieën en hun *acties*\n\nVerder.`);
    expect(html).toMatch(/<table>\n<caption>De strategieën en hun <em>acties<\/em><\/caption>\n<thead>/);
    expect(html).not.toContain('Tabel:');
    expect(html).toMatch(/<p>Verder\.<\/p>$/);
  });

  it('takes "Table:" too, as pandoc writes it', () => {
    expect(renderMarkdown(`${table}\n\nTable: Strategies and actions`)).toContain(
      '<caption>Strategies and actions</caption>',
    );
  });

  it('leaves any other paragraph after a table, and a "Tabel:" line away from a table, as paragraphs', () => {
    expect(renderMarkdown(`${table}\n\nTabellen lezen lastig.`)).not.toContain('<caption>');
    expect(renderMarkdown('Tabel: nergens bij')).toBe('<p>Tabel: nergens bij</p>');
    expect(renderMarkdown(`Tabel: ervoor\n\n${table}`)).not.toContain('<caption>');
  });
});
