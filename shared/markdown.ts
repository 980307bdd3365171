import MarkdownIt from 'markdown-it';
import footnotes from 'markdown-it-footnote';
import type { Token } from 'markdown-it';
import { limits, markdownLimitProblems, type LimitProblem } from './limits.ts';
import { urlProblem } from './safe-url.ts';
import { typingProblems } from './markdown-typing.ts';

/**
 * Editor markdown (CommonMark with GitHub's tables, strikethrough, autolinked addresses and
 * footnotes) to HTML, with markdown-it: it parses a typical article in a fraction of a millisecond,
 * which is what lets the build check thousands of them in seconds. Its tokens carry the line of
 * each block, so every problem names the line it is on.
 */
const md = new MarkdownIt({ html: true, linkify: true }).use(footnotes);
// Web and e-mail addresses written in the text (`https://…`, `www.example.nl`, `example.nl`,
// `info@example.nl`) become links.
md.linkify.set({ fuzzyLink: true });
// linkify-it looks for a bare host at every character of every text with one large pattern, which
// is a large part of a build of many articles. Every address it finds has a scheme (`//`, or `mailto:`
// with its `@`), an `@` or a dot followed by the letters of its top-level domain, so a text with
// none of these holds none. Not a colon, nor a dot before any other character: real articles,
// with a colon or a number such as 2.5 in most paragraphs, would render much slower for them.
const mightHoldAddress = /@|\/\/|\.\p{L}{2}/u;
const findsAddress = md.linkify.test.bind(md.linkify);
md.linkify.test = (text: string) => mightHoldAddress.test(text) && findsAddress(text);
// Every address is judged by the allow-list below, which names the line and fails the build;
// markdown-it's own filter would silently leave such a link as text.
md.validateLink = () => true;
// Raw HTML in markdown is dropped, not passed through: no content string can start a script.
md.renderer.rules.html_block = () => '';
md.renderer.rules.html_inline = () => '';
// Text needs only `&`, `<` and `>` escaped; quotes stay quotes, which keeps pages smaller.
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
md.renderer.rules.text = (tokens, index) => escapeText(tokens[index]!.content);
// Table alignment as an attribute, as GitHub writes it: the page's policy allows no style attributes.
for (const cell of ['th_open', 'td_open'] as const) {
  md.renderer.rules[cell] = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    const align = /^text-align:(left|center|right)$/.exec(String(token.attrGet('style') ?? ''))?.[1];
    if (align) {
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      token.attrSet('align', align);
    }
    return self.renderToken(tokens, index, options);
  };
}

/**
 * A table's caption, written as a paragraph of its own right under the table that starts with
 * `Tabel:` or `Table:` (as pandoc reads it): it becomes the table's `<caption>`, which tells a
 * screen reader what the table is before it reads the cells. Before the inline rule, so the
 * caption's text is read as any other (emphasis, links).
 */
const captionPrefix = /^(?:Tabel|Table):[ \t]+/;
md.core.ruler.before('inline', 'table_caption', (state) => {
  const { tokens } = state;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.type !== 'table_close') continue;
    const [open, inline, close] = [tokens[i + 1], tokens[i + 2], tokens[i + 3]];
    if (open?.type !== 'paragraph_open' || close?.type !== 'paragraph_close' || !inline) continue;
    if (!captionPrefix.test(inline.content)) continue;
    let start = i;
    while (tokens[start]!.type !== 'table_open' || tokens[start]!.level !== tokens[i]!.level) start--;
    inline.content = inline.content.replace(captionPrefix, '');
    const captionOpen = new state.Token('caption_open', 'caption', 1);
    const captionClose = new state.Token('caption_close', 'caption', -1);
    captionOpen.block = captionClose.block = true;
    captionOpen.map = inline.map;
    tokens.splice(i + 1, 3);
    tokens.splice(start + 1, 0, captionOpen, inline, captionClose);
    i += 2;
  }
});

/** A problem in a markdown text, at a line of the text (1-based). */
export type MarkdownProblem = LimitProblem;

/**
 * A picture file named relative to the content file or `content/images/` (`week.png`,
 * `../images/week.png`): not an address yet. The picture pipeline resolves it (or fails the build
 * naming it) and replaces it with the site path of the made picture; the page check after
 * rendering refuses any that is left.
 */
