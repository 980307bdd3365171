/**
 * Renders a page's static React tree to the same HTML as React DOM's `renderToString`, byte for
 * byte, in a fraction of its time: a page is host elements, function components that read
 * context, fragments and text, and a plain walk over them needs none of the server renderer's
 * machinery for suspense, streaming and resumption (which made up a quarter of a large build).
 *
 * Whatever such a walk cannot render exactly as React would (a hook besides useContext, a class
 * component, suspense, an element React hoists or treats as a form control) stops it with
 * NotStatic, and the caller renders that tree with React instead. Islands, which hydrate and so
 * need React's ids, always render with React. The rules below follow React DOM's server renderer
 * (react-dom-server, pushStartInstance and pushAttribute); test/build/static-html.test.tsx holds
 * every page of the site to React's output.
 */
import * as React from 'react';
import type { Context, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** A tree this renderer does not render as React would; render it with React. */
export class NotStatic extends Error {}

const elementType = Symbol.for('react.transitional.element');
const legacyElementType = Symbol.for('react.element');
const fragmentType = Symbol.for('react.fragment');
const contextType = Symbol.for('react.context');
const consumerType = Symbol.for('react.consumer');
const forwardRefType = Symbol.for('react.forward_ref');
const memoType = Symbol.for('react.memo');

interface Element {
  $$typeof: symbol;
  type: unknown;
  props: Record<string, unknown>;
}

type ContextObject = Context<unknown> & { _currentValue: unknown };

/** What the hooks of the components being rendered read: the values their providers gave. */
let provided: Map<ContextObject, unknown> | undefined;

// A context's default sits in `_currentValue`, which only a renderer in the browser changes; the
// server renderer keeps its values in `_currentValue2`, which may belong to a render that runs
// around this one.
const readContext = (context: ContextObject) =>
  provided!.has(context) ? provided!.get(context) : context._currentValue;

/** React's hooks dispatcher while a tree renders here: context only, anything else is NotStatic. */
const dispatcher = new Proxy(
  {
    useContext: readContext,
    use(usable: { $$typeof?: symbol }) {
      if (usable?.$$typeof === contextType) return readContext(usable as ContextObject);
      throw new NotStatic('use() of a promise');
    },
  } as Record<string | symbol, unknown>,
  {
    get: (known, name) =>
      known[name] ??
      (() => {
        throw new NotStatic(`the hook ${String(name)}`);
      }),
  },
);

const internals = (React as unknown as Record<string, { H: unknown }>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;

/** The HTML of `node`, as React DOM's renderToString writes it; throws NotStatic where it cannot. */
export function renderStatic(node: ReactNode): string {
  const outer = { provided, dispatcher: internals.H };
  provided = new Map();
  internals.H = dispatcher;
  const out: Output = { html: '', lastText: false };
  try {
    renderNode(node, out, plainScope);
    return out.html;
  } finally {
    provided = outer.provided;
    internals.H = outer.dispatcher;
  }
}

interface Output {
  html: string;
  /** Whether the last thing written was text: React separates adjacent texts with an empty comment. */
  lastText: boolean;
}

/** Where an element sits, as far as it matters: in a picture or noscript, an image asks for no preload. */
type Scope = 'plain' | 'picture or noscript';
const plainScope: Scope = 'plain';

function renderNode(node: unknown, out: Output, scope: Scope): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') {
    const text = '' + node;
    if (text === '') return;
    out.html += out.lastText ? '<!-- -->' + escapeText(text) : escapeText(text);
    out.lastText = true;
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node) renderNode(child, out, scope);
    return;
  }
  if (typeof node === 'object') {
    const element = node as Element;
    if (element.$$typeof === elementType || element.$$typeof === legacyElementType) {
      renderElement(element.type, element.props, out, scope);
      return;
    }
    if (typeof (node as Iterable<unknown>)[Symbol.iterator] === 'function') {
      for (const child of node as Iterable<unknown>) renderNode(child, out, scope);
      return;
    }
    throw new NotStatic('a child that is not an element, text or list');
  }
  if (typeof node === 'function' || typeof node === 'symbol') return;
  throw new NotStatic(`a child of type ${typeof node}`);
}

