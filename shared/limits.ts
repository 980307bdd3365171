/**
 * Limits on what one content file may hold, so that no file, however written, can hang or crash
 * the build: the markdown parser takes quadratic time or recursion depth on some shapes (deep
 * nesting, long runs of emphasis marks, long lists), and the YAML parser expands aliases. Each
 * limit is far above what real copy needs and fails with the file, the line and one sentence.
 */
export const limits = {
  /** Bytes of one content file of any kind; checked before it is read. */
  fileBytes: 1024 * 1024,
  /**
   * Characters of one markdown text (a body or a markdown field): a longer article would not fit
   * the 100 KB page budget anyway.
   */
  markdownChars: 128 * 1024,
  /** Characters of the privacy policy's body, which every page carries in its dialog. */
  privacyChars: 32 * 1024,
  /** Levels of lists and block quotes inside each other. */
  nesting: 20,
  /** Levels of the markdown tree (lists, quotes, emphasis, links inside each other) after parsing. */
  treeDepth: 64,
  /** Emphasis, code and link marks in one paragraph: the parser pairs them in quadratic time. */
  marksPerParagraph: 200,
  /** Block quotes in one text: the parser takes time quadratic in their number. */
  blockQuotes: 500,
  /** Items in one list: rendering a list takes time quadratic in its length. */
  listItems: 500,
  /**
   * List items in one text, counted before parsing: lists inside list items (`- - text`) make the
   * parser take quadratic time before the items of each list can be counted.
   */
  listItemsPerText: 2000,
  /** Headings underlined with `=` or `-` in one text: the parser reads a run of them in quadratic time. */
  setextHeadings: 500,
  /** Footnote references in one text, for the same reason. */
  footnoteReferences: 500,
  /** Levels of maps and lists inside each other in YAML. */
  yamlDepth: 32,
} as const;

/** Bytes as people read them: `1.5 MB`, `900 KB`. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * A size past a limit and the limit, as a message says them: rounded to the nearest tenth of a
 * megabyte or kilobyte, unless the rounding would make the size look no larger than the limit
 * (`is 1 MB; … at most 1 MB`), then to the byte.
 */
export function sizeAndLimit(size: number, limit: number): [string, string] {
  const [unit, name, digits] = size >= 1024 * 1024 ? [1024 * 1024, 'MB', 1] : [1024, 'KB', 0];
  const rounded = Number((size / unit).toFixed(digits));
  if (rounded * unit > limit) return [`${rounded} ${name}`, formatBytes(limit)];
  const exact = (n: number) => `${n.toLocaleString('en')} bytes`;
  return [exact(size), `${exact(limit)} (${formatBytes(limit)})`];
}

/** A limit a markdown text breaks, at a line of the text (1-based). */
export interface LimitProblem {
  line: number;
  message: string;
}

const fence = /^\s*(`{3,}|~{3,})/;
/** A block that starts a new inline run: a list item, a quote, a heading, a table row or a link definition. */
const blockStart = /^\s*(?:[>#|]|[-*+](?:\s|$)|\d{1,9}[.)](?:\s|$)|\[[^\]]*\]:)/;
/** A line that underlines the line above it as a heading (`===` or `---`), when that line is text. */
const setextUnderline = /^ {0,3}(?:=+|-+)[ \t]*$/;
/**
 * The containers a line opens: its block quote marks, behind indentation and list markers too
 * (`> > text` has two, `- > text` one), its list markers (`- - text` has two), and whether a list
 * marker comes first: then each of its quotes is a new one, even when the line above had as many.
 */
function containerMarks(line: string): { depth: number; items: number; inItem: boolean } {
  let depth = 0;
  let items = 0;
  let inItem = false;
  for (let i = 0; ;) {
    while (line[i] === ' ' || line[i] === '\t') i++;
    if (line[i] === '>') {
      depth++;
      i++;
      continue;
    }
    const item = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(line.slice(i, i + 11));
    if (!item) return { depth, items, inItem };
    if (depth === 0) inItem = true;
    items++;
    i += item[0].length;
  }
}
/** Emphasis and code marks count once per run (`**` is one), brackets and `<` each. */
const marks = /[*_~`]+|[[\]<]/g;

