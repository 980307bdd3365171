import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { auditSite, isNoindex } from '../../build/seo/audit.ts';
import { attr, byTag, parseHtml } from '../../build/seo/html-tree.ts';
import { languages } from '../../kinds/fields.ts';

const siteDir = inject('siteDir');
let pages: { file: string; html: string }[];
beforeAll(async () => {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  pages = await Promise.all(
    entries
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map(async (e) => {
        const full = path.join(e.parentPath, e.name);
        return { file: path.relative(siteDir, full).split(path.sep).join('/'), html: await readFile(full, 'utf8') };
      }),
  );
});
const page = (file: string) => parseHtml(pages.find((p) => p.file === file)!.html);

describe("the real site's pictures", () => {
  it('give every article a picture, on its card and above its text, in both languages', () => {
    for (const lang of ['', 'en/']) {
      const cards = byTag(page(`${lang}artikelen.html`), 'article').filter((a) =>
        attr(a, 'class')?.includes('article-card'),
      );
      expect(cards).toHaveLength(12);
      for (const card of cards) expect(byTag(card, 'picture'), lang).toHaveLength(1);
    }
    const articlePages = pages.filter(
      (p) =>
        /^(en\/)?artikelen\/[^/]+\.html$/.test(p.file) && !p.html.includes('<meta name="robots" content="noindex">'),
    );
    expect(articlePages).toHaveLength(24);
    for (const { file, html } of articlePages)
      expect(html, file).toMatch(/<span class="picture picture--cover-page article__cover">/);
  });

  it('give every picture that carries meaning its text: the SEO monitor finds alt text on each, on every page', () => {
    const audit = auditSite(
      pages.filter((p) => !isNoindex(parseHtml(p.html))),
      { siteUrl: 'https://paardensprong.example', languages },
    );
    const counted = audit.pages.reduce((n, p) => n + p.figures.images, 0);
    expect(counted).toBeGreaterThanOrEqual(24 + 24);
    for (const { figures } of audit.pages)
      expect([figures.path, figures.imagesWithAlt], figures.path).toEqual([figures.path, figures.images]);
  });

  it('draw the home page hero inline, hidden from screen readers and costing no request', () => {
    for (const file of ['index.html', 'en.html']) {
      const hero = byTag(page(file), 'div').find((d) => attr(d, 'class') === 'home-hero')!;
      const art = byTag(hero, 'svg').find((s) => attr(s, 'class') === 'home-hero__art')!;
      expect(art, file).toBeDefined();
      expect([attr(art, 'aria-hidden'), attr(art, 'width'), attr(art, 'height')]).toEqual(['true', '480', '410']);
      expect(byTag(hero, 'img', 'picture')).toHaveLength(0);
    }
  });
});
