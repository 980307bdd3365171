import {
  attr,
  byTag,
  elements,
  first,
  ownText,
  parseHtml,
  visibleText,
  type HtmlDocument,
  type HtmlElement,
} from './html-tree.ts';
import { checkJsonLd } from './json-ld-rules.ts';
import {
  checks,
  pathOfFile,
  thresholds,
  type AuditOptions,
  type Check,
  type Failure,
  type HtmlFile,
  type PageAudit,
  type SiteAudit,
} from './monitor-checks.ts';

export {
  checks,
  pathOfFile,
  reportLines,
  thresholds,
  type AuditOptions,
  type Check,
  type Failure,
  type HtmlFile,
  type PageAudit,
  type PageFigures,
  type SiteAudit,
} from './monitor-checks.ts';

const length = (text: string) => [...text].length;
const round = (n: number) => Math.round(n * 1000) / 1000;
const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;
const quote = (text: string) => JSON.stringify(text.length > 70 ? `${text.slice(0, 67)}...` : text);

function metaContent(doc: HtmlDocument, key: 'name' | 'property', value: string): string[] {
  return byTag(doc, 'meta')
    .filter((m) => attr(m, key)?.toLowerCase() === value)
    .map((m) => attr(m, 'content') ?? '');
}

/** Whether a page asks search engines to leave it out. */
export function isNoindex(doc: HtmlDocument): boolean {
  return ['robots', 'googlebot'].some((name) => metaContent(doc, 'name', name).some((c) => /\bnoindex\b/i.test(c)));
}

const relTokens = (link: HtmlElement) => (attr(link, 'rel') ?? '').toLowerCase().split(/\s+/);

/** Whether an element is marked as decoration, hidden from assistive technology. */
const decorative = (e: HtmlElement) =>
  attr(e, 'aria-hidden') === 'true' || ['presentation', 'none'].includes(attr(e, 'role') ?? '');

function imageFigures(root: HtmlElement): { images: number; withAlt: number } {
  let images = 0;
  let withAlt = 0;
  for (const e of elements(root)) {
    const role = attr(e, 'role');
    const isImage = e.tagName === 'img' || (e.tagName === 'input' && attr(e, 'type') === 'image') || role === 'img';
    if (!isImage || decorative(e)) continue;
    const alt = attr(e, 'alt');
    if (e.tagName === 'img' && alt === '') continue;
    images++;
    const name =
      alt ??
      attr(e, 'aria-label') ??
      attr(e, 'aria-labelledby') ??
      (first(e, 'title') ? ownText(first(e, 'title')!) : undefined);
    if (name?.trim()) withAlt++;
  }
  return { images, withAlt };
}

function internalLinkCount(doc: HtmlDocument, pageUrl: URL, origin: string): number {
  const targets = new Set<string>();
  for (const a of byTag(doc, 'a', 'area')) {
    const href = attr(a, 'href');
    if (href === undefined) continue;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    // Links to files (a feed, an image) are not links to pages.
    if (/\.(?!html?$)[a-z0-9]+$/i.test(url.pathname)) continue;
    const target = url.pathname.replace(/\/index\.html?$/, '/').replace(/(.)\/$/, '$1');
    if (target !== pageUrl.pathname) targets.add(target);
  }
  return targets.size;
}

/**
 * Measures one page and checks it against the thresholds and the page-level rules of a real
 * audit. Returns undefined for a page that asks not to be indexed.
 */