function renderElement(type: unknown, props: Record<string, unknown>, out: Output, scope: Scope): void {
  if (typeof type === 'string') return renderHost(type, props, out, scope);
  if (typeof type === 'function') {
    if (type.prototype?.isReactComponent) throw new NotStatic('a class component');
    return renderNode(type(props, undefined), out, scope);
  }
  if (type === fragmentType) return renderNode(props.children, out, scope);
  const special = type as { $$typeof?: symbol; render?: Function; type?: unknown; _context?: ContextObject };
  switch (special?.$$typeof) {
    case contextType: {
      const context = special as unknown as ContextObject;
      const had = provided!.has(context);
      const before = provided!.get(context);
      provided!.set(context, props.value);
      try {
        renderNode(props.children, out, scope);
      } finally {
        if (had) provided!.set(context, before);
        else provided!.delete(context);
      }
      return;
    }
    case consumerType:
      return renderNode((props.children as (value: unknown) => ReactNode)(readContext(special._context!)), out, scope);
    case forwardRefType: {
      const { ref, ...rest } = props;
      return renderNode(special.render!('ref' in props ? rest : props, ref ?? null), out, scope);
    }
    case memoType:
      return renderElement(special.type, props, out, scope);
  }
  throw new NotStatic('an element of a kind React renders with its own machinery');
}

/** Elements React renders elsewhere than in place, or as form controls with rules of their own. */
const unsupportedTags = new Set([
  'title',
  'link',
  'meta',
  'style',
  'base',
  'html',
  'head',
  'body',
  'form',
  'input',
  'select',
  'option',
  'textarea',
  'object',
  'menuitem',
]);

const voidTags = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'keygen', 'param', 'source', 'track', 'wbr']);

const validTag = /^[a-zA-Z][a-zA-Z:_.\-\d]*$/;

function renderHost(tag: string, props: Record<string, unknown>, out: Output, scope: Scope): void {
  if (unsupportedTags.has(tag)) throw new NotStatic(`a <${tag}>`);
  if (!validTag.test(tag)) throw new Error('Invalid tag: ' + tag);
  if (tag === 'img' && asksForPreload(props, scope)) throw new NotStatic('an image React would preload');
  // An async script with an address is one that React moves; any other stays in place.
  if (tag === 'script' && props.src && props.async) throw new NotStatic('an async script');
  const custom = tag.includes('-');
  let html = '<' + tag;
  let children: unknown = null;
  let innerHtml: unknown = null;
  // A button's form attributes come after the others, as React writes them.
  let formAttributes: [string, unknown][] | undefined;
  for (const name in props) {
    const value = props[name];
    if (value === null || value === undefined) continue;
    if (name === 'children') children = value;
    else if (name === 'dangerouslySetInnerHTML') innerHtml = value;
    else if (custom) html += customAttribute(name, value);
    else if (tag === 'button' && buttonFormProps.has(name)) (formAttributes ??= []).push([name, value]);
    else if (tag === 'a' && name === 'href' && value === '') html += ' href=""';
    else html += attribute(name, value);
  }
  if (formAttributes) {
    for (const name of buttonFormProps) {
      const value = formAttributes.find(([n]) => n === name)?.[1];
      if (typeof value === 'function') throw new NotStatic('a form action');
      if (value !== undefined) html += attribute(name, value);
    }
  }
  if (voidTags.has(tag)) {
    if (children !== null || innerHtml !== null)
      throw new Error(
        `${tag} is a self-closing tag and must neither have \`children\` nor use \`dangerouslySetInnerHTML\`.`,
      );
    out.html += html + '/>';
    out.lastText = false;
    return;
  }
  html += '>';
  if (innerHtml !== null) {
    if (children !== null) throw new Error('Can only set one of `children` or `props.dangerouslySetInnerHTML`.');
    if (typeof innerHtml !== 'object' || !('__html' in innerHtml))
      throw new Error('`props.dangerouslySetInnerHTML` must be in the form `{__html: ...}`.');
    const inner = (innerHtml as { __html: unknown }).__html;
    if (inner !== null && inner !== undefined) {
      html += tag === 'pre' || tag === 'listing' ? leadingNewline(inner) + inner : '' + inner;
    }
  }
  if (typeof children === 'string' && (tag === 'pre' || tag === 'listing') && children[0] === '\n') html += '\n';
  if (tag === 'script') {
    // Only a string child is written, with no `<script` in it that could close or open one.
    if (typeof children === 'string') html += children.replace(/(<\/|<)(s)(cript)/gi, scriptReplacer);
    out.html += html + '</script>';
    out.lastText = false;
    return;
  }
  out.html += html;
  out.lastText = false;
  // React writes a lone string child with its start tag, except in a custom element or a pre.
  if (typeof children === 'string' && !custom && tag !== 'pre' && tag !== 'listing') {
    out.html += escapeText(children);
  } else if (children !== null) {
    renderNode(children, out, childScope(tag, scope));
  }
  out.html += '</' + tag + '>';
  out.lastText = false;
}

