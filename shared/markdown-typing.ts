import type { Token } from 'markdown-it';
import type { LimitProblem } from './limits.ts';

/** An escaped mark at the start of a line: a heading's, a bullet's, a number's, or emphasis. */
const escapedMark = /^ {0,3}(?:\\(#{1,6})[ \t]|\\([-*+])[ \t]|\d+\\([.)])[ \t]|\\([*_])(?=\S))/;

/**
 * Markdown that shows something other than what its writer meant: a heading, list item or
 * emphasis whose mark was escaped (`\## Kop`, which the page shows with its hashes; the rich text
 * editor writes this when a mark is typed), and a heading of level 1 (`# Kop`), a second h1 on a
 * page whose title is its h1. Lines inside code are what they are.
 */
export function typingProblems(markdown: string, tokens: Token[]): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const code = new Set<number>();
  for (const token of tokens) {
    if ((token.type === 'fence' || token.type === 'code_block') && token.map)
      for (let line = token.map[0]; line < token.map[1]; line++) code.add(line);
    if (token.type === 'heading_open' && token.tag === 'h1' && token.map)
      problems.push({
        line: token.map[0] + 1,
        message: 'is a heading of level 1 ("# "), a second title on the page; start it with "## "',
      });
  }
  markdown.split('\n').forEach((text, index) => {
    if (code.has(index)) return;
    const found = escapedMark.exec(text);
    if (!found) return;
    const escaped = found[1] ?? found[2] ?? found[3] ?? found[4]!;
    const what = found[1] ? 'heading' : found[4] ? 'emphasis' : 'list';
    problems.push({
      line: index + 1,
      message:
        `starts with an escaped ${what} mark ("\\${escaped}"), which the page shows as text; ` + 'remove the backslash',
    });
  });
  return problems;
}