export function auditPage({ file, html }: HtmlFile, options: AuditOptions): PageAudit | undefined {
  const doc = parseHtml(html);
  if (isNoindex(doc)) return undefined;
  const path = pathOfFile(file);
  const siteUrl = options.siteUrl.replace(/\/$/, '');
  const origin = new URL(siteUrl).origin;
  const ownUrl = siteUrl + (path === '/' ? '' : path);
  const failures: Failure[] = [];
  const fail = (check: Check, message: string) => failures.push({ path, check, message });
  const htmlElement = first(doc, 'html')!;
  const head = first(doc, 'head')!;
  const body = first(doc, 'body')!;

  const titles = byTag(head, 'title');
  const title = titles[0] ? visibleTitle(titles[0]) : '';
  if (titles.length !== 1) fail('title', `has ${titles.length} <title> elements; it needs exactly one`);
  else if (length(title) < thresholds.title.min || length(title) > thresholds.title.max) {
    fail(
      'title',
      `is ${length(title)} characters, must be ${thresholds.title.min}-${thresholds.title.max}: ${quote(title)}`,
    );
  }

  const descriptions = metaContent(doc, 'name', 'description');
  const description = descriptions[0] ?? '';
  if (descriptions.length !== 1)
    fail('description', `has ${descriptions.length} meta descriptions; it needs exactly one`);
  else if (length(description) < thresholds.description.min || length(description) > thresholds.description.max) {
    fail(
      'description',
      `is ${length(description)} characters, must be ` +
        `${thresholds.description.min}-${thresholds.description.max}: ${quote(description)}`,
    );
  }

  const h1 = byTag(body, 'h1').length;
  if (h1 !== thresholds.h1) fail('h1', `has ${h1} h1 elements; it needs exactly one`);

  const internalLinks = internalLinkCount(doc, new URL(ownUrl), origin);
  if (internalLinks < thresholds.internalLinks)
    fail(
      'internal-links',
      `links to ${internalLinks} other pages of the site, needs at least ${thresholds.internalLinks}`,
    );

  const textLength = visibleText(body).length;
  const textRatio = html.length ? textLength / html.length : 0;
  if (textRatio < thresholds.textRatio)
    fail(
      'text-ratio',
      `text is ${percent(textRatio)} of the HTML (${textLength} of ${html.length} characters), ` +
        `needs at least ${percent(thresholds.textRatio)}`,
    );

  const { images, withAlt } = imageFigures(body);
  const altRatio = images ? withAlt / images : 1;
  if (altRatio < thresholds.altRatio)
    fail(
      'image-alt',
      `${withAlt} of ${images} images have alt text (${percent(altRatio)}), needs at least ` +
        `${percent(thresholds.altRatio)}`,
    );

  const lang = attr(htmlElement, 'lang') ?? '';
  if (!lang) fail('lang', '<html> has no lang attribute');

  const links = byTag(head, 'link');
  const canonicals = links.filter((l) => relTokens(l).includes('canonical')).map((l) => attr(l, 'href') ?? '');
  const canonical = canonicals[0];
  if (canonicals.length !== 1) fail('canonical', `has ${canonicals.length} canonical links; it needs exactly one`);
  else if (!/^https?:\/\//.test(canonical!)) fail('canonical', `${canonical} is not an absolute URL`);
  else if (canonical !== ownUrl) fail('canonical', `points to ${canonical}, not to the page itself (${ownUrl})`);

  const alternates: Record<string, string> = {};
  for (const l of links.filter((l) => relTokens(l).includes('alternate') && attr(l, 'hreflang'))) {
    const hreflang = attr(l, 'hreflang')!.toLowerCase();
    const href = attr(l, 'href') ?? '';
    if (hreflang in alternates) fail('hreflang', `has hreflang ${hreflang} twice`);
    alternates[hreflang] = href;
    if (!/^https?:\/\//.test(href))
      fail('hreflang', `hreflang ${hreflang} points to ${href}, which is not an absolute URL`);
  }
  const missingLangs = [...options.languages, 'x-default'].filter((l) => !(l in alternates));
  if (missingLangs.length) fail('hreflang', `lacks hreflang alternates for ${missingLangs.join(', ')}`);
  if (lang && alternates[lang.toLowerCase()] !== undefined && alternates[lang.toLowerCase()] !== ownUrl) {
    fail('hreflang', `its own language (${lang}) points to ${alternates[lang.toLowerCase()]}, not to the page itself`);
  }

  const scripts = byTag(doc, 'script').filter((s) => attr(s, 'type')?.toLowerCase() === 'application/ld+json');
  const { blocks: _, ...jsonLd } = checkJsonLd(scripts.map(ownText));
  if (!scripts.length) fail('json-ld', 'has no structured data (application/ld+json)');
  for (const error of jsonLd.errors) fail('json-ld', error);

  const og = (property: string) => metaContent(doc, 'property', property)[0];
  const share = [
    ...['og:title', 'og:description', 'og:image', 'og:url'].filter((p) => !og(p)),
    ...(metaContent(doc, 'name', 'twitter:card').length ? [] : ['twitter:card']),
  ];
  if (share.length) fail('share', `lacks ${share.join(', ')}`);
  const image = og('og:image');
  if (image && !/^https?:\/\//.test(image)) fail('share', `og:image ${image} is not an absolute URL`);
  if (og('og:url') && og('og:url') !== ownUrl)
    fail('share', `og:url ${og('og:url')} is not the page's URL (${ownUrl})`);

  return {
    figures: {
      path,
      url: ownUrl,
      file,
      lang,
      title,
      description,
      h1,
      internalLinks,
      textLength,
      htmlLength: html.length,
      textRatio: round(textRatio),
      images,
      imagesWithAlt: withAlt,
      altRatio: round(altRatio),
      canonical,
      alternates,
      jsonLd,
      shareImage: image,
    },
    failures,
  };
}

/** A title as a search engine reads it: the text, whitespace collapsed. */
function visibleTitle(title: HtmlElement): string {
  return ownText(title).replace(/\s+/g, ' ').trim();
}

function duplicates(pages: PageAudit[], key: 'title' | 'description', check: Check): Failure[] {
  const byValue = new Map<string, string[]>();
  for (const p of pages) {
    const value = p.figures[key];
    if (!value) continue;
    byValue.set(value, [...(byValue.get(value) ?? []), p.figures.path]);
  }
  return [...byValue.values()]
    .filter((paths) => paths.length > 1)
    .flatMap((paths) =>
      paths.map((path) => ({
        path,
        check,
        message: `the same ${key} as ${paths.filter((p) => p !== path).join(', ')}`,
      })),
    );
}

/** hreflang pairs must be reciprocal: a page's alternate must name the page back in the page's language. */
function hreflangPairs(pages: PageAudit[]): Failure[] {
  const byUrl = new Map(pages.map((p) => [p.figures.url, p]));
  const failures: Failure[] = [];
  for (const page of pages) {
    const { path, lang, url: own, alternates } = page.figures;
    if (!lang) continue;
    for (const [hreflang, url] of Object.entries(alternates)) {
      if (hreflang === 'x-default' || url === own) continue;
      const other = byUrl.get(url);
      if (!other) {
        failures.push({
          path,
          check: 'hreflang',
          message: `hreflang ${hreflang} points to ${url}, which is not an indexable page of the site`,
        });
      } else if (other.figures.alternates[lang.toLowerCase()] !== own) {
        failures.push({
          path,
          check: 'hreflang',
          message: `hreflang ${hreflang} points to ${url}, which does not point back with hreflang ${lang}`,
        });
      } else if (other.figures.alternates['x-default'] !== alternates['x-default']) {
        failures.push({
          path,
          check: 'hreflang',
          message: `its x-default differs from that of its ${hreflang} alternate ${url}`,
        });
      }
    }
  }
  return failures;
}

/** Audits every HTML file of a built site: each page on its own, then across pages. */
export function auditSite(files: HtmlFile[], options: AuditOptions): SiteAudit {
  const pages: PageAudit[] = [];
  const skipped: string[] = [];
  for (const file of files) {
    const audit = auditPage(file, options);
    if (audit) pages.push(audit);
    else skipped.push(file.file);
  }
  return combineAudits(pages, skipped);
}

/**
 * The site's audit from the audits of its pages (see auditPage), made one at a time, and the
 * files that were skipped: the checks across pages, and every page in path order.
 */
export function combineAudits(audits: PageAudit[], skippedFiles: string[]): SiteAudit {
  const pages = [...audits].sort((a, b) => a.figures.path.localeCompare(b.figures.path));
  const skipped = skippedFiles.map(pathOfFile).sort((a, b) => a.localeCompare(b));
  const siteFailures = [
    ...duplicates(pages, 'title', 'duplicate-title'),
    ...duplicates(pages, 'description', 'duplicate-description'),
    ...hreflangPairs(pages),
  ];
  for (const f of siteFailures) pages.find((p) => p.figures.path === f.path)!.failures.push(f);
  for (const p of pages) p.failures.sort((a, b) => checks.indexOf(a.check) - checks.indexOf(b.check));
  return { pages, skipped, failures: pages.flatMap((p) => p.failures) };
}
