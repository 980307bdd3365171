import MarkdownIt from 'markdown-it';

/**
 * Editor markdown as HTML: CommonMark with GitHub's tables, strikethrough and bare links.
 * Raw HTML in markdown is shown as text, never passed through, and links with a script or data
 * address are left as text: no content string can start a script.
 *
 * markdown-it rather than remark: it renders an article some twenty times faster, which at
 * thousands of articles is most of a build's time.
 */
const markdown = new MarkdownIt({ html: false, linkify: true });

/** Renders editor markdown to an HTML fragment. */
export function renderMarkdown(source: string): string {
  // Wide tables scroll inside their own box (focusable, so keyboard users can scroll it too).
  return markdown.render(source).trim()
    .replace(/<table>/g, '<div class="table-scroll" tabindex="0"><table>')
    .replace(/<\/table>/g, '</table></div>');
}

/** Counts the words a reader reads, ignoring markdown syntax. */
export function countWords(markdown: string): number {
  return markdown.replace(/[#>*_`[\]()-]/g, ' ').split(/\s+/).filter((w) => /\p{L}|\d/u.test(w)).length;
}
