import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

export type HtmlDocument = T.Document;
export type HtmlElement = T.Element;
type Parent = T.ParentNode;

/** Parses a whole HTML document the way a browser does (parse5, the WHATWG algorithm). */
export function parseHtml(html: string): HtmlDocument {
  return parse(html);
}

const isElement = (node: T.Node): node is T.Element => 'tagName' in node;

/**
 * Every element under a node, in document order. The inert contents of `<template>` are not part
 * of the page and are left out.
 */
export function elements(root: Parent): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (node: Parent) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** The elements under a node with one of the tag names. */
export function byTag(root: Parent, ...tags: string[]): HtmlElement[] {
  return elements(root).filter((e) => tags.includes(e.tagName));
}

/** An attribute's value, or undefined when the element does not have it. */
export function attr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/** The raw text of an element's text children (the body of a `<script>` or `<title>`). */
export function ownText(element: HtmlElement): string {
  return element.childNodes.map((c) => (c.nodeName === '#text' ? (c as T.TextNode).value : '')).join('');
}

/** Elements whose text a reader never sees: code, styles and inert markup. */
const invisible = new Set(['script', 'style', 'noscript', 'template', 'head']);

/**
 * The text a reader can see under a node, whitespace collapsed; text inside scripts, styles and
 * templates does not count.
 */
export function visibleText(root: Parent): string {
  const parts: string[] = [];
  const walk = (node: Parent) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text') parts.push((child as T.TextNode).value);
      else if (isElement(child) && !invisible.has(child.tagName)) walk(child);
    }
  };
  walk(root);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The first element with the tag name, if any. */
export function first(root: Parent, tag: string): HtmlElement | undefined {
  return byTag(root, tag)[0];
}
