import type { JsonLdReport } from './json-ld-rules.ts';

// What the SEO monitor checks and the shape of what it reports: its thresholds (spec section 9),
// the figures it measures on each page, and the report's lines.

/** The SEO monitor's thresholds (spec section 9). */
export const thresholds = {
  title: { min: 30, max: 60 },
  description: { min: 150, max: 160 },
  h1: 1,
  internalLinks: 10,
  textRatio: 0.2,
  altRatio: 0.8,
} as const;

/** The checks, in the order they are reported. */
export const checks = [
  'title',
  'description',
  'h1',
  'internal-links',
  'text-ratio',
  'image-alt',
  'lang',
  'canonical',
  'hreflang',
  'json-ld',
  'share',
  'duplicate-title',
  'duplicate-description',
] as const;
export type Check = (typeof checks)[number];

export interface Failure {
  /** The page's URL path (`/services/werkpaard`). */
  path: string;
  check: Check;
  message: string;
}

/** What the monitor measured on one page. */
export interface PageFigures {
  path: string;
  /** The page's absolute URL, from the site's address and its path. */
  url: string;
  /** The HTML file inside the audited folder. */
  file: string;
  lang: string;
  title: string;
  description: string;
  h1: number;
  /** Distinct pages of this site the page links to, itself left out. */
  internalLinks: number;
  /** Characters of visible text and of HTML. */
  textLength: number;
  htmlLength: number;
  textRatio: number;
  /**
   * Images that carry meaning (decorative ones, marked `alt=""` or `aria-hidden`, left out) and how
   * many have a text alternative.
   */
  images: number;
  imagesWithAlt: number;
  altRatio: number;
  canonical?: string;
  /** hreflang to absolute URL. */
  alternates: Record<string, string>;
  /** The og:image URL. */
  shareImage?: string;
  jsonLd: Omit<JsonLdReport, 'blocks'>;
}

export interface PageAudit {
  figures: PageFigures;
  failures: Failure[];
}

export interface SiteAudit {
  /** Indexable pages, by path. */
  pages: PageAudit[];
  /**
   * Pages left out because they ask search engines not to index them: redirect stubs, not-found
   * pages, the dashboard.
   */
  skipped: string[];
  /** Every failure, page-level and site-level, in page order. */
  failures: Failure[];
}

export interface AuditOptions {
  /** The site's own origin (`https://paardensprong.example`): canonical URLs and alternates must live there. */
  siteUrl: string;
  /** Languages every page must offer as hreflang alternates, besides `x-default`. */
  languages: readonly string[];
}

/** A built file as the monitor reads it. */
export interface HtmlFile {
  file: string;
  html: string;
}

/**
 * The URL path a file answers: `services.html` and `services/index.html` are `/services`,
 * `404.html` is `/404.html`.
 */
export function pathOfFile(file: string): string {
  if (file === 'index.html') return '/';
  if (/(^|\/)404\.html$/.test(file)) return `/${file}`;
  return '/' + file.replace(/(\/index)?\.html$/, '');
}

/** The monitor's report: one line per failing page and check, then a summary line. */
export function reportLines(audit: SiteAudit): string[] {
  const lines: string[] = [];
  const width = Math.max(0, ...audit.failures.map((f) => f.path.length));
  for (const page of audit.pages) {
    for (const check of checks) {
      const messages = page.failures.filter((f) => f.check === check).map((f) => f.message);
      if (messages.length) lines.push(`FAIL  ${page.figures.path.padEnd(width)}  ${check}: ${messages.join('; ')}`);
    }
  }
  const failing = audit.pages.filter((p) => p.failures.length).length;
  const checked = audit.pages.length;
  const skipped = `${audit.skipped.length} not indexable, skipped.`;
  lines.push(
    failing
      ? `SEO monitor: ${failing} of ${checked} pages fail (${lines.length} failing checks); ${skipped}`
      : `SEO monitor: all ${checked} pages pass every check; ${skipped}`,
  );
  return lines;
}
