import { escapeHtml } from '../../shared/escape.ts';
import {
  auditPage,
  checks,
  combineAudits,
  thresholds,
  type Check,
  type HtmlFile,
  type PageAudit,
  type SiteAudit,
} from './audit.ts';
import { withPolicyMeta } from '../render/csp.ts';
import { languages } from '../../kinds/fields.ts';

const e = escapeHtml;
const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;

/** Which checks each figure column answers, so a failing figure is marked. */
const columns: {
  heading: string;
  checks: Check[];
  value: (p: PageAudit['figures']) => string;
  title?: (p: PageAudit['figures']) => string;
}[] = [
  {
    heading: `Title (${thresholds.title.min}-${thresholds.title.max})`,
    checks: ['title', 'duplicate-title'],
    value: (p) => String([...p.title].length),
    title: (p) => p.title,
  },
  {
    heading: `Description (${thresholds.description.min}-${thresholds.description.max})`,
    checks: ['description', 'duplicate-description'],
    value: (p) => String([...p.description].length),
    title: (p) => p.description,
  },
  { heading: 'h1', checks: ['h1'], value: (p) => String(p.h1) },
  {
    heading: `Internal links (≥ ${thresholds.internalLinks})`,
    checks: ['internal-links'],
    value: (p) => String(p.internalLinks),
  },
  {
    heading: `Text / code (≥ ${pct(thresholds.textRatio)})`,
    checks: ['text-ratio'],
    value: (p) => pct(p.textRatio),
    title: (p) => `${p.textLength} of ${p.htmlLength} characters`,
  },
  {
    heading: `Alt text (≥ ${pct(thresholds.altRatio)})`,
    checks: ['image-alt'],
    value: (p) => (p.images ? `${p.imagesWithAlt}/${p.images}` : '–'),
  },
  {
    heading: 'Canonical, hreflang',
    checks: ['lang', 'canonical', 'hreflang'],
    value: (p) => `${p.lang} · ${Object.keys(p.alternates).join(' ')}`,
  },
  {
    heading: 'Structured data',
    checks: ['json-ld'],
    value: (p) => p.jsonLd.types.join(', '),
    title: (p) => p.jsonLd.warnings.join('\n'),
  },
  {
    heading: 'Share image',
    checks: ['share'],
    value: (p) => p.shareImage?.split('/').at(-1) ?? '–',
    title: (p) => p.shareImage ?? '',
  },
];

/**
 * The SEO monitor's dashboard: every indexable page with its figures, failing ones marked and
 * explained. A developer's page: kept out of search and linked from nowhere.
 */
export function renderDashboard(audit: SiteAudit, siteName: string): string {
  const failing = audit.pages.filter((p) => p.failures.length).length;
  const rows = audit.pages.map((page) => {
    const f = page.figures;
    const failed = new Set(page.failures.map((x) => x.check));
    const cells = columns.map((c) => {
      const bad = c.checks.some((x) => failed.has(x));
      const title = c.title?.(f);
      return `<td${bad ? ' class="fail"' : ''}${title ? ` title="${e(title)}"` : ''}>${e(c.value(f))}</td>`;
    });
    const problems = page.failures.length
      ? `<ul>${page.failures.map((x) => `<li><b>${e(x.check)}</b> ${e(x.message)}</li>`).join('')}</ul>`
      : 'pass';
    const marked = page.failures.length ? ' class="row-fail"' : '';
    const link = `<a href="${e(f.path)}">${e(f.path)}</a>`;
    return `<tr${marked}><th scope="row">${link}</th>${cells.join('')}<td>${problems}</td></tr>`;
  });
  const summary =
    `${audit.pages.length} indexable pages, ${failing} failing; ` +
    `${audit.skipped.length} not indexable, skipped. Checks: ${checks.join(', ')}.`;
  const headings = columns.map((c) => `<th scope="col">${e(c.heading)}</th>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>SEO monitor | ${e(siteName)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1f2a2e; background: #faf6f0; }
h1 { font-size: 22px; margin: 0 0 4px; }
table { border-collapse: collapse; width: 100%; background: #fffdf9; }
th, td { border: 1px solid #e0d5c5; padding: 4px 8px; text-align: left; vertical-align: top; }
thead th { position: sticky; top: 0; background: #16322a; color: #fffdf9; }
td.fail { background: #f6d5c7; color: #8a3a1d; font-weight: 600; }
tr.row-fail th { border-left: 4px solid #a84a28; }
ul { margin: 0; padding-left: 16px; }
</style>
</head>
<body>
<main>
<h1>SEO monitor</h1>
<p>${summary}</p>
<table>
<thead><tr><th scope="col">Page</th>${headings}<th scope="col">Problems</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</main>
</body>
</html>
`;
}

/**
 * The SEO monitor's page (`seo-monitor/index.html`) for the pages of a site, audited one at a
 * time as they come: the build writes it from the pages it wrote, the dev server from its own.
 */
export async function seoDashboardPage(
  pages: AsyncIterable<HtmlFile> | Iterable<HtmlFile>,
  site: { url: string; name: string },
): Promise<string> {
  const audits: PageAudit[] = [];
  const skipped: string[] = [];
  for await (const page of pages) {
    const audit = auditPage(page, { siteUrl: site.url, languages });
    if (audit) audits.push(audit);
    else skipped.push(page.file);
  }
  return withPolicyMeta(renderDashboard(combineAudits(audits, skipped), site.name));
}
