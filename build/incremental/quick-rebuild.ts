import { heldBack } from '../content/publication.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCachedHtml, type BuildCache, type OutputRecord } from './build-cache.ts';
import type { FileState } from './find-files.ts';
import type { BuildInputs } from '../render/site-plan.ts';
import { routeFile } from '../render/site-plan.ts';
import type { InPlaceSite } from './in-place.ts';
import { listFiles } from '../content/load.ts';
import { diskProblems } from '../content/disk-links.ts';
import { limits } from '../../shared/limits.ts';
import { checkSource } from '../content/check-files.ts';
import { keepCheck } from '../content/check-step.ts';
import { hashText } from '../fingerprint.ts';
import { hasBodyPictures } from '../images/body-images.ts';
import { picturedKey, picturesNamedIn, withShareTexts } from '../images/named-pictures.ts';
import { inputsKey, othersOf, referencesKey, saveLastBuild, type LastBuild, type Snapshot } from './last-build.ts';
import { renderRoute, renderSetup } from '../render/render.tsx';
import { loadTemplate } from '../render/template.ts';
import { PageKeys } from './page-keys.ts';
import { articleListPagesAt, articlePages } from '../../kinds/article/article.routes.tsx';
import { dateRoutes } from '../seo/content-dates.ts';
import { feedPath, renderFeed } from '../seo/feed.ts';
import { policyTextInMeta } from '../render/csp.ts';
import { headerFiles, hostHeaderFiles } from '../output/headers.ts';
import { languages } from '../../kinds/fields.ts';
import type { Article, SiteContent } from '../../kinds/content.ts';
import type { Route } from '../../kinds/routes.tsx';
import { localePath, outputFile } from '../../shared/paths.ts';
import { shareCards } from '../seo/share-image.ts';
import { articleOrder } from '../content/site-content.ts';
import { kindNamed } from '../../kinds/kind-registry.ts';
import { listsOf, valueAt } from '../content/validate.ts';

/** At most this many changed articles are made this way; more, and the site is planned as usual. */
const mostArticles = 100;

/**
 * An article that changed, checked: its HTML, its words, the key of its new checks, and its front
 * matter when that changed too.
 */
interface Edited {
  file: string;
  html: string;
  words: number;
  check: string;
  data?: { value: Article['data']; key: string };
}

/** What a quick rebuild needs of the build that runs it. */
export interface QuickRebuild {
  cache: BuildCache;
  /** Where the files made go, into the current site in place. */
  site: InPlaceSite;
  /** What made each file of the current site (see BuildCache.outputs). */
  previous: Map<string, OutputRecord>;
  last: LastBuild;
  snapshot: () => Promise<Snapshot>;
  found: Map<string, FileState>;
  /** Read while the content is looked at: only a change of bodies waits for them. */
  inputs: Promise<BuildInputs>;
  contentDir: string;
  label: string;
  outDir: string;
  /** The rest of the inputs' key (see inputsKey). */
  key: Omit<Parameters<typeof inputsKey>[0], 'publicFiles' | 'dates'>;
}

/** What a quick rebuild made, and the record of it to keep once the site is in place. */
export interface QuickResult {
  rendered: number;
  fileCount: number;
  checked: number;
  content: SiteContent;
  last: LastBuild;
  save: () => Promise<void>;
}

/**
 * Rebuilds the site when all that changed since the last build (see LastBuild) is some articles:
 * their bodies, and their front matter as long as the article stays where it was. Not changed
 * are the addresses they link to, their pictures (they have none in their body, nor in their
 * front matter when that changed), their file names, the lists they are in (category), their
 * place in them (date), what every page reads (the footer's popular articles), the share cards
 * and the dates the sitemap gives. Then the pages that change are the articles' own two pages,
 * for a changed front matter the list pages that show it (see ArticleRecord.shownOn), and the
 * feeds (the Dutch one carries the newest articles whole); the response headers are made again
 * from every page's policy, and every other file is what the last build wrote, and is kept as it
 * is. The changed files are checked as a full build checks them; the others are not read at all,
 * nor is the site planned: the content comes from the last build's snapshot. The files made are
 * written into the current site in place (see InPlaceSite), once all of them are made.
 *
 * Returns undefined, having written nothing, when the change is any other, or when a file of the
 * current site is not as the last build left it (changed on disk): the build then plans the site
 * as usual.
 */
