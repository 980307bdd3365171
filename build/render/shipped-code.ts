import { inlineCode } from './csp.ts';
import type { Assets } from './head.ts';

/**
 * The last guard of the policy: a page may hold only the inline code the site's own code ships,
 * known before any page is rendered. The scripts are those of the page template, the head's
 * (language detection, contrast switch, the not-found lookup, from the browser bundle) and the
 * not-found page's log line; no style element or attribute, no event attribute, no image from
 * another origin, no form that submits by itself. A page that holds anything else is a bug the
 * escaping let through, and fails the build with the page and what was found, instead of having
 * the policy widened to allow it.
 */

/** What a page is rendered with that decides which inline scripts it may hold. */
export interface ShippedSources {
  assets: Pick<Assets, 'detectLanguage' | 'contrast' | 'notFound'>;
  template: string;
}

const allowedBySetup = new WeakMap<ShippedSources, Set<string>>();

/** The texts of the inline scripts the site's code ships, for pages rendered with `sources`. */
export function shippedScripts(sources: ShippedSources): Set<string> {
  let allowed = allowedBySetup.get(sources);
  if (!allowed) {
    const { detectLanguage, contrast, notFound } = sources.assets;
    allowed = new Set([detectLanguage, contrast, notFound, ...inlineCode(sources.template).scripts]);
    allowedBySetup.set(sources, allowed);
  }
  return allowed;
}

/** A tag's name and attributes, quoted values read whole (an `onload=` inside an alt text is text). */
const tagPattern = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const attributePattern = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const short = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** What a piece of HTML (whose inline code is `code`) holds beyond the shipped code, said in a few words each. */
export function unshippedCode(html: string, allowed: Set<string>, code = inlineCode(html)): string[] {
  const found: string[] = [];
  const { scripts, styles, styleAttributes } = code;
  for (const script of scripts) if (!allowed.has(script)) found.push(`an inline script ${short(script)}`);
  for (const style of styles) found.push(`a style element ${short(style)}`);
  for (const style of styleAttributes) found.push(`a style attribute ${short(style)}`);
  // Most pages hold no tag with such an attribute at all: only those are read tag by tag.
  if (!/\s(on[a-z]+|action|src)\s*=/i.test(html)) return found;
  const markup = html.replace(/<(script|style)(\s[^>]*)?>[\s\S]*?<\/\1\s*>/gi, '');
  for (const [, tag, attributes = ''] of markup.matchAll(tagPattern)) {
    for (const [, name, ...values] of attributes.matchAll(attributePattern)) {
      const value = values.find((v) => v !== undefined) ?? '';
      const lower = name!.toLowerCase();
      if (lower.startsWith('on')) found.push(`an event attribute ${lower}=${short(value)} on <${tag}>`);
      else if (lower === 'action' && tag!.toLowerCase() === 'form')
        found.push(`a form that submits to ${short(value)}`);
      else if (lower === 'src' && /^\s*(https?:)?\/\//i.test(value))
        found.push(`<${tag}> from another origin ${short(value)}`);
    }
  }
  return found;
}

/** Shared parts (header, footer) found to hold only shipped code; each is the same on many pages. */
const sharedChecked = new Set<string>();

/**
 * Fails when a page, given as its own HTML and its `shared` parts, holds code the site does not
 * ship; `page` is its path, for the message. `ownCode` is the inline code of `own`, read once for
 * this check and the page's policy.
 */
export function checkShippedCode(
  page: string,
  own: string,
  shared: readonly string[],
  sources: ShippedSources,
  ownCode = inlineCode(own),
): void {
  const allowed = shippedScripts(sources);
  const found = unshippedCode(own, allowed, ownCode);
  for (const part of shared) {
    if (sharedChecked.has(part)) continue;
    const inPart = unshippedCode(part, allowed);
    if (!inPart.length && sharedChecked.size < 1_000) sharedChecked.add(part);
    found.push(...inPart);
  }
  if (found.length)
    throw new Error(
      `The page ${page} holds what the site's code does not ship, which its policy will not allow: ` +
        `${[...new Set(found)].join('; ')}. A content field let markup through: find it and escape it.`,
    );
}
