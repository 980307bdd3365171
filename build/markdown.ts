import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';

// Raw HTML in markdown is dropped, not passed through: no content string can start a script.
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: false }).use(rehypeStringify);

/** Renders editor markdown to an HTML fragment. */
export function renderMarkdown(markdown: string): string {
  // Wide tables scroll inside their own box (focusable, so keyboard users can scroll it too).
  return String(processor.processSync(markdown)).trim()
    .replace(/<table>/g, '<div class="table-scroll" tabindex="0"><table>')
    .replace(/<\/table>/g, '</table></div>');
}

/** Counts the words a reader reads, ignoring markdown syntax. */
export function countWords(markdown: string): number {
  return markdown.replace(/[#>*_`[\]()-]/g, ' ').split(/\s+/).filter((w) => /\p{L}|\d/u.test(w)).length;
}
