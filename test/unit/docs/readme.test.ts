import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** The front door and the documents beside it that took over its sections. */
const documents = [
  'README.md',
  'ARCHITECTURE.md',
  'TESTING.md',
  'EDITING-SCREEN.md',
  'EDITING-ONLINE.md',
  'DEPLOYING.md',
];

/** The README stays a front door: what the site is, the commands, where to read more. */
const mostWords = 2000;

const markdown = new MarkdownIt();
const tokensOf = (file: string) => markdown.parse(readFileSync(path.join(root, file), 'utf8'), {});

/** What a heading's inline tokens read as, code included, as GitHub reads them for an anchor. */
const textOf = (inline: Token | undefined): string =>
  (inline?.children ?? [])
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : ''))
    .join('');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a markdown file's headings, a repeated one numbered as GitHub numbers it. */
function anchorsOf(file: string): Set<string> {
  const tokens = tokensOf(file);
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const base = slug(textOf(tokens[i + 1]));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  });
  return anchors;
}

/** Every link of a markdown file, outside code, with the text it is written with. */
function linksOf(file: string): { href: string; text: string }[] {
  const links: { href: string; text: string }[] = [];
  for (const token of tokensOf(file)) {
    const children = token.children ?? [];
    children.forEach((child, i) => {
      if (child.type !== 'link_open') return;
      const end = children.findIndex((next, j) => j > i && next.type === 'link_close');
      links.push({
        href: String(child.attrGet('href') ?? ''),
        text: textOf({ children: children.slice(i + 1, end) } as Token),
      });
    });
  }
  return links;
}

/** What is wrong with a relative link of `file`, or nothing when it leads to a file and heading that exist. */
function problemOf(file: string, href: string): string | undefined {
  if (/^[a-z][a-z+.-]*:/i.test(href)) return undefined;
  const [target, anchor] = href.split('#') as [string, string | undefined];
  const resolved = target === '' ? file : path.posix.join(path.posix.dirname(file), decodeURIComponent(target));
  if (!existsSync(path.join(root, resolved))) return `${resolved} does not exist`;
  if (anchor === undefined || !resolved.endsWith('.md') || statSync(path.join(root, resolved)).isDirectory())
    return undefined;
  if (!anchorsOf(resolved).has(decodeURIComponent(anchor)))
    return `${resolved} has no heading whose anchor is #${anchor}`;
  return undefined;
}

describe('the README', () => {
  it(`has at most ${mostWords} words`, () => {
    const words = readFileSync(path.join(root, 'README.md'), 'utf8').split(/\s+/).filter(Boolean).length;
    expect(words, `README.md has ${words} words; move detail into the documents beside it`).toBeLessThanOrEqual(
      mostWords,
    );
  });
});

describe('the links of the README and the documents beside it', () => {
  it('are found', () => {
    expect(linksOf('README.md').map((link) => link.href)).toContain('TESTING.md');
    expect(anchorsOf('README.md')).toContain('writing-for-the-site-no-git-needed');
  });

  it('each lead to a file and heading that exist', () => {
    const problems = documents.flatMap((file) =>
      linksOf(file).flatMap(({ href, text }) => {
        const problem = problemOf(file, href);
        return problem ? [`${file}: [${text}](${href}): ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });
});