const scriptReplacer = (_: string, prefix: string, s: string, suffix: string) =>
  prefix + (s === 's' ? '\\u0073' : '\\u0053') + suffix;

const leadingNewline = (html: unknown) => (typeof html === 'string' && html[0] === '\n' ? '\n' : '');

const buttonFormProps = new Set(['name', 'formAction', 'formEncType', 'formMethod', 'formTarget']);

const childScope = (tag: string, scope: Scope): Scope =>
  tag === 'picture' || tag === 'noscript' ? 'picture or noscript' : scope;

/** Whether React would add a preload of this image ahead of the HTML (see pushStartInstance's img). */
function asksForPreload(props: Record<string, unknown>, scope: Scope): boolean {
  const { src, srcSet } = props;
  if (props.loading === 'lazy' || (!src && !srcSet) || props.fetchPriority === 'low' || scope !== 'plain') return false;
  if ((typeof src !== 'string' && src != null) || (typeof srcSet !== 'string' && srcSet != null)) return false;
  const isData = (url: unknown) =>
    typeof url === 'string' && url[4] === ':' && url.slice(0, 4).toLowerCase() === 'data';
  return !isData(src) && !isData(srcSet);
}

/** `javascript:` with any control characters and spaces before it, and tabs or line breaks within it. */
const javascriptUrl = new RegExp(
  String.raw`^[\u0000-\u001F ]*` + [...'javascript'].join(String.raw`[\r\n\t]*`) + String.raw`[\r\n\t]*:`,
  'i',
);
const sanitizeUrl = (url: string) =>
  javascriptUrl.test(url)
    ? "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')"
    : url;

const plain = (name: string, value: unknown) => ` ${name}="${escapeText(value)}"`;
const unusable = (value: unknown) => typeof value === 'function' || typeof value === 'symbol';
const stringAttribute = (name: string, value: unknown) =>
  unusable(value) || typeof value === 'boolean' ? '' : plain(name, value);
const booleanAttribute = (name: string, value: unknown) => (value && !unusable(value) ? ` ${name}=""` : '');