const isPictureFile = (url: string) =>
  /^(?![a-z][a-z0-9+.-]*:)(?![/\\])[^?#:]+\.(avif|webp|png|jpe?g|gif|svg)$/i.test(url.trim());

/** Every token of a parse with the line it starts on (1-based) and its depth in the document. */
function* withLines(tokens: Token[]): Generator<[Token, number, number]> {
  for (const block of tokens) {
    const line = (block.map?.[0] ?? 0) + 1;
    yield [block, line, block.level];
    // Inline tokens hold a paragraph's runs; each line break inside moves to the next line.
    let offset = 0;
    for (const child of block.children ?? []) {
      if (child.type === 'softbreak' || child.type === 'hardbreak') offset++;
      yield [child, line + offset, block.level + 1 + child.level];
    }
  }
}

interface Parsed {
  tokens: Token[];
  env: { references?: Record<string, { href: string; title: string }>; docId?: string };
}

/**
 * Checks a parse: its depth, its lists and footnotes against the limits, and the address of every
 * link, image and reference definition against the allow-list of URLs. A refused address is
 * removed, so the HTML holds no link to it.
 */
function checkTokens(markdown: string, { tokens, env }: Parsed): { problems: MarkdownProblem[]; tooBig: boolean } {
  const problems: MarkdownProblem[] = [];
  let tooBig = false;
  let footnoteReferences = 0;
  const openLists: { line: number; items: number }[] = [];
  const definedUrls = new Set(Object.values(env.references ?? {}).map((definition) => definition.href));
  for (const [token, line, depth] of withLines(tokens)) {
    if (depth > limits.treeDepth) {
      const message =
        `nests lists, quotes, emphasis or links more than ${limits.treeDepth} levels deep; ` + 'keep them flatter';
      return { problems: [{ line, message }], tooBig: true };
    }
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') openLists.push({ line, items: 0 });
    if (token.type === 'list_item_open' && openLists.length) openLists.at(-1)!.items++;
    if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') {
      const list = openLists.pop()!;
      if (list.items > limits.listItems) {
        problems.push({
          line: list.line,
          message: `this list has ${list.items} items; a list may have at most ${limits.listItems}`,
        });
        tooBig = true;
      }
    }
    if (token.type === 'footnote_ref' && ++footnoteReferences === limits.footnoteReferences + 1) {
      problems.push({
        line,
        message:
          `has more than ${limits.footnoteReferences} footnote references; ` +
          `a text may have at most ${limits.footnoteReferences}`,
      });
      tooBig = true;
    }
    const attribute = token.type === 'link_open' ? 'href' : token.type === 'image' ? 'src' : undefined;
    const url = attribute && token.attrGet(attribute);
    if (attribute && typeof url === 'string') {
      if (token.type === 'image' && isPictureFile(url)) continue;
      const problem = addressProblem(url);
      if (problem) {
        // A link through a reference definition is reported once, at the definition's line, below.
        if (!definedUrls.has(url))
          problems.push({ line, message: `${token.type === 'image' ? 'image' : 'link'} ${problem}` });
        token.attrs = token.attrs!.filter(([name]) => name !== attribute);
      }
    }
  }
  // Every definition with a refused address, used or not: an editor who wrote it meant it.
  for (const [label, { href }] of Object.entries(env.references ?? {})) {
    const problem = addressProblem(href);
    if (problem) problems.push({ line: definitionLine(markdown, label), message: `link ${problem}` });
  }
  problems.push(...typingProblems(markdown, tokens));
  return { problems: problems.sort((a, b) => a.line - b.line), tooBig };
}

/**
 * Why an address may not be used, judged on what the browser would see: markdown-it has decoded
 * entities and percent-encoded what a URL may not hold (a tab becomes `%09`), so the address is
 * judged decoded too, where `java&#9;script:` reads as the `javascript:` it is meant to be.
 */
const addressProblem = (url: string) => urlProblem(md.normalizeLinkText(url)) ?? urlProblem(url);