export async function quickRebuild(q: QuickRebuild): Promise<QuickResult | undefined> {
  const { cache, last, found, contentDir, label } = q;
  if (found.size !== last.others.size + last.sources.size) return undefined;
  // A listing of files passes over links and hidden content files: a full build refuses them.
  if ((await diskProblems(contentDir, label)).length) return undefined;
  const contentFiles = new Set(await listFiles(contentDir, found));
  const changed: { relative: string; stats: FileState; source: string; hash: string }[] = [];
  for (const [relative, stats] of found) {
    if (!contentFiles.has(relative)) {
      // Pictures and other files: read by what the build makes of them, so any change plans the site.
      const was = last.others.get(relative);
      if (
        !was ||
        was.ino !== stats.ino ||
        was.size !== stats.size ||
        was.mtimeMs !== stats.mtimeMs ||
        was.ctimeMs !== stats.ctimeMs
      )
        return undefined;
      continue;
    }
    // As check-content.ts joins them, without normalizing four thousand paths again.
    const full = `${contentDir}${path.sep}${relative}`;
    const before = last.sources.get(relative);
    if (before === undefined) return undefined;
    if (cache.knownSource(full, stats) === before) continue;
    if (stats.size > limits.fileBytes) return undefined;
    const source = readFileSync(full, 'utf8');
    const hash = hashText(source);
    cache.noteSource(full, stats, hash);
    if (hash !== before) changed.push({ relative, stats, source, hash });
    if (changed.length > mostArticles) return undefined;
  }

  // Each changed file must be an article that passes its checks and links where it did.
  const edited: Edited[] = [];
  for (const file of changed) {
    const record = last.articles.get(`${label}/${file.relative}`);
    if (!record?.alone) return undefined;
    const check = checkSource(label, file.relative, file.source, last.identity);
    const entry = check.entry;
    if (check.problems.length || entry?.kind !== 'article' || check.html === undefined) return undefined;
    // An article that becomes a draft or is dated later leaves the site: planned in full.
    if (heldBack('article', entry.data, { today: q.key.today })) return undefined;
    const dataChanged = entry.dataKey !== last.dataKeys.get(`${label}/${file.relative}`);
    if (referencesKey(entry.references) !== record.references) return undefined;
    if (hasBodyPictures(check.html)) return undefined;
    const kept = keepCheck(
      cache,
      contentDir,
      { relative: file.relative, stats: file.stats },
      file.hash,
      last.identity,
      check,
    );
    edited.push({
      file: `${label}/${file.relative}`,
      html: check.html,
      words: entry.wordCount ?? 0,
      check: kept.key!,
      ...(dataChanged && { data: { value: entry.data as Article['data'], key: entry.dataKey! } }),
    });
  }

  const inputs = await q.inputs.catch(() => undefined);
  if (!inputs || inputsKey({ ...q.key, publicFiles: inputs.publicFiles, dates: inputs.dates }) !== last.inputs)
    return undefined;

  // The content as the last build had it, with the changed articles.
  const snapshot = await q.snapshot();
  const { content } = snapshot;
  let { head } = snapshot;
  const changedByFile = new Map(edited.map((e) => [e.file, e]));
  const sources = new Map(last.sources);
  for (const file of changed) sources.set(file.relative, file.hash);
  const fileKeys = new Map(last.fileKeys);
  const dataKeys = new Map(last.dataKeys);
  const edits = new Map(last.edits);
  const articles = new Map(last.articles);
  const changedData = edited.filter((e) => e.data);
  const cardsBefore = changedData.length ? cardsOf(content) : undefined;
  const rendered: Route[] = [];
  const shownOn = new Set<string>();
  for (const [i, article] of content.articles.entries()) {
    const record = last.articles.get(article.file);
    if (!record) return undefined;
    const edit = changedByFile.get(article.file);
    article.wordCount = edit?.words ?? record.words;
    if (edit) {
      article.html = edit.html;
      if (edit.data && !stillInPlace(article, edit.data.value, content, i, inputs.dates)) return undefined;
      if (edit.data) {
        // Its picture stays as the pictures step made it; the texts of its share images follow the data.
        head = withShareTexts(head, 'article', article.slug, edit.data.value);
        article.data = edit.data.value;
        dataKeys.set(article.file, edit.data.key);
        edits.set(article.file, edit.data.value);
        for (const file of record.shownOn) shownOn.add(file);
      }
      fileKeys.set(article.file, record.pictured ? picturedKey(edit.check, article, 'article') : edit.check);
      articles.set(article.file, { ...record, check: edit.check, words: edit.words, html: cache.htmlRef(edit.check) });
      rendered.push(...articlePages(article, content));
    } else if (record.html !== undefined) {
      const ref = record.html;
      Object.defineProperty(article, 'html', {
        enumerable: true,
        configurable: true,
        get: () => readCachedHtml(cache.dir, ref),
      });
    }
  }
  // The articles' data as the checks of the kind's files together see it: each file on its own.
  if (changedData.length && !passesKindChecks(changedData, q.key.today)) return undefined;
  // No card shows articles now; compared all the same, so that one that comes to show them plans the site.
  if (cardsBefore !== undefined && cardsOf(content) !== cardsBefore) return undefined;
  if (shownOn.size) {
    // Pages that show an article's data are the lists' pages; any other, and the site is planned.
    for (const lang of languages)
      rendered.push(...articleListPagesAt(content, lang, (path) => shownOn.has(outputFile(localePath(lang, path)))));
    if (rendered.length !== edited.length * languages.length + shownOn.size) return undefined;
  }
  dateRoutes(rendered, inputs.dates);
  const setup = renderSetup(
    content,
    { ...inputs.bundle.assets, seo: head },
    inputs.islands,
    loadTemplate('document.html'),
  );
  // What every page reads (the footer lists the popular articles) is worked out again when data
  // changed.
  const keys = new PageKeys(
    cache.versions.pages,
    setup,
    fileKeys,
    dataKeys,
    changedData.length ? undefined : last.shared,
  );
  if (languages.some((lang) => keys.shared[lang] !== last.shared[lang])) return undefined;

  // Made before anything is written: the feeds read the HTML of the newest articles from the
  // cache, which a build of other content into another folder may have let go.
  let made: Map<string, { data: string; key: string; policy?: string }>;
  try {
    made = new Map(
      rendered.map((route) => {
        const html = renderRoute(route, setup);
        return [routeFile(route), { data: html, key: keys.of(route), policy: policyTextInMeta(html) }];
      }),
    );
    for (const lang of languages) {
      const feed = renderFeed(content, lang, head.logo.url);
      made.set(feedPath(lang).slice(1), { data: feed, key: hashText(feed) });
    }
  } catch {
    return undefined;
  }

  // Every file of the current site is kept but those made again here, each as the last build left it.
  for (const file of made.keys()) if (!q.previous.has(file)) return undefined;
  const kept = [...q.previous.keys()].filter((file) => !made.has(file) && !headerFiles.includes(file));
  if (!(await q.site.keep(kept))) return undefined;

  const policies = new Set<string>();
  for (const file of kept) {
    const policy = q.previous.get(file)!.policy;
    if (policy !== undefined) policies.add(policy);
  }
  for (const [file, { data, key, policy }] of made) {
    if (policy !== undefined) policies.add(policy);
    q.site.write(file, data, key);
  }
  for (const [file, data] of hostHeaderFiles(policies)) q.site.write(file, data, hashText(data));

  return {
    rendered: rendered.length,
    fileCount: q.site.count,
    checked: edited.length,
    content,
    last,
    save: () =>
      saveLastBuild(cache, q.outDir, {
        ...last,
        others: othersOf(found, contentFiles),
        sources,
        fileKeys,
        dataKeys,
        articles,
        edits,
        head: head === snapshot.head ? last.head : head,
      }),
  };
}

