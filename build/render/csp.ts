import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of the site, built from the pages themselves: each page allows
 * exactly the inline scripts and styles it holds (by their sha256 hashes, computed from the
 * rendered HTML, so a new inline script needs no change here), the site's own files, and the
 * e-mail service the MT pitch form sends to. Every HTML file carries its policy in a
 * `<meta http-equiv>` tag, for hosts that send no headers; `_headers` and the nginx
 * configuration send the union of all pages' policies plus what only a header can say
 * (`frame-ancestors`), see build/output/headers.ts.
 */

/** Where `@emailjs/browser` sends the MT pitch request (its default origin). */
export const emailServiceOrigin = 'https://api.emailjs.com';

/** A policy as directives and their sources, in the order they are written. */
export type Policy = Map<string, string[]>;

/** Hashes by text: the same few inline scripts recur on every page of a build. */
const hashes = new Map<string, string>();
const sha256 = (text: string) => {
  let hash = hashes.get(text);
  if (hash === undefined) {
    hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (hashes.size < 10_000) hashes.set(text, hash);
  }
  return hash;
};

/** `type` values that make a `<script>` run; any other type (JSON, JSON-LD) is data, which CSP does not govern. */
const scriptTypes = /^(|module|(text|application)\/(java|ecma)script)$/i;
const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((v) => v !== undefined);

/** The inline scripts, inline style elements and style attributes of some HTML. */
export interface InlineCode {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

/** The inline scripts, inline style elements and style attributes of an HTML document. */
export function inlineCode(html: string): InlineCode {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!scriptTypes.test((attribute(attributes, 'type') ?? '').trim())) continue;
    scripts.push(match[2]!);
  }
  const styles = !html.includes('<style')
    ? []
    : [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]!);
  // Style attributes outside scripts and styles (a JSON prop may well contain the text `style="`);
  // most pages have none at all.
  if (!/\sstyle\s*=/i.test(html)) return { scripts, styles, styleAttributes: [] };
  const markup = html.replace(/<(script|style)(\s[^>]*)?>[\s\S]*?<\/\1\s*>/gi, '');
  const styleAttributes = [...markup.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) =>
    (m[1] ?? m[2]!)
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
  return { scripts, styles, styleAttributes };
}

/** The origins of absolute images a page shows (`<img src>`), which `img-src` must allow. */
function imageOrigins(html: string): string[] {
  const origins = new Set<string>();
  if (!/src\s*=\s*"https?:/i.test(html)) return [];
  for (const match of html.matchAll(/<img\s[^>]*?\bsrc\s*=\s*"(https?:\/\/[^"]+)"/gi)) {
    try {
      origins.add(new URL(match[1]!.replace(/&amp;/g, '&')).origin);
    } catch {
      // An address that does not parse loads nothing.
    }
  }
  return [...origins];
}

/** Where the forms of some HTML submit to; none when no form submits by itself. */
function formTargets(html: string): string[] {
  const targets = new Set<string>();
  for (const match of html.matchAll(/<form(\s[^>]*)?>/gi)) {
    const action = attribute(match[1] ?? '', 'action');
    if (action === undefined) continue;
    targets.add(/^https?:\/\//i.test(action) ? new URL(action).origin : "'self'");
  }
  return [...targets];
}

/** What a piece of HTML asks of the policy. */
interface PolicyNeeds {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
  images: string[];
  forms: string[];
}

const needsOf = (html: string, code = inlineCode(html)): PolicyNeeds => ({
  ...code,
  images: imageOrigins(html),
  forms: formTargets(html),
});

/** The needs of parts that thousands of pages hold alike (see policyMetaFor), read once each and numbered. */
const sharedNeeds = new Map<string, { needs: PolicyNeeds; id: number }>();
const needsOfShared = (html: string): { needs: PolicyNeeds; id?: number } => {
  let known = sharedNeeds.get(html);
  if (!known) {
    const needs = needsOf(html);
    if (sharedNeeds.size >= 1_000) return { needs };
    known = { needs, id: sharedNeeds.size };
    sharedNeeds.set(html, known);
  }
  return known;
};

const unique = (values: string[]) => [...new Set(values)];

/** The policy one HTML document needs, from what it holds. */
export function policyFor(html: string): Policy {
  return policyOf([needsOf(html)]);
}

/**
 * The meta tag of the policy of a page, given without the `shared` parts that other pages hold
 * too (its header and footer), which are read once for all pages: the policy is the same as
 * policyFor gives for the whole document. Most pages of a build hold no inline code of their own
 * and the same few parts, so the tag is made once for each such combination, and looked up by the
 * parts' numbers and what the page holds of its own. `code` is the page's inline code, when the
 * caller read it already (see checkShippedCode).
 */
export function policyMetaFor(html: string, shared: readonly string[], code?: InlineCode): string {
  const own = needsOf(html, code);
  const parts = shared.map(needsOfShared);
  const ownNeeds = Object.values(own).some((values) => values.length) ? JSON.stringify(own) : '';
  // A part past the thousand kept has no number, and such a page is not looked up.
  const numbered = parts.every((part) => part.id !== undefined);
  const key = numbered ? `${parts.map((part) => part.id).join(',')} ${ownNeeds}` : undefined;
  let tag = key === undefined ? undefined : policyTags.get(key);
  if (tag === undefined) {
    tag = policyMeta(policyOf([own, ...parts.map((part) => part.needs)]));
    if (key !== undefined && policyTags.size < 1_000) policyTags.set(key, tag);
  }
  return tag;
}

const policyTags = new Map<string, string>();

function policyOf(all: PolicyNeeds[]): Policy {
  const each = <K extends keyof PolicyNeeds>(key: K) => unique(all.flatMap((needs) => needs[key]));
  const styleAttributes = each('styleAttributes');
  // Style attributes cannot carry a hash, except under 'unsafe-hashes'; the site has none (see
  // DEPLOYING.md#styles-without-unsafe-inline), but a page that gets one keeps working.
  const attributeHashes = styleAttributes.length
    ? ["'unsafe-hashes'", ...unique(styleAttributes.map(sha256)).sort()]
    : [];
  const forms = each('forms').sort();
  return new Map([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(each('scripts').map(sha256)).sort()]],
    ['style-src', ["'self'", ...unique(each('styles').map(sha256)).sort(), ...attributeHashes]],
    ['img-src', ["'self'", ...each('images').sort()]],
    ['font-src', ["'self'"]],
    // 'self' for the not-found page, which fetches its variant on hosts that serve only the root 404.html.
    ['connect-src', ["'self'", emailServiceOrigin]],
    // 'none' when no form submits by itself (the site's forms open mail drafts by script).
    ['form-action', forms.length ? forms : ["'none'"]],
    ['base-uri', ["'none'"]],
    ['object-src', ["'none'"]],
  ]);
}

