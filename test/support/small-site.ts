import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeExtraArticles } from '../../scripts/dev/extra-articles.ts';

/**
 * The real articles a small site keeps: the two newest (the newest is popular, so the footer of
 * every page names it), another popular one with its picture (kotter.svg), one with a picture and
 * its alt text in both languages, and the other cover of a picture site (see coveredArticles).
 */
export const smallSiteArticles = [
  'ai-readiness-organisatie-klaar-voor-ai-revolutie',
  'ai-tools-voor-het-mkb',
  'kotters-8-stappen-in-praktijk-bij-scale-ups',
  'business-case-schrijven-voor-investeerders',
  'ogsm-model-als-groeibooster-voor-startups',
] as const;

/**
 * A small copy of the real content in `contentDir`, quick to build many times: every kind of page,
 * the services, categories and landing pages as they are, but of the real articles only
 * `smallSiteArticles` (links to the others lead to the overview instead), plus `extra` generated
 * articles. Returns the slugs of those, newest first. It builds without a problem, as the real
 * content does; the byte-for-byte comparisons of the build cache need no more than this.
 */
export async function writeSmallSite(contentDir: string, extra: number): Promise<string[]> {
  await cp('content', contentDir, { recursive: true });
  const articles = path.join(contentDir, 'articles');
  const removed = (await readdir(articles))
    .map((name) => name.replace(/\.md$/, ''))
    .filter((slug) => !(smallSiteArticles as readonly string[]).includes(slug));
  const kept = await Promise.all(
    smallSiteArticles.map(async (slug) => readFile(path.join(articles, `${slug}.md`), 'utf8')),
  );
  for (const slug of removed) await rm(path.join(articles, `${slug}.md`));
  // Their pictures go with them, unless a kept article shows them too.
  const images = path.join(contentDir, 'images');
  for (const name of await readdir(images))
    if (!kept.some((text) => text.includes(name))) await rm(path.join(images, name));

  const gone = new RegExp(`/artikelen/(?:${removed.join('|')})(?![\\w-])`, 'g');
  for (const entry of await readdir(contentDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(md|yaml)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    const linked = text.replace(gone, '/artikelen');
    if (linked !== text) await writeFile(file, linked);
  }
  return writeExtraArticles(contentDir, extra);
}
