/**
 * What editors' markdown becomes on the page: GitHub's extensions, no raw HTML, nothing the
 * pages' Content-Security-Policy would block, and problems at the line they are on.
 */
import { describe, expect, it } from 'vitest';
import { bodyImageLines, countWords, markdownProblems, renderMarkdown } from '../../shared/markdown.ts';

describe('markdown', () => {
  it('renders an aligned table in a scrolling box, aligned by attributes the policy allows', () => {
    const html = renderMarkdown('| Fase | Weken |\n| :--- | ---: |\n| Analyse | 2 |');
    expect(html).toContain('<div class="table-scroll" tabindex="0"><table>');
    expect(html).toContain('<th align="right">Weken</th>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('drops raw HTML instead of showing or running it', () => {
    const html = renderMarkdown('Tekst <b onclick="alert(1)">vet</b>.\n\n<script>alert(1)</script>\n\nEinde.');
    expect(html).toBe('<p>Tekst vet.</p>\n<p>Einde.</p>');
  });

  it('links web addresses written out in the text', () => {
    const html = renderMarkdown('Zie https://example.com/a en www.example.org, of mail naar het team van example.nl.');
    expect(html).toContain('<a href="https://example.com/a">https://example.com/a</a>');
    expect(html).toContain('<a href="http://www.example.org">www.example.org</a>');
    expect(html).toContain('van <a href="http://example.nl">example.nl</a>.');
  });

  // Texts are only searched for addresses when they hold a sign of one; each kind alone in a text.
  it.each([
    ['Mail info@example.nl gerust', '<a href="mailto:info@example.nl">info@example.nl</a>'],
    ['Kijk op example.nl voor meer', '<a href="http://example.nl">example.nl</a>'],
    ['Zie mailto:info@example.nl hier', '<a href="mailto:info@example.nl">mailto:info@example.nl</a>'],
    ['Kijk op https://example.nl hier', '<a href="https://example.nl">https://example.nl</a>'],
    ['Tip: kijk op VOORBEELD.NL', '<a href="http://VOORBEELD.NL">VOORBEELD.NL</a>'],
    ['Groei: 2,5 tot 3.5 keer, zie пример.рф', '<a href="http://xn--e1afmkfd.xn--p1ai">пример.рф</a>'],
  ])('links the address in %j', (text, link) => {
    expect(renderMarkdown(text)).toContain(link);
  });

  it('leaves colons and numbers with a decimal point as text', () => {
    expect(renderMarkdown('Tip: groei 2.5 keer in 3.0 jaar.')).toBe('<p>Tip: groei 2.5 keer in 3.0 jaar.</p>');
  });

  it('renders strikethrough and footnotes, with anchors that differ between two texts on one page', () => {
    const one = renderMarkdown('Het ~~oude~~ nieuwe plan.[^1]\n\n[^1]: Zie het OGSM-model.');
    const two = renderMarkdown('Een ander verhaal.[^1]\n\n[^1]: Een andere bron.');
    expect(one).toContain('<s>oude</s>');
    expect(one).toContain('Zie het OGSM-model.');
    const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(one).length).toBeGreaterThan(0);
    expect(ids(one).filter((id) => ids(two).includes(id))).toEqual([]);
    // Inline footnotes too.
    const three = renderMarkdown('Een plan.^[Zie het model.]');
    const four = renderMarkdown('Een verhaal.^[Een bron.]');
    expect(ids(three).length).toBeGreaterThan(0);
    expect(ids(three).filter((id) => ids(four).includes(id))).toEqual([]);
  });

  it('keeps quotes as quotes in text', () => {
    expect(renderMarkdown('"Iets met AI doen" is geen doel.')).toBe('<p>"Iets met AI doen" is geen doel.</p>');
  });

  it('names the line of a refused link inside a paragraph, and of a picture', () => {
    const text = 'Eerste regel,\ntweede regel,\nderde met [een link](javascript:alert(1)).\n\n![Schema](schema.png)';
    expect(markdownProblems(text)).toEqual([{ line: 3, message: expect.stringContaining('uses "javascript:"') }]);
    expect(renderMarkdown(text)).toContain('<a>een link</a>');
    expect(bodyImageLines(text)).toEqual([5]);
  });

  it('counts the words a reader reads, not the markdown around them', () => {
    expect(countWords('## Wat we doen\n\n- **Eén** plan\n- `twee` _stappen_')).toBe(7);
    // Figures are words; dashes, quote marks and list marks alone are not.
    expect(countWords('In 2026 — of 2027 — groeit het team > 10 mensen.\n\n> “ ”\n\n* * *')).toBe(9);
    expect(countWords('Café\u00a0Zürich\u2003en\tİstanbul')).toBe(4);
    expect(countWords('')).toBe(0);
  });
});
