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

/**
 * Characters no field of the content may hold once it is read, however it was written (a YAML
 * escape such as `"\0"`, `"\u000b"` or `"\u202e"` makes them only when parsed): control
 * characters but tab and line feed, bidirectional overrides and isolates (they turn the text
 * round, so that a title or a slug reads other than it is), and characters that show nothing
 * (zero-width spaces and joiners, the word joiner, a byte-order mark inside a text).
 */
const unsafeInField =
  /[\x00-\x08\x0B-\x1F\x7F-\x9F\uFFFD\uFFFE\uFFFF\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

const fieldNames: Record<number, string> = {
  0x200b: 'zero-width space',
  0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'end of a bidirectional embedding',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override, which shows the text after it backwards',
  0x2060: 'word joiner',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first-strong isolate',
  0x2069: 'end of a bidirectional isolate',
  0xfeff: 'zero-width no-break space, a byte-order mark',
};

/** A problem of one parsed field: where it is, and what it holds. */
export interface FieldTextProblem {
  path: PropertyKey[];
  message: string;
}

/**
 * Every text of parsed data (titles, slugs, descriptions, tags, alt texts, at any depth) that
 * holds a character of unsafeInField, at most `max`; each said with the character named.
 */
export function fieldTextProblems(data: unknown, max = 20): FieldTextProblem[] {
  const problems: FieldTextProblem[] = [];
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (problems.length >= max) return;
    if (typeof value === 'string') {
      const found = unsafeInField.exec(value);
      if (found) {
        const code = found[0].codePointAt(0)!;
        const name = fieldNames[code] ? `${codePoint(found[0])} (${fieldNames[code]})` : characterName(found[0]);
        problems.push({
          path,
          message:
            `holds the character ${name} at character ${found.index + 1}, which shows nothing or turns the ` +
            'text round and breaks the feeds; remove it (an escape in quotes such as "\\u200b" makes one too)',
        });
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(data, []);
  return problems;
}
