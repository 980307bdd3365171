import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  formatPolicy,
  inlineCode,
  mergePolicies,
  policyFor,
  policyInMeta,
  policyMeta,
  policyMetaFor,
  withPolicyMeta,
} from '../../build/render/csp.ts';
import { headersFor, parseHeadersFile } from '../../build/output/headers.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (head: string, body = '') =>
  `<!doctype html>\n<html lang="nl">\n<head>\n<meta ` +
  `charset="utf-8">\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

describe('the policy of a page', () => {
  it('allows exactly the inline scripts and style elements the page holds, by hash', () => {
    const html = page(
      '<script>console.log(1)</script><script type="module">import("/a.js")</script><style>p{color:red}</style>',
      '<script type="application/json">{"a":"</x>"}</script><script ' +
        'type="application/ld+json">{}</script><script src="/assets/main.js"></script>',
    );
    const policy = policyFor(html);
    expect(policy.get('script-src')).toEqual(["'self'", ...[hash('console.log(1)'), hash('import("/a.js")')].sort()]);
    expect(policy.get('style-src')).toEqual(["'self'", hash('p{color:red}')]);
  });

  it('allows no inline script, style or style attribute that the page does not hold', () => {
    const policy = policyFor(page('<title>x</title>'));
    expect(formatPolicy(policy)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; " +
        "connect-src 'self' https://api.emailjs.com; form-action 'none'; base-uri 'none'; " +
        "object-src 'none'",
    );
  });

  it('reads style attributes outside scripts only, and allows them by hash, never with unsafe-inline', () => {
    const { styleAttributes } = inlineCode(
      page('', '<p style="color:red">x</p><script type="application/json">{"html":"<b style=\\"x\\">"}</script>'),
    );
    expect(styleAttributes).toEqual(['color:red']);
    expect(policyFor(page('', '<p style="color:red">x</p>')).get('style-src')).toEqual([
      "'self'",
      "'unsafe-hashes'",
      hash('color:red'),
    ]);
  });

  it('allows the origins of images from other sites, and forms that submit', () => {
    const policy = policyFor(
      page(
        '',
        '<img src="https://images.example/a.png" alt=""><form action="/zoek"></form><form ' +
          'action="https://forms.example/x"></form>',
      ),
    );
    expect(policy.get('img-src')).toEqual(["'self'", 'https://images.example']);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://forms.example']);
  });

  it('goes in a meta tag right after the charset, before every script, and replaces an older one', () => {
    const html = withPolicyMeta(withPolicyMeta(page('<script>a()</script>')));
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script>'));
    expect(html).toContain('<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy"');
    expect(policyInMeta(html)?.get('script-src')).toEqual(["'self'", hash('a()')]);
  });

  it('merges pages into one policy under which each of them works', () => {
    const merged = mergePolicies([
      policyFor(page('<script>a()</script>')),
      policyFor(page('<script>b()</script>', '<form action="/x"></form>')),
    ]);
    expect(merged.get('script-src')).toEqual(["'self'", ...[hash('a()'), hash('b()')].sort()]);
    expect(merged.get('form-action')).toEqual(["'self'"]);
    expect(merged.get('object-src')).toEqual(["'none'"]);
  });

  it('reads a page given apart from its shared parts as the whole page', () => {
    const header = '<header><script>menu()</script><img src="https://cdn.example/a.png" alt=""></header>';
    const footer = '<footer><form action="https://forms.example/send"></form><p style="color:red">x</p></footer>';
    const own = page('<script>a()</script>', '<main><img src="https://img.example/b.png" alt=""></main>');
    const whole = own.replace('<main>', `${header}<main>`).replace('</main>', `</main>${footer}`);
    const tag = policyMetaFor(own, [header, footer]);
    expect(tag).toBe(policyMeta(policyFor(whole)));
    expect(policyInMeta(tag)!.get('form-action')).toEqual(['https://forms.example']);
    expect(policyFor(own).get('form-action')).toEqual(["'none'"]);
  });

  it('gives pages with the same shared parts each the policy of its own inline code', () => {
    const header = '<header><script>menu()</script></header>';
    const footer = '<footer><p>x</p></footer>';
    // The tag of one page is kept for the next with the same parts: it must not hide what differs.
    const owns = [
      page('', '<main></main>'),
      page('<script>a()</script>', '<main></main>'),
      page('', '<main><p style="color:red">x</p></main>'),
      page('', '<main><img src="https://img.example/b.png" alt=""></main>'),
      page('', '<main><form action="/send"></form></main>'),
      page('<script>b()</script>', '<main></main>'),
      page('', '<main></main>'),
    ];
    const tags = owns.map((own) => policyMetaFor(own, [header, footer]));
    for (const [i, own] of owns.entries()) {
      const whole = own.replace('<main>', `${header}<main>`).replace('</main>', `</main>${footer}`);
      expect(tags[i], `page ${i}`).toBe(policyMeta(policyFor(whole)));
    }
    expect(new Set(tags).size).toBe(6);
  });
});

describe('the headers of the built site', () => {
  const siteDir = () => inject('siteDir');

  it("has a policy in every HTML file, whose hashes match the page's inline scripts", async () => {
    const files = (await readdir(siteDir(), { recursive: true })).map(String).filter((f) => f.endsWith('.html'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const html = await readFile(path.join(siteDir(), file), 'utf8');
      const policy = policyInMeta(html);
      expect(policy, file).toBeDefined();
      const scripts = inlineCode(html).scripts;
      expect(policy!.get('script-src'), file).toEqual(["'self'", ...[...new Set(scripts.map(hash))].sort()]);
      // No page needs inline styles: what remains is listed in DEPLOYING.md#styles-without-unsafe-inline.
      expect(policy!.get('style-src'), `${file} has a style attribute or element; use a class in src/styles`).toEqual([
        "'self'",
      ]);
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), file).toBeLessThan(html.indexOf('<script'));
    }
  });

  it('sends one policy for all pages, HSTS and the other headers of _headers; hashed assets cache a year', async () => {
    const rules = parseHeadersFile(await readFile(path.join(siteDir(), '_headers'), 'utf8'));
    const page = headersFor(rules, '/services/werkpaard');
    expect(page['content-security-policy']).toMatch(
      new RegExp(
        `^${[
          "default-src 'self'",
          String.raw`script-src 'self'( 'sha256-[\w+/=]+')+`,
          "style-src 'self'",
          "img-src 'self'",
          "font-src 'self'",
          String.raw`connect-src 'self' https://api\.emailjs\.com`,
          "form-action 'none'",
          "base-uri 'none'",
          "object-src 'none'",
          "frame-ancestors 'none'",
        ].join('; ')}$`,
      ),
    );
    expect(page).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(page['permissions-policy']).toContain('camera=()');
    expect(page['cache-control']).toBeUndefined();
    expect(headersFor(rules, '/assets/main-ABC.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    const nginx = await readFile(path.join(siteDir(), '_nginx/headers.conf'), 'utf8');
    expect(nginx).toContain(`add_header Content-Security-Policy "${page['content-security-policy']}" always;`);
  });
});
