import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { limits, markdownLimitProblems, type LimitProblem } from './limits.ts';
import { urlProblem } from './safe-url.ts';

/** The few parts of a markdown (mdast) or HTML (hast) tree node that the checks read. */
interface TreeNode {
  type: string;
  url?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
  position?: { start: { line: number } };
}

/** A problem in a markdown text, at a line of the text (1-based). */
export type MarkdownProblem = LimitProblem;

const parser = unified().use(remarkParse).use(remarkGfm);
// Raw HTML in markdown is dropped, not passed through: no content string can start a script.
const toHtml = unified().use(remarkRehype, { allowDangerousHtml: false }).use(dropUnsafeUrls).use(rehypeStringify);

/** Every node of a tree with its depth, without recursion (a deep tree must not overflow the stack). */
function* walk(root: TreeNode): Generator<[TreeNode, number]> {
  const stack: [TreeNode, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    yield [node, depth];
    for (const child of node.children ?? []) stack.push([child, depth + 1]);
  }
}

/**
 * Checks a parsed markdown tree: its depth, its lists and footnotes against the limits, and the
 * address of every link, image and reference definition against the allow-list of URLs. A refused
 * address is emptied, so the tree renders no link to it.
 */
function checkTree(tree: TreeNode): { problems: MarkdownProblem[]; tooBig: boolean } {
  const problems: MarkdownProblem[] = [];
  let tooBig = false;
  let footnotes = 0;
  for (const [node, depth] of walk(tree)) {
    const line = node.position?.start.line ?? 1;
    if (depth > limits.treeDepth) {
      return {
        problems: [
          {
            line,
            message: `nests lists, quotes, emphasis or links more than ${limits.treeDepth} levels deep; keep them flatter`,
          },
        ],
        tooBig: true,
      };
    }
    if (node.type === 'list' && (node.children?.length ?? 0) > limits.listItems) {
      problems.push({
        line,
        message: `this list has ${node.children!.length} items; a list may have at most ${limits.listItems}`,
      });
      tooBig = true;
    }
    if (node.type === 'footnoteReference' && ++footnotes === limits.footnoteReferences + 1) {
      problems.push({
        line,
        message: `has more than ${limits.footnoteReferences} footnote references; a text may have at most ${limits.footnoteReferences}`,
      });
      tooBig = true;
    }
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url !== undefined) {
      if (node.type === 'image' && isPictureFile(node.url)) continue;
      const problem = urlProblem(node.url);
      if (problem) {
        problems.push({ line, message: `${node.type === 'image' ? 'image' : 'link'} ${problem}` });
        node.url = '';
      }
    }
  }
  return { problems: problems.sort((a, b) => a.line - b.line), tooBig };
}

/**
 * A picture file named relative to the content file or `content/images/` (`week.png`,
 * `../images/week.png`): not an address yet. The picture pipeline resolves it (or fails the build
 * naming it) and replaces it with the site path of the made picture; the page check after
 * rendering refuses any that is left.
 */
const isPictureFile = (url: string) =>
  /^(?![a-z][a-z0-9+.-]*:)(?![/\\])[^?#:]+\.(avif|webp|png|jpe?g|gif|svg)$/i.test(url.trim());

const tooDeep = (): MarkdownProblem[] => [
  { line: 1, message: 'nests too deep for the markdown parser; keep lists, quotes and emphasis flatter' },
];

/**
 * A rehype step that removes any `href` or `src` the allow-list refuses. The checks above already
 * fail the build on such an address; this keeps it out of the HTML whatever calls the renderer.
 */
function dropUnsafeUrls() {
  return (tree: TreeNode) => {
    for (const [node] of walk(tree)) {
      for (const name of ['href', 'src'] as const) {
        const value = node.properties?.[name];
        if (
          typeof value === 'string' &&
          urlProblem(value) &&
          !(node.tagName === 'img' && name === 'src' && isPictureFile(value))
        )
          delete node.properties![name];
      }
    }
  };
}

/**
 * Renders editor markdown to an HTML fragment and says what is wrong with it: a limit broken
 * (then nothing is parsed and the HTML is empty) or a link or image to an address that is not
 * allowed (then the HTML holds the link without its address). Never throws on any input.
 */
export function renderMarkdownChecked(markdown: string): { html: string; problems: MarkdownProblem[] } {
  const limited = markdownLimitProblems(markdown);
  if (limited.length) return { html: '', problems: limited };
  try {
    const tree = parser.runSync(parser.parse(markdown)) as TreeNode;
    const { problems, tooBig } = checkTree(tree);
    // Rendering a tree past the limits is what takes the time: stop before it.
    if (tooBig) return { html: '', problems };
    const html = String(toHtml.stringify(toHtml.runSync(tree as never) as never))
      .trim()
      // Wide tables scroll inside their own box (focusable, so keyboard users can scroll it too).
      .replace(/<table>/g, '<div class="table-scroll" tabindex="0"><table>')
      .replace(/<\/table>/g, '</table></div>');
    return { html, problems };
  } catch (error) {
    // The limits keep real and hostile texts far from the parser's stack; this is the last guard.
    if (error instanceof RangeError) return { html: '', problems: tooDeep() };
    throw error;
  }
}

/** Renders editor markdown to an HTML fragment; links to addresses that are not allowed lose their address. */
export function renderMarkdown(markdown: string): string {
  return renderMarkdownChecked(markdown).html;
}

/** What is wrong with a markdown text (limits, addresses), without rendering it. */
export function markdownProblems(markdown: string): MarkdownProblem[] {
  const limited = markdownLimitProblems(markdown);
  if (limited.length) return limited;
  try {
    return checkTree(parser.runSync(parser.parse(markdown)) as TreeNode).problems;
  } catch (error) {
    if (error instanceof RangeError) return tooDeep();
    throw error;
  }
}

/** Counts the words a reader reads, ignoring markdown syntax. */
export function countWords(markdown: string): number {
  return markdown
    .replace(/[#>*_`[\]()-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}|\d/u.test(w)).length;
}
