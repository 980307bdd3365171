/**
 * What a content file's text may hold besides words: UTF-8 only, and no control character but tab
 * and line breaks. A vertical tab (what Word inserts for Shift+Enter) or a NUL pasted into a
 * title makes the feeds and sitemaps invalid XML and shows on no page; a file saved as Latin-1
 * turns every accented letter into a replacement character. Each is refused at its line, the
 * character or the encoding named.
 */

/** A problem of a file's text, at its line (1-based). */
export interface TextProblem {
  line: number;
  message: string;
}

/** Control characters (C0 but tab, line feed and a carriage return before one; DEL; C1), U+FFFD and non-characters. */
const suspect = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uFFFD\uFFFE\uFFFF]|\r(?!\n)/;

const controlNames: Record<number, string> = {
  0x00: 'NUL, the null character',
  0x08: 'backspace',
  0x0b: 'vertical tab, what Word inserts for Shift+Enter',
  0x0c: 'form feed, a page break',
  0x0d: 'carriage return on its own, an old Mac line break',
  0x1b: 'escape',
  0x7f: 'delete',
  0x85: 'next line',
  0xa0: 'no-break space',
};

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** How a character is named in a message: its code point, and what it is where that helps. */
export function characterName(char: string): string {
  const name = controlNames[char.codePointAt(0)!];
  return name ? `${codePoint(char)} (${name})` : `${codePoint(char)} (a control character)`;
}

/** The encoding a text read as UTF-8 was most likely saved in, when it was not UTF-8. */
function foreignEncoding(text: string): string | undefined {
  if (!text.includes('\uFFFD')) return undefined;
  // A UTF-16 byte-order mark (FF FE or FE FF) reads as two replacement characters; every ASCII letter brings a NUL.
  const nuls = text.split('\u0000').length - 1;
  if (text.startsWith('\uFFFD\uFFFD') && nuls > 0) return 'UTF-16 (it starts with a UTF-16 byte-order mark)';
  if (nuls > text.length / 4) return 'UTF-16 (every other byte is a zero)';
  return 'Latin-1 or Windows-1252 (an accented letter such as é is one byte there)';
}

/**
 * The problems of a file's text (without its byte-order mark): its encoding when it is not UTF-8
 * (one problem for the file), else each line holding a control character, at most `max`.
 */
export function textProblems(text: string, max = 20): TextProblem[] {
  if (!suspect.test(text)) return [];
  const encoding = foreignEncoding(text);
  if (encoding) {
    const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length;
    return [{ line, message: `is not UTF-8 but ${encoding}; save it again as UTF-8` }];
  }
  const problems: TextProblem[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length && problems.length < max; i++) {
    const found = suspect.exec(lines[i]!.replace(/\r$/, ''));
    if (!found) continue;
    problems.push({
      line: i + 1,
      message:
        `holds the character ${characterName(found[0])} in column ${found.index + 1}, which no page shows ` +
        'and feeds cannot carry; remove it (use a line break or a space instead)',
    });
  }
  return problems;
}
