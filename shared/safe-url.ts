/**
 * The one allow-list of what a link or image from content may point at. Markdown (bodies and
 * markdown fields) and every field that becomes an `href` or `src` go through `urlProblem`;
 * anything it refuses fails the build, so no content string can become a `javascript:` or
 * `data:` URL, or a link to another site that looks like a site path (`//evil.example`).
 */

/** The schemes a link may use. */
export const allowedSchemes = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/** What the allow-list accepts, for messages. */
export const allowedUrls =
  'http:, https:, mailto:, tel:, a site path such as /services/werkpaard or a fragment such as #contact';

/**
 * The URL as a browser reads it: browsers drop leading and trailing control characters and
 * spaces and every tab and line break inside (`java\tscript:` is `javascript:`), so the check
 * must see the same.
 */
export function normalizeUrl(url: string): string {
  return url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

const scheme = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Why `url` may not become a link or image, said for an editor, or undefined when it may.
 * Allowed: http:, https:, mailto: and tel: (in any letter case), paths inside the site (`/…`)
 * and fragments (`#…`).
 */
export function urlProblem(url: string): string | undefined {
  const clean = normalizeUrl(url);
  const shown = JSON.stringify(url.length > 80 ? `${url.slice(0, 77)}...` : url);
  if (clean === '') return `${shown} is empty; a link needs an address (${allowedUrls})`;
  if (clean.startsWith('#')) return undefined;
  const found = scheme.exec(clean);
  if (found) {
    const name = `${found[1]!.toLowerCase()}:`;
    if ((allowedSchemes as readonly string[]).includes(name)) return undefined;
    return `${shown} uses "${name}", which a link or image may not use; allowed are ${allowedUrls}`;
  }
  // `//host` and `/\host` leave the site although they look like paths.
  if (/^[/\\]{2}/.test(clean))
    return `${shown} leads to another site; write it in full with https:// (allowed are ${allowedUrls})`;
  if (clean.startsWith('/')) return undefined;
  return (
    `${shown} is not a full address or a site path; ` +
    `start a page of this site with / and another site with https:// (allowed are ${allowedUrls})`
  );
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  bsol: '\\',
  period: '.',
  lpar: '(',
  rpar: ')',
};

/** An attribute value as the browser reads it: character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    // An unknown name stays as written, which the allow-list refuses where a scheme would be.
    return entities[name] ?? whole;
  });
}

/** The attributes that hold an address a browser follows or loads. */
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'xlink:href']);
const mayHoldUrl = /(?:href|src|action|poster|cite|data)\s*=/i;
/**
 * An address attribute whose value does not start as an allowed address does; text may match too,
 * so matches are read again precisely.
 */
const allowedStart = String.raw`(?!https?:|mailto:|tel:|\/(?![/\\])|#)`;
const suspiciousPattern = new RegExp(
  String.raw`(?:${[...urlAttributes].join('|')})\s*=\s*` +
    String.raw`(?:"${allowedStart}|'${allowedStart}|(?!["'])${allowedStart})`,
  'gi',
);
/**
 * Whether an address attribute may hold a refused address (the name found first, then the space
 * before it: faster than one pattern).
 */
function suspicious(html: string): boolean {
  suspiciousPattern.lastIndex = 0;
  for (let found = suspiciousPattern.exec(html); found; found = suspiciousPattern.exec(html))
    if (/\s/.test(html[found.index - 1] ?? '')) return true;
  return false;
}
/**
 * One attribute of a tag and its value; a quoted value is taken whole, so text inside it is never
 * read as an attribute.
 */
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Every address in an HTML document's link and source attributes that the allow-list refuses.
 * The build checks each page with it as a last guard: a content field that reaches an `href` or
 * `src` without passing the schema's URL types shows up here. Only tags are read: text (where
 * `<` is always escaped) and the insides of scripts and styles are skipped.
 */
export function refusedUrlsIn(html: string): { url: string; problem: string }[] {
  // Fast path for the build's thousands of pages: no address attribute starts otherwise than an allowed one.
  if (!suspicious(html)) return [];
  const found: { url: string; problem: string }[] = [];
  const markup = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
  for (const tag of markup.matchAll(/<[a-z][^\s/>]*([^>]*)>/gi)) {
    // Most tags have no address at all: only those that might are read attribute by attribute.
    if (!mayHoldUrl.test(tag[1]!)) continue;
    for (const match of tag[1]!.matchAll(attributePattern)) {
      if (!urlAttributes.has(match[1]!.toLowerCase())) continue;
      const url = decodeAttribute(match[2] ?? match[3] ?? match[4] ?? '');
      // `href=""` is a link to the page itself; markdown never writes one.
      if (url === '') continue;
      const problem = urlProblem(url);
      if (problem) found.push({ url, problem });
    }
  }
  return found;
}
