import { formatPolicy, mergePolicies, parsePolicy, type Policy } from '../render/csp.ts';

/**
 * The response headers of the site, written for the hosts that read a file of them: `_headers`
 * for Netlify and Cloudflare Pages, `_nginx/headers.conf` for the nginx configuration in
 * `deploy/nginx.conf`; the preview server reads `_headers` too. Every host thus sends the same
 * headers.
 */

/**
 * One rule of `_headers`: a path pattern (`*` matches anything), the headers sent for it, and the
 * headers other rules set that it takes away again (`! Name`, as Cloudflare Pages reads it).
 */
export interface HeaderRule {
  path: string;
  headers: [string, string][];
  detach?: string[];
}

/** Hashed files never change under their name: they may be cached for a year. */
export const immutable = 'public, max-age=31536000, immutable';

/**
 * Where browsers report what the policy blocked: the https address in the build's environment
 * (`CSP_REPORT_URL`), or none. Only a header can ask for reports (a meta policy cannot), so they
 * come from hosts that send `_headers` or the nginx headers.
 */
export function reportEndpoint(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.CSP_REPORT_URL?.trim();
  if (!url) return undefined;
  if (!/^https:\/\/[^\s"',;]+$/.test(url)) throw new Error(`CSP_REPORT_URL must be an https address, not ${url}`);
  return url;
}

/** The headers of every response, with the site's policy, and where it reports (see reportEndpoint). */
export function securityHeaders(policy: Policy, report = reportEndpoint()): [string, string][] {
  // report-to for browsers with the Reporting API (Chromium), report-uri for the others.
  const reporting: [string, string[]][] = report
    ? [
        ['report-to', ['csp']],
        ['report-uri', [report]],
      ]
    : [];
  return [
    // Only a header can keep the site out of other sites' frames; a meta policy cannot.
    ['Content-Security-Policy', formatPolicy(new Map([...policy, ['frame-ancestors', ["'none'"]], ...reporting]))],
    ...(report ? [['Reporting-Endpoints', `csp="${report}"`] as [string, string]] : []),
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/**
 * The policy of a drawing opened at its own address: nothing loads, nothing runs, no form or link
 * acts (sandbox). A second wall behind the cleaning of every published SVG (images/clean-svg.ts).
 * Hosts join it to the site's policy as a second one, and a browser keeps to both.
 */
export const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The rules every host gets: security headers everywhere, long caching for the hashed assets. */
export function headerRules(policy: Policy): HeaderRule[] {
  // Cache-Control only under /assets/: hosts join a header set by two rules into one value.
  return [
    { path: '/*', headers: securityHeaders(policy) },
    { path: '/assets/*', headers: [['Cache-Control', immutable]] },
    { path: '/*.svg', headers: [['Content-Security-Policy', svgPolicy]] },
  ];
}

const generated = 'Made by the build from the pages (build/output/headers.ts); edit the generator, not this file.';

/** `_headers`, as Netlify and Cloudflare Pages read it. */
export function renderHeadersFile(rules: HeaderRule[]): string {
  return [
    `# ${generated}`,
    ...rules.flatMap((r) => [
      r.path,
      ...(r.detach ?? []).map((name) => `  ! ${name}`),
      ...r.headers.map(([name, value]) => `  ${name}: ${value}`),
    ]),
    '',
  ].join('\n');
}

/**
 * The security headers as nginx directives, for `include` in the server block and in every
 * location that adds headers of its own (nginx drops inherited `add_header`s there). `always`
 * sends them with error responses too.
 */
export function renderNginxHeaders(policy: Policy): string {
  // A drawing gets the policy of its own too (see svgPolicy); nginx sends no header whose value is empty.
  const svg = [
    'set $svg_policy "";',
    `if ($uri ~* "\\.svg$") { set $svg_policy "${svgPolicy}"; }`,
    'add_header Content-Security-Policy $svg_policy always;',
  ];
  return renderNginxHeaderLines(securityHeaders(policy), svg);
}

/** Headers as nginx `add_header` directives (see renderNginxHeaders), for a file of the build. */
export function renderNginxHeaderLines(headers: [string, string][], extra: string[] = []): string {
  const lines = headers.map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
  return [`# ${generated}`, ...lines, ...extra, ''].join('\n');
}

/** Reads `_headers`: each unindented line is a path pattern, each indented `Name: value` line a header of it. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    if (line.trim().startsWith('!')) {
      (rule.detach ??= []).push(line.trim().slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers the rules give a URL path, as Cloudflare Pages does: a header set by several rules
 * is joined with commas, and a rule's `! Name` takes away what the rules before it set.
 */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = new RegExp(
      `^${rule.path
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+'))
        .join('.*')}$`,
    );
    if (!pattern.test(urlPath)) continue;
    for (const name of rule.detach ?? []) delete headers[name.toLowerCase()];
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
    }
  }
  return headers;
}

/** The files of response headers for the hosts that read them. */
export const headerFiles = ['_headers', '_nginx/headers.conf'];

/**
 * `_headers` (Netlify, Cloudflare Pages) and `_nginx/headers.conf` from the policies of the HTML
 * files of the site (as their meta tags say them): one policy under which every page works.
 */
export function hostHeaderFiles(policies: Iterable<string>, extraRules: HeaderRule[] = []): Map<string, string> {
  const policy = mergePolicies([...policies].map(parsePolicy));
  return new Map([
    ['_headers', renderHeadersFile([...headerRules(policy), ...extraRules])],
    ['_nginx/headers.conf', renderNginxHeaders(policy)],
  ]);
}
