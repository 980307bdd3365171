import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * An SVG drawing made safe to publish as a file of the site, however it arrives (a picture of the
 * content, a file of `public/`, an upload of the editing screen): only the drawing elements and
 * presentation attributes listed here are kept (no script, foreignObject, meta, animation, link or
 * embedded image; no event attribute), and no reference leads outside the drawing: every `href`
 * and `url(…)` points at `#` an id inside it, and style holds no `@import`, `image-set()`, CSS
 * escape or character reference that could spell one. What is left is written anew, never the
 * bytes as they came.
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

/** The attributes a drawing needs: geometry, presentation, filters, text, and labels for screen readers. */
const attributes = new Set(
  `id class style lang xml:lang xml:space xmlns xmlns:xlink version baseProfile viewBox preserveAspectRatio
  width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points pathLength transform href xlink:href
  gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity patternUnits
  patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits markerWidth markerHeight
  markerUnits refX refY orient filterUnits primitiveUnits in in2 result stdDeviation dx dy mode type values
  operator k1 k2 k3 k4 tableValues slope intercept amplitude exponent scale xChannelSelector yChannelSelector
  radius baseFrequency numOctaves seed stitchTiles order kernelMatrix divisor bias targetX targetY edgeMode
  preserveAlpha surfaceScale diffuseConstant specularConstant specularExponent kernelUnitLength azimuth
  elevation pointsAtX pointsAtY pointsAtZ limitingConeAngle z flood-color flood-opacity lighting-color
  rotate textLength lengthAdjust startOffset method spacing side font font-family font-size font-weight
  font-style font-variant font-stretch font-size-adjust text-anchor dominant-baseline alignment-baseline
  baseline-shift letter-spacing word-spacing text-decoration writing-mode direction unicode-bidi
  text-rendering white-space fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap
  stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color display visibility
  overflow clip clip-path clip-rule mask filter marker marker-start marker-mid marker-end paint-order
  vector-effect shape-rendering color-interpolation color-interpolation-filters color-rendering
  image-rendering mix-blend-mode isolation transform-origin transform-box media role aria-label
  aria-labelledby aria-describedby aria-hidden focusable`.split(/\s+/),
);

/** The namespaces a drawing may declare: SVG's own, and XLink's for `xlink:href`. */
const namespaces: Record<string, string> = {
  xmlns: 'http://www.w3.org/2000/svg',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
};

/** A reference that stays inside the drawing: `#id`. */
const internalHref = /^#[\w.:-]*$/;

/**
 * What in a value or a style sheet (read as the browser reads it, character references decoded)
 * could load something, run something or hide what it says; undefined when nothing.
 */
function cssProblem(text: string, sheet: boolean): string | undefined {
  if (text.includes('\\')) return 'a CSS escape';
  const bare = text.replace(/\/\*[\s\S]*?\*\//g, '');
  if (/url\(\s*(?!['"]?#[\w.:-]*['"]?\s*\))/i.test(bare)) return 'url() leading outside the drawing';
  const loader = /(?:^|[^\w-])(-[a-z]+-)?(image-set|image|cross-fade|element|expression|paint|src)\s*\(/i.exec(bare);
  if (loader) return `${loader[2]!.toLowerCase()}()`;
  if (/-moz-binding|behavior\s*:/i.test(bare)) return 'a binding';
  const rule = sheet ? /@(?!media\b|keyframes\b|supports\b)[\w-]*/i.exec(bare) : /@import/i.exec(bare);
  if (rule) return rule[0];
  if (/(?:javascript|vbscript|data)\s*:/i.test(bare.replace(/[\0-\x20]+/g, ''))) return 'a script or data address';
  return undefined;
}

const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * Text as the browser reads it, its character references decoded (`u&#114;l(` is `url(`); an
 * entity XML does not define itself is reported (undefined, as a drawing has no document type).
 */
function decoded(text: string, removed: Set<string>): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[\w.:-]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    }
    if (named[ref] !== undefined && whole.endsWith(';')) return named[ref]!;
    removed.add(`the entity ${whole}`);
    return '';
  });
}

/** Why an SVG cannot be published at all, or its cleaned text and what the cleaning took out. */
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
  // The XML declaration goes without a word; any other instruction (xml-stylesheet) is reported.
  for (const node of tree)
    for (const key of Object.keys(node)) if (key.startsWith('?') && key !== '?xml') removed.add(`<${key}?>`);
  const root = tree.filter((node) =>
    Object.keys(node).some((key) => !key.startsWith('?') && key !== '#comment' && key !== ':@'),
  );
  if (root.length !== 1 || !('svg' in root[0]!)) return { problem: 'is not an SVG drawing (its root is not <svg>)' };
  const kept = cleanNodes(root, removed);
  return { svg: `${new XMLBuilder(options).build(kept)}\n`, removed: [...removed] };
}

const shorten = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

function cleanNodes(nodes: XmlNode[], removed: Set<string>): XmlNode[] {
  const out: XmlNode[] = [];
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ':@')!;
    if (name === '#text') {
      decoded(String((node['#text'] as unknown) ?? ''), removed);
      out.push(node);
      continue;
    }
    if (!elements.has(name)) {
      if (name !== '#comment')
        removed.add(name === '#cdata' ? 'CDATA' : name.startsWith('?') ? `<${name}?>` : `<${name}>`);
      continue;
    }
    const children = node[name] as XmlNode[];
    if (name === 'style') {
      const sheet = children
        .map((child) =>
          '#cdata' in child
            ? (child['#cdata'] as XmlNode[]).map((c) => c['#text']).join('')
            : decoded(String(child['#text'] ?? ''), removed),
        )
        .join('');
      const found = children.some((child) => !('#text' in child || '#cdata' in child))
        ? 'elements'
        : cssProblem(sheet, true);
      if (found) {
        removed.add(`<style> with ${found}`);
        continue;
      }
    }
    const kept: Record<string, string> = {};
    for (const [attribute, written] of Object.entries(node[':@'] ?? {})) {
      const value = decoded(written, removed);
      const problem = !attributes.has(attribute)
        ? 'not a drawing attribute'
        : attribute in namespaces
          ? value !== namespaces[attribute] && 'another namespace'
          : attribute === 'href' || attribute === 'xlink:href'
            ? !internalHref.test(value) && 'outside'
            : (cssProblem(value, false) ?? (/["<]/.test(value) && 'markup'));
      if (problem) removed.add(`${attribute}="${shorten(written)}"`);
      else kept[attribute] = written;
    }
    const inner = name === 'style' ? children : cleanNodes(children, removed);
    out.push({ [name]: inner, ...(Object.keys(kept).length && { ':@': kept }) });
  }
  return out;
}

/** Why a drawing cannot be published as it is (what the cleaning would take out), or undefined. */
export function svgProblem(bytes: Uint8Array): string | undefined {
  const cleaned = cleanSvg(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
  if ('problem' in cleaned) return cleaned.problem;
  return cleaned.removed.length ? `holds what a drawing may not: ${cleaned.removed.join(', ')}` : undefined;
}