/** The line (1-based) of a reference definition, found by its label as markdown-it normalises it. */
function definitionLine(markdown: string, label: string): number {
  const lines = markdown.split('\n');
  const at = lines.findIndex((text) => {
    const found = /^ {0,3}\[((?:[^\]\\]|\\.)+)\]:/.exec(text);
    return found !== null && md.utils.normalizeReference(found[1]!) === label;
  });
  return at + 1 || 1;
}

/**
 * Parses a text whose limits were checked; footnote anchors carry an id of the text, so two texts
 * on a page never share one.
 */
function parse(markdown: string): Parsed {
  // Only footnotes use the id, and every footnote is written `[^…]` or `^[…]`: other texts skip the hash.
  const footnotes = markdown.includes('[^') || markdown.includes('^[');
  const env: Parsed['env'] = footnotes ? { docId: textId(markdown) } : {};
  return { tokens: md.parse(markdown, env), env };
}

/** A short id that depends only on the text (FNV-1a), for anchors that stay the same from build to build. */
function textId(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * Renders editor markdown to an HTML fragment and says what is wrong with it: a limit broken
 * (then nothing is parsed and the HTML is empty) or a link or image to an address that is not
 * allowed (then the HTML holds the link without its address). Never throws on any input.
 */
export function renderMarkdownChecked(markdown: string): { html: string; problems: MarkdownProblem[] } {
  const limited = markdownLimitProblems(markdown);
  if (limited.length) return { html: '', problems: limited };
  const parsed = parse(markdown);
  const { problems, tooBig } = checkTokens(markdown, parsed);
  // Rendering a text past the limits is what takes the time: stop before it.
  if (tooBig) return { html: '', problems };
  const html = md.renderer
    .render(parsed.tokens, md.options, parsed.env)
    .trim()
    // Wide tables scroll inside their own box (focusable, so keyboard users can scroll it too).
    .replace(/<table>/g, '<div class="table-scroll" tabindex="0"><table>')
    .replace(/<\/table>/g, '</table></div>');
  return { html, problems };
}

/** Renders editor markdown to an HTML fragment; links to addresses that are not allowed lose their address. */
export function renderMarkdown(markdown: string): string {
  return renderMarkdownChecked(markdown).html;
}

/** What is wrong with a markdown text (limits, addresses), without rendering it. */
export function markdownProblems(markdown: string): MarkdownProblem[] {
  const limited = markdownLimitProblems(markdown);
  if (limited.length) return limited;
  return checkTokens(markdown, parse(markdown)).problems;
}

/** The line (from 1) of every picture in markdown, in the order the renderer writes them. */
export function bodyImageLines(markdown: string): number[] {
  const lines: number[] = [];
  for (const [token, line] of withLines(parse(markdown).tokens)) if (token.type === 'image') lines.push(line);
  return lines;
}

/**
 * What ends a word for countWords: white space as `\s` reads it, and the markdown syntax
 * characters `# > * _ \` [ ] ( ) -`.
 */
const asciiSeparator = new Uint8Array(128);
for (const c of '\t\n\v\f\r #>*_`[]()-') asciiSeparator[c.charCodeAt(0)] = 1;
const separatesWords = (c: number) =>
  c < 128
    ? asciiSeparator[c] === 1
    : c === 0xa0 ||
      c === 0x1680 ||
      (c >= 0x2000 && c <= 0x200a) ||
      c === 0x2028 ||
      c === 0x2029 ||
      c === 0x202f ||
      c === 0x205f ||
      c === 0x3000 ||
      c === 0xfeff;
const isAsciiWordChar = (c: number) => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122);

/**
 * Counts the words a reader reads, ignoring markdown syntax: runs between white space and syntax
 * characters that hold a letter or a digit. One pass over the characters, since every article is
 * counted on every cold build; a run without an ASCII letter or digit is asked about other letters.
 */
export function countWords(markdown: string): number {
  let count = 0;
  let start = -1;
  let wordy = false;
  for (let i = 0; i <= markdown.length; i++) {
    const c = i < markdown.length ? markdown.charCodeAt(i) : 32;
    if (separatesWords(c)) {
      if (start >= 0 && (wordy || /\p{L}/u.test(markdown.slice(start, i)))) count++;
      start = -1;
      wordy = false;
    } else {
      if (start < 0) start = i;
      if (!wordy && isAsciiWordChar(c)) wordy = true;
    }
  }
  return count;
}