/** An attribute of an HTML or SVG element, as React's pushAttribute writes it. */
function attribute(name: string, value: unknown): string {
  switch (name) {
    case 'className':
      return stringAttribute('class', value);
    case 'tabIndex':
      return stringAttribute('tabindex', value);
    case 'dir':
    case 'role':
    case 'viewBox':
    case 'width':
    case 'height':
      return stringAttribute(name, value);
    case 'style':
      return styleAttribute(value);
    case 'src':
    case 'href':
    case 'action':
    case 'formAction':
      // An empty src or href is left out; an empty action is written.
      if (value === '' && (name === 'src' || name === 'href')) return '';
      if (unusable(value) || typeof value === 'boolean') return '';
      return plain(name, sanitizeUrl('' + value));
    case 'defaultValue':
    case 'defaultChecked':
    case 'innerHTML':
    case 'suppressContentEditableWarning':
    case 'suppressHydrationWarning':
    case 'ref':
      return '';
    case 'autoFocus':
    case 'multiple':
    case 'muted':
      return booleanAttribute(name.toLowerCase(), value);
    case 'xlinkHref':
      if (unusable(value) || typeof value === 'boolean') return '';
      return plain('xlink:href', sanitizeUrl('' + value));
    case 'contentEditable':
    case 'spellCheck':
    case 'draggable':
    case 'value':
    case 'autoReverse':
    case 'externalResourcesRequired':
    case 'focusable':
    case 'preserveAlpha':
      return unusable(value) ? '' : plain(name, value);
    case 'capture':
    case 'download':
      if (value === true) return ` ${name}=""`;
      return value === false || unusable(value) ? '' : plain(name, value);
    case 'cols':
    case 'rows':
    case 'size':
    case 'span':
      return unusable(value) || isNaN(value as number) || !((value as number) >= 1) ? '' : plain(name, value);
    case 'rowSpan':
    case 'start':
      return unusable(value) || isNaN(value as number) ? '' : plain(name, value);
    case 'xlinkActuate':
    case 'xlinkArcrole':
    case 'xlinkRole':
    case 'xlinkShow':
    case 'xlinkTitle':
    case 'xlinkType':
      return stringAttribute('xlink:' + name.slice(5).toLowerCase(), value);
    case 'xmlBase':
    case 'xmlLang':
    case 'xmlSpace':
      return stringAttribute('xml:' + name.slice(3).toLowerCase(), value);
  }
  if (booleanProps.has(name)) return booleanAttribute(name, value);
  // Event handlers are never written.
  if (name.length > 2 && (name[0] === 'o' || name[0] === 'O') && (name[1] === 'n' || name[1] === 'N')) return '';
  const written = aliases.get(name) ?? name;
  if (!safeAttributeName(written) || unusable(value)) return '';
  if (typeof value === 'boolean') {
    const prefix = written.toLowerCase().slice(0, 5);
    if (prefix !== 'data-' && prefix !== 'aria-') return '';
  }
  return plain(written, value);
}

/** An attribute of a custom element (a tag with a hyphen), which React writes with fewer rules. */
function customAttribute(name: string, value: unknown): string {
  if (name === 'style') return styleAttribute(value);
  if (name === 'suppressContentEditableWarning' || name === 'suppressHydrationWarning' || name === 'ref') return '';
  const written = name === 'className' ? 'class' : name;
  if (!safeAttributeName(name) || unusable(value) || value === false) return '';
  if (value === true) return ` ${written}=""`;
  if (typeof value === 'object') return '';
  return plain(written, value);
}

const booleanProps = new Set([
  'inert',
  'allowFullScreen',
  'async',
  'autoPlay',
  'controls',
  'credentialless',
  'default',
  'defer',
  'disabled',
  'disablePictureInPicture',
  'disableRemotePlayback',
  'formNoValidate',
  'hidden',
  'loop',
  'noModule',
  'noValidate',
  'open',
  'playsInline',
  'readOnly',
  'required',
  'reversed',
  'scoped',
  'seamless',
  'itemScope',
]);