/** How many lists and quotes a line opens at its start, plus its indentation (4 columns a level). */
function lineNesting(line: string): number {
  let columns = 0;
  for (let i = 0; i < line.length && (line[i] === ' ' || line[i] === '\t'); i++) columns += line[i] === '\t' ? 4 : 1;
  const { depth, items } = containerMarks(line);
  return Math.floor(columns / 4) + depth + items;
}

/**
 * The limits a markdown text breaks, found by a linear scan before the parser sees it: its
 * length, how deep lists and quotes nest, how many marks one paragraph holds, and how many block
 * quotes and underlined headings it has.
 */
export function markdownLimitProblems(markdown: string): LimitProblem[] {
  if (markdown.length > limits.markdownChars) {
    const [size, limit] = sizeAndLimit(markdown.length, limits.markdownChars);
    return [
      {
        line: 1,
        message:
          `is ${size} of markdown; ` +
          `a text may be at most ${limit} (the page budget is 100 KB), ` +
          'so split it or shorten it',
      },
    ];
  }
  const problems: LimitProblem[] = [];
  let inFence = false;
  let paragraphLine = 0;
  let count = 0;
  let quotes = 0;
  let openQuotes = 0;
  let tooDeep = false;
  let setext = 0;
  let items = 0;
  const lines = markdown.split('\n');
  for (let n = 0; n < lines.length && problems.length < 5; n++) {
    const line = lines[n]!;
    if (fence.test(line)) inFence = !inFence;
    if (inFence) continue;
    if (lineNesting(line) > limits.nesting) {
      // Once is enough: the lines below a deep one are usually deeper still.
      if (!tooDeep)
        problems.push({
          line: n + 1,
          message: `nests lists or block quotes more than ${limits.nesting} levels deep; keep them flatter`,
        });
      tooDeep = true;
      continue;
    }
    // A quote mark deeper than the line before opens a new block quote.
    const { depth: quoteDepth, items: lineItems, inItem } = containerMarks(line);
    quotes += inItem ? quoteDepth : Math.max(0, quoteDepth - openQuotes);
    openQuotes = line.trim() === '' ? 0 : quoteDepth;
    // `-` under a line of text underlines it as a heading rather than starting an item.
    const underline = n > 0 && setextUnderline.test(line) && lines[n - 1]!.trim() !== '';
    if (!underline) items += lineItems;
    if (items > limits.listItemsPerText) {
      problems.push({
        line: n + 1,
        message:
          `has more than ${limits.listItemsPerText} list items; ` +
          `a text may have at most ${limits.listItemsPerText}`,
      });
      items = -Infinity;
    }
    if (quotes > limits.blockQuotes) {
      problems.push({
        line: n + 1,
        message: `has more than ${limits.blockQuotes} block quotes; a text may have at most ${limits.blockQuotes}`,
      });
      quotes = -Infinity;
    }
    // Counted generously: a thematic break or an empty list item under text counts too.
    if (underline && ++setext > limits.setextHeadings) {
      problems.push({
        line: n + 1,
        message:
          `has more than ${limits.setextHeadings} headings underlined with = or -; ` +
          `a text may have at most ${limits.setextHeadings}, so write headings with # instead`,
      });
      setext = -Infinity;
    }
    if (line.trim() === '' || blockStart.test(line)) {
      // A blank line ends a paragraph: the next one starts below it.
      paragraphLine = line.trim() === '' ? n + 2 : n + 1;
      count = 0;
    }
    count += line.match(marks)?.length ?? 0;
    if (count > limits.marksPerParagraph) {
      problems.push({
        line: paragraphLine || 1,
        message:
          `this paragraph holds more than ${limits.marksPerParagraph} emphasis, code or link marks ` +
          '(* _ ~ ` [ ] <); split it or remove some',
      });
      count = -Infinity;
    }
  }
  return problems;
}