/** The share cards of every kind in both languages, as text to compare. */
const cardsOf = (content: SiteContent) => JSON.stringify(languages.map((lang) => shareCards(content, lang)));

/**
 * Whether an article with its front matter changed to `data` stays where it was: in the same
 * lists (see Kind.listPages), between the same neighbours in them, with the same slugs named by
 * its reference fields, and with its pages dated as before in the sitemap.
 */
function stillInPlace(
  article: Article,
  data: Article['data'],
  content: SiteContent,
  at: number,
  dates: Map<string, string>,
): boolean {
  const kind = kindNamed('article')!;
  if (picturesNamedIn('article', article.data) !== picturesNamedIn('article', data)) return false;
  if (listsOf(kind, article.data) !== listsOf(kind, data)) return false;
  for (const field of Object.keys(kind.references ?? {}))
    if (JSON.stringify(valueAt(article.data, field)) !== JSON.stringify(valueAt(data, field))) return false;
  const moved = { ...article, data };
  const before = content.articles[at - 1];
  const after = content.articles[at + 1];
  if ((before && articleOrder(before, moved) >= 0) || (after && articleOrder(moved, after) >= 0)) return false;
  const datesOf = (a: Article) => {
    const routes = articlePages(a, content);
    dateRoutes(routes, dates);
    return routes.map((route) => route.lastmod).join(' ');
  };
  return datesOf(article) === datesOf(moved);
}

/**
 * Whether changed articles pass the checks of their kind's files together (dates against today,
 * calls to action), which for articles look at each file on its own (see article.ts): any problem,
 * and the site is planned, which reports it with its line.
 */
function passesKindChecks(changed: Edited[], today: string): boolean {
  let problems = 0;
  kindNamed('article')!.checkAll?.({
    files: changed.map(({ file, data }) => ({
      entry: { file, kind: 'article', key: file, data: data!.value, lineOf: () => undefined },
      data: data!.value,
    })),
    slugs: () => new Set(),
    today,
    fileFor: (relative) => relative,
    problem: () => void problems++,
  });
  return problems === 0;
}
