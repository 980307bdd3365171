import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'parse5';
import { describe, expect, inject, it } from 'vitest';

const siteDir = inject('siteDir');

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

const children = (node: Node) => [...(node.childNodes ?? []), ...(node.content?.childNodes ?? [])];

/** Whether a heading is inside `node`, not counting those of the sections inside it, which have their own. */
const hasOwnHeading = (node: Node): boolean =>
  children(node).some(
    (child) => /^h[1-6]$/.test(child.nodeName) || (child.nodeName !== 'section' && hasOwnHeading(child)),
  );

/** Every section of the page without a heading of its own, by its id or class. */
function sectionsWithoutHeading(node: Node, found: string[] = []): string[] {
  if (node.nodeName === 'section' && !hasOwnHeading(node)) {
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    found.push(`<section${attr('id') ? ` id="${attr('id')}"` : ''} class="${attr('class') ?? ''}">`);
  }
  for (const child of children(node)) sectionsWithoutHeading(child, found);
  return found;
}

describe('sections', () => {
  it('each have a heading of their own, on every page (the W3C checker warns of one without)', async () => {
    const pages = (await readdir(siteDir, { recursive: true })).filter(
      (file) => file.endsWith('.html') && !file.startsWith('seo-monitor'),
    );
    expect(pages.length).toBeGreaterThan(90);
    const found: string[] = [];
    for (const file of pages) {
      const html = await readFile(path.join(siteDir, file), 'utf8');
      for (const section of sectionsWithoutHeading(parse(html) as unknown as Node)) found.push(`${file}: ${section}`);
    }
    expect(found).toEqual([]);
  });
});
