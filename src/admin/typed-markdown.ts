/**
 * Markdown an editor typed into the rich text editor, saved as markdown. The editor keeps what is
 * typed as literal text, so "## Wat levert het op" typed at the start of a paragraph is saved as
 * `\## Wat levert het op`, which the page shows with its hashes; "- punt" becomes `\- punt` and
 * "**let op**" `\*\*let op\*\*`. Nobody writing for the site means those marks as text, so they
 * are saved as the heading, list item and emphasis the editor typed. Code blocks stay as written.
 */

/** An escaped heading or bullet at the start of a line, with the indent and the marker. */
const escapedLineStart = /^( {0,3})\\(#{1,6}|[-*+])(?=[ \t])/;
/** An emphasis typed around words: the same run of escaped `*` or `_` on both sides. */
const escapedEmphasis = /((?:\\\*)+|(?:\\_)+)(?=\S)([^\n]*?\S)\1/g;
const fence = /^ {0,3}(`{3,}|~{3,})/;

/** The body with the marks the editor typed as markdown again. */
export function typedMarkdown(body: string): string {
  let inFence: string | undefined;
  return body
    .split('\n')
    .map((line) => {
      const opens = fence.exec(line)?.[1];
      if (inFence) {
        if (opens && opens[0] === inFence[0] && opens.length >= inFence.length) inFence = undefined;
        return line;
      }
      if (opens) {
        inFence = opens;
        return line;
      }
      return line.replace(escapedLineStart, '$1$2').replace(escapedEmphasis, (_, marks: string, words: string) => {
        const plain = marks.replace(/\\/g, '');
        return `${plain}${words}${plain}`;
      });
    })
    .join('\n');
}