/** React's names for attributes that HTML and SVG spell otherwise. */
const aliases = new Map(
  Object.entries({
    acceptCharset: 'accept-charset',
    htmlFor: 'for',
    httpEquiv: 'http-equiv',
    crossOrigin: 'crossorigin',
    xmlnsXlink: 'xmlns:xlink',
    'panose-1': 'panose-1',
  }).concat(
    (
      'accentHeight alignmentBaseline arabicForm baselineShift capHeight clipPath clipRule colorInterpolation ' +
      'colorInterpolationFilters colorProfile colorRendering dominantBaseline enableBackground fillOpacity fillRule ' +
      'floodColor floodOpacity fontFamily fontSize fontSizeAdjust fontStretch fontStyle fontVariant fontWeight ' +
      'glyphName glyphOrientationHorizontal glyphOrientationVertical horizAdvX horizOriginX imageRendering ' +
      'letterSpacing lightingColor markerEnd markerMid markerStart maskType overlinePosition overlineThickness ' +
      'paintOrder pointerEvents renderingIntent shapeRendering stopColor stopOpacity strikethroughPosition ' +
      'strikethroughThickness strokeDasharray strokeDashoffset strokeLinecap strokeLinejoin strokeMiterlimit ' +
      'strokeOpacity strokeWidth textAnchor textDecoration textRendering transformOrigin underlinePosition ' +
      'underlineThickness unicodeBidi unicodeRange unitsPerEm vAlphabetic vHanging vIdeographic vMathematical ' +
      'vectorEffect vertAdvY vertOriginX vertOriginY wordSpacing writingMode xHeight'
    )
      .split(' ')
      .map((name) => [name, name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())]),
  ),
);

/** React's rule for attribute names (the XML name characters), in two parts: the first character, then the rest. */
const nameStart =
  String.raw`:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D` +
  String.raw`\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD`;
const attributeName = new RegExp(
  `^[${nameStart}][${nameStart}` + String.raw`\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$`,
);
const safeNames = new Map<string, boolean>();
function safeAttributeName(name: string): boolean {
  let safe = safeNames.get(name);
  if (safe === undefined) safeNames.set(name, (safe = attributeName.test(name)));
  return safe;
}

const unitless = new Set(
  (
    'animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup ' +
    'boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea ' +
    'gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight ' +
    'lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity ' +
    'stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth ' +
    'MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp msAnimationIterationCount msFlex msZoom ' +
    'msFlexGrow msFlexNegative msFlexOrder msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow ' +
    'msGridRowSpan WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup ' +
    'WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive WebkitFlexShrink WebkitLineClamp'
  ).split(' '),
);

function styleAttribute(style: unknown): string {
  if (typeof style !== 'object')
    throw new Error('The `style` prop expects a mapping from style properties to values, not a string.');
  let html = '';
  for (const name in style) {
    if (!Object.prototype.hasOwnProperty.call(style, name)) continue;
    const value = (style as Record<string, unknown>)[name];
    if (value === null || value === undefined || typeof value === 'boolean' || value === '') continue;
    let written: string;
    let text: string;
    if (name.startsWith('--')) {
      written = escapeText(name);
      text = escapeText(('' + value).trim());
    } else {
      written = escapeText(
        name
          .replace(/([A-Z])/g, '-$1')
          .toLowerCase()
          .replace(/^ms-/, '-ms-'),
      );
      text =
        typeof value === 'number'
          ? value === 0 || unitless.has(name)
            ? '' + value
            : value + 'px'
          : escapeText(('' + value).trim());
    }
    html += (html ? ';' : ' style="') + written + ':' + text;
  }
  return html ? html + '"' : '';
}

const mustEscape = /["'&<>]/;
const escapes: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** Text or an attribute value escaped as React escapes it. */
function escapeText(value: unknown): string {
  const text = '' + value;
  return mustEscape.test(text) ? text.replace(/["'&<>]/g, (c) => escapes[c]!) : text;
}

/**
 * The HTML of the tree that `tree` makes, rendered here when it can be and by React otherwise.
 * The tree is made again for React, so that whatever the first attempt collected is not counted
 * twice.
 */
export function renderToHtml(tree: () => ReactNode): string {
  if (reactOnly) return renderToString(tree());
  try {
    return renderStatic(tree());
  } catch (error) {
    if (!(error instanceof NotStatic)) throw error;
    renderedByReact.add(error.message);
    return renderToString(tree());
  }
}

let reactOnly = false;
/**
 * Why trees that React rendered instead could not render here, each reason once (a long-running
 * dev server keeps no more than the few there are), for a test to see.
 */
export const renderedByReact = new Set<string>();
/** Renders every tree with React (on) or here where possible (off): how a test holds the two side by side. */
export function renderWithReactOnly(on: boolean): void {
  reactOnly = on;
}
