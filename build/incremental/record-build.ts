import path from 'node:path';
import { routeFile } from '../render/site-plan.ts';
import type { PlannedSite } from '../speed-ups.ts';
import type { BuildCache } from './build-cache.ts';
import type { FileState } from './find-files.ts';
import {
  inputsKey,
  isLazy,
  othersOf,
  referencesKey,
  withoutCachedHtml,
  type ArticleRecord,
  type LastBuild,
  type Snapshot,
} from './last-build.ts';
import type { PageKeys } from './page-keys.ts';

/**
 * The record of a build that planned the site, for a next build that changes only some articles
 * (see quick-rebuild.ts): what it read, the key parts of its pages, each article's checks and the
 * pages that show it, and the content itself as a snapshot.
 */
export function lastBuildOf(
  site: PlannedSite,
  how: {
    cache: BuildCache;
    found: Map<string, FileState>;
    keys: PageKeys;
    fileKeys: Map<string, string>;
    /** The rest of the inputs' key (see inputsKey). */
    key: Omit<Parameters<typeof inputsKey>[0], 'publicFiles' | 'dates'>;
  },
): { record: Omit<LastBuild, 'snapshot'>; snapshot: Snapshot } {
  const { cache, keys: pageKeys, fileKeys } = how;
  const { content, checked, listed, inputs, plan } = site;
  const articles = new Map<string, ArticleRecord>();
  for (const article of content.articles) {
    const key = checked.keys.get(article.file)!;
    const check = cache.facts(key);
    articles.set(article.file, {
      check: key,
      references: referencesKey(check?.references),
      words: article.wordCount,
      pictured: fileKeys.get(article.file) !== key,
      ...(isLazy(article) && { html: check?.htmlRef }),
      alone: check?.bodyPictures === false && !pageKeys.bodiesReadElsewhere.has(article.file),
      shownOn: (pageKeys.shownOn.get(article.file) ?? []).map(routeFile),
    });
  }
  return {
    record: {
      code: JSON.stringify(cache.versions),
      inputs: inputsKey({ ...how.key, publicFiles: inputs.publicFiles, dates: inputs.dates }),
      others: othersOf(how.found, new Set(listed)),
      sources: new Map(
        listed.map((relative) => [relative, cache.sourceHash(`${how.key.contentDir}${path.sep}${relative}`)!]),
      ),
      identity: checked.identity,
      fileKeys,
      dataKeys: checked.dataKeys,
      shared: pageKeys.shared,
      articles,
      pages: site.pages,
      routes: plan.routes.length,
      held: checked.held,
    },
    snapshot: { content: withoutCachedHtml(content), head: site.head },
  };
}