/** The union of several pages' policies: one policy that every one of them works under. */
export function mergePolicies(policies: Iterable<Policy>): Policy {
  const merged: Policy = new Map();
  for (const policy of policies) {
    for (const [directive, sources] of policy) {
      const all = new Set([...(merged.get(directive) ?? []), ...sources]);
      // 'none' means nothing else: it gives way as soon as another page allows something.
      if (all.size > 1) all.delete("'none'");
      merged.set(directive, [...all].sort(sourceOrder));
    }
  }
  return merged;
}

/** Keywords first, then hashes, then origins, each sorted, so the policy reads the same in every build. */
const sourceOrder = (a: string, b: string) => {
  const rank = (s: string) => (s.startsWith("'sha") ? 1 : s.startsWith("'") ? 0 : 2);
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
};

/** A policy as the header's value. */
export function formatPolicy(policy: Policy): string {
  return [...policy].map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
}

/** A header value back into a policy. */
export function parsePolicy(value: string): Policy {
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([directive, ...sources]) => [directive!.toLowerCase(), sources]),
  );
}

const metaPattern = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">\n?/;

/**
 * The HTML document with its policy as a `<meta http-equiv>` tag, placed right after the
 * charset so it governs every script and style that follows. A meta policy cannot say
 * `frame-ancestors` (browsers ignore it there): only the headers keep the site out of frames.
 * A page put together from shared parts gives `policy`, read from its pieces (see policyFor).
 */
export function withPolicyMeta(html: string, policy?: Policy): string {
  const document = withoutPolicyMeta(html);
  return placePolicyMeta(document, policyMeta(policy ?? policyFor(document)));
}

/** The meta tag that carries a policy. */
export function policyMeta(policy: Policy): string {
  const content = formatPolicy(policy).replace(/"/g, '&quot;');
  return `<meta http-equiv="Content-Security-Policy" content="${content}">`;
}

/**
 * A document template with the mark `{{name}}` where withPolicyMeta puts the policy's tag, for
 * pages that fill it in as they are made instead of copying the whole page again to insert it.
 */
export const withPolicySlot = (template: string, name: string): string =>
  placePolicyMeta(withoutPolicyMeta(template), `{{${name}}}`);

const withoutPolicyMeta = (html: string) =>
  html.includes('<meta http-equiv="Content-Security-Policy"') ? html.replace(metaPattern, '') : html;

/** Puts `tag` on a line of its own after the charset, or else at the start of the head. */
function placePolicyMeta(document: string, tag: string): string {
  const charset = /<meta charset="utf-8">\n?/i.exec(document);
  if (charset)
    return (
      document.slice(0, charset.index + charset[0].length) +
      tag +
      '\n' +
      document.slice(charset.index + charset[0].length)
    );
  return document.replace(/<head>\n?/i, (head) => `${head}${tag}\n`);
}

/** One string per distinct policy: a build notes the policy of each of thousands of pages. */
const policyTexts = new Map<string, string>();

/** The policy a document carries in its meta tag, as the header's value, if any. */
export function policyTextInMeta(html: string): string | undefined {
  const found = metaPattern.exec(html);
  if (!found) return undefined;
  const text = found[1]!.replace(/&quot;/g, '"');
  let known = policyTexts.get(text);
  if (known === undefined) {
    // A copy: a match is a slice that would keep the whole page's HTML in memory.
    known = Buffer.from(text, 'utf8').toString('utf8');
    policyTexts.set(known, known);
  }
  return known;
}

/** The policy a document carries in its meta tag, if any. */
export function policyInMeta(html: string): Policy | undefined {
  const text = policyTextInMeta(html);
  return text === undefined ? undefined : parsePolicy(text);
}
