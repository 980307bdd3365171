import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * An SVG drawing made safe to publish as a file of the site: only drawing elements are kept
 * (no script, no foreignObject, no embedded image or link), no event attributes, and no reference
 * leads outside the drawing (every `href` and `url(…)` points at `#` an id inside it). What is
 * left is written anew, never the uploaded bytes.
 */

/** The elements a drawing needs; anything else goes, with what is inside it. */
const elements = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'metadata',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'style',
  ...[
    'Blend',
    'ColorMatrix',
    'ComponentTransfer',
    'Composite',
    'ConvolveMatrix',
    'DiffuseLighting',
    'DisplacementMap',
    'DistantLight',
    'DropShadow',
    'Flood',
    'FuncA',
    'FuncB',
    'FuncG',
    'FuncR',
    'GaussianBlur',
    'Merge',
    'MergeNode',
    'Morphology',
    'Offset',
    'PointLight',
    'SpecularLighting',
    'SpotLight',
    'Tile',
    'Turbulence',
  ].map((name) => `fe${name}`),
]);

/** A reference that stays inside the drawing: `#id`, or `url(#id)` in a value. */
const internalHref = /^\s*#[\w.:-]*\s*$/;
/** Any `url(…)`, `@import` or `expression(` whose target is not `#` inside the drawing. */
const foreignReference = /url\(\s*(?!['"]?#)|@import|expression\s*\(/i;

/** Why an SVG cannot be published at all, or its cleaned text. */
export type CleanedSvg = { svg: string; removed: string[] } | { problem: string };

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const options = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  // Text and values are kept as written, escapes included, and written back the same way.
  processEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  suppressEmptyNode: true,
} as const;

/**
 * Cleans an SVG file's text; says what it removed (`<script>`, `onload`, `href="https://…"`), so an
 * editor can be told. A file with a document type (entities can expand without end) or that is no
 * well-formed XML with an `<svg>` root is refused.
 */
export function cleanSvg(text: string): CleanedSvg {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { problem: 'declares a document type, which a drawing needs not' };
  let tree: XmlNode[];
  try {
    tree = new XMLParser(options).parse(text, true) as XmlNode[];
  } catch (error) {
    return { problem: `is not well-formed XML (${error instanceof Error ? error.message : String(error)})` };
  }
  const removed = new Set<string>();
  const root = tree.filter((node) => Object.keys(node).some((key) => !key.startsWith('?') && key !== '#comment'));
  if (root.length !== 1 || !('svg' in root[0]!)) return { problem: 'is not an SVG drawing (its root is not <svg>)' };
  const kept = cleanNodes(root, removed);
  return { svg: `${new XMLBuilder(options).build(kept)}\n`, removed: [...removed] };
}

function cleanNodes(nodes: XmlNode[], removed: Set<string>): XmlNode[] {
  const out: XmlNode[] = [];
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ':@')!;
    if (name === '#text') {
      out.push(node);
      continue;
    }
    if (!elements.has(name)) {
      if (name !== '#comment') removed.add(name === '#cdata' ? 'CDATA' : `<${name}>`);
      continue;
    }
    const children = node[name] as XmlNode[];
    if (name === 'style' && children.some((child) => foreignReference.test(JSON.stringify(child)))) {
      removed.add('<style> with a reference outside the drawing');
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [attribute, value] of Object.entries(node[':@'] ?? {})) {
      const bare = attribute.replace(/^.*:/, '').toLowerCase();
      const unsafe =
        bare.startsWith('on') ||
        ((bare === 'href' || bare === 'src') && !internalHref.test(value)) ||
        foreignReference.test(value) ||
        /["<]/.test(value);
      if (unsafe) removed.add(`${attribute}="${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`);
      else attributes[attribute] = value;
    }
    out.push({ [name]: cleanNodes(children, removed), ...(Object.keys(attributes).length && { ':@': attributes }) });
  }
  return out;
}
