import type { RedirectData } from '../../kinds/schemas.ts';
import { languages } from '../../kinds/fields.ts';
import { localePath, outputFile } from '../../shared/paths.ts';
import { escapeHtml } from '../../shared/escape.ts';
import { fillTemplate } from '../render/template.ts';
import { withPolicyMeta } from '../render/csp.ts';

/** One redirect in one language, with URL paths as visitors see them. */
export interface Redirect {
  from: string;
  to: string;
  lang: 'nl' | 'en';
}

/** Every redirect in both languages. */
export function expandRedirects(redirects: RedirectData): Redirect[] {
  return languages.flatMap((lang) =>
    redirects.map((r) => ({ lang, from: localePath(lang, r.from), to: localePath(lang, r.to) })),
  );
}

/**
 * The HTML stubs, the `_redirects` file and the nginx rules for a list of redirects. A stub
 * replaces itself with its target (no history entry, as the spec asks), falls back to a meta
 * refresh without script, and tells search engines the target is the real page. The query string
 * (`?utm_source=nieuwsbrief`) and the fragment go along. Its script is
 * the same in every stub (the target is an attribute), so the site's policy needs one hash for
 * all of them.
 */
export function renderRedirects(
  redirects: Redirect[],
  siteUrl: string,
  template: string,
  linkText: Record<'nl' | 'en', string>,
  titleOf: (to: string) => string,
): Map<string, string> {
  const files = new Map<string, string>();
  for (const r of redirects) {
    files.set(
      outputFile(r.from),
      withPolicyMeta(
        fillTemplate(template, {
          lang: r.lang,
          title: escapeHtml(titleOf(r.to)),
          canonical: escapeHtml(siteUrl + r.to),
          target: escapeHtml(r.to),
          // The same page in the other language, for a visitor who reads that one: one hop, not two.
          alternate: escapeHtml(
            localePath(
              r.lang === 'nl' ? 'en' : 'nl',
              r.lang === 'en' ? r.to.replace(/^\/en(?=\/|$)/, '') || '/' : r.to,
            ),
          ),
          linkText: escapeHtml(linkText[r.lang]),
        }),
      ),
    );
  }
  // Only redirects: Cloudflare Pages serves the nearest 404.html of an unknown path by itself, and
  // refuses a rule that answers with 404; elsewhere the root 404.html fetches its variant (see
  // src/client/not-found.ts).
  const lines = redirects.map((r) => `${r.from} ${r.to} 301`);
  files.set('_redirects', lines.join('\n') + '\n');
  // nginx answers the same paths with the same 301s (deploy/nginx.conf includes this file).
  files.set(
    '_nginx/redirects.conf',
    [
      '# Made by the build from content/redirects.yaml (build/output/redirects.ts).',
      ...redirects.map((r) => `location = ${r.from} { return 301 ${r.to}; }`),
      '',
    ].join('\n'),
  );
  return files;
}
