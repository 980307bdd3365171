import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, buildSiteInto } from '../../build/pipeline.ts';
import { LiveSite } from '../../scripts/dev/live-site.ts';
import { ContentError } from '../../build/content/problems.ts';
import { buildDate, heldBackLine } from '../../build/content/publication.ts';

const draft = 'concept-over-ai-beleid';
const scheduled = 'gepland-over-ai-pilots';
const draftLanding = 'business-strategie-innovatieve-bedrijven';
const draftPartner = 'mila-hoffmann';

/** Every file of a built site that mentions the slug: pages, lists, feeds, sitemap, related links. */
const mentioning = (files: Map<string, string | Uint8Array>, slug: string) =>
  [...files].filter(([, contents]) => typeof contents === 'string' && contents.includes(slug)).map(([file]) => file);

async function folderFiles(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = new Map<string, string>();
  for (const e of entries.filter((x) => x.isFile()))
    files.set(
      path.relative(dir, path.join(e.parentPath, e.name)),
      (await readFile(path.join(e.parentPath, e.name))).toString('base64'),
    );
  return files;
}

describe('drafts and scheduled articles', () => {
  let dir: string;
  let content: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'publication-'));
    content = path.join(dir, 'content');
    await cp('content', content, { recursive: true });
    // A draft and an article dated 1 December 2026, and a published article whose related links name both.
    await cp('test/fixtures/publication/articles', path.join(content, 'articles'), { recursive: true });
    // A landing page marked a draft in Dutch only: both languages stay out.
    const landing = path.join(content, `landing/${draftLanding}.nl.md`);
    await writeFile(landing, (await readFile(landing, 'utf8')).replace(/^---\n/, '---\ndraft: true\n'));
    // A partner's profile, a YAML file.
    const partner = path.join(content, `partners/${draftPartner}.yaml`);
    await writeFile(partner, `draft: true\n${await readFile(partner, 'utf8')}`);
    const linking = path.join(content, 'articles/ai-tools-voor-het-mkb.md');
    const text = await readFile(linking, 'utf8');
    await writeFile(
      linking,
      text
        .replace('url: /artikelen/prototype-in-een-week', `url: /artikelen/${draft}`)
        .replace('url: /tools-templates', `url: /artikelen/${scheduled}`),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('leaves drafts and a future article out of every file: pages, lists, feeds, sitemap, related links', async () => {
    const site = await buildSite({ contentDir: content, today: '2026-11-30' });
    expect(mentioning(site.files, draft)).toEqual([]);
    expect(mentioning(site.files, scheduled)).toEqual([]);
    expect(mentioning(site.files, draftLanding)).toEqual([]);
    expect(mentioning(site.files, draftPartner)).toEqual([]);
    expect(mentioning(site.files, 'Mila Hoffmann')).toEqual([]);
    expect([...site.files.keys()].filter((file) => file.includes(draftPartner))).toEqual([]);
    // The related links that named them are gone; the others stay.
    const page = String(site.files.get('artikelen/ai-tools-voor-het-mkb.html') ?? '');
    expect(page).toContain('/artikelen/ai-readiness-organisatie-klaar-voor-ai-revolutie');
  });

  it('publishes the future article from its date', async () => {
    const site = await buildSite({ contentDir: content, today: '2026-12-01' });
    expect(mentioning(site.files, scheduled)).toEqual(
      expect.arrayContaining([`artikelen/${scheduled}.html`, 'artikelen.html', 'feed.xml', 'sitemap.xml']),
    );
    expect(mentioning(site.files, draft)).toEqual([]);
  });

  it('refuses a link from another page body to a held-back article, naming both', async () => {
    const linking = path.join(content, 'articles/prototype-in-een-week.md');
    const before = await readFile(linking, 'utf8');
    await writeFile(linking, `${before}\nLees ook [ons concept](/artikelen/${draft}).\n`);
    try {
      const error = await buildSite({ contentDir: content, today: '2026-11-30' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentError);
      expect((error as Error).message).toMatch(
        new RegExp(
          `prototype-in-een-week\\.md[\\s\\S]*/artikelen/${draft}" leads to .*${draft}\\.md, which is held back`,
        ),
      );
    } finally {
      await writeFile(linking, before);
    }
  });

  it('shows a draft in the dev server, marked in both languages; a future article waits there too', async () => {
    const ui = (lang: string) => readFile(`content/ui/${lang}.yaml`, 'utf8');
    const banner = async (lang: string) => /draftBanner: '(.*)'/.exec(await ui(lang))![1]!;
    const site = await LiveSite.open({ contentDir: content, today: '2026-11-30' });
    const nl = String((await site.serve(`/artikelen/${draft}`))?.body);
    const en = String((await site.serve(`/en/artikelen/${draft}`))?.body);
    expect(nl).toContain(`<p class="draft-banner" role="note">${await banner('nl')}</p>`);
    expect(en).toContain(`<p class="draft-banner" role="note">${await banner('en')}</p>`);
    // A published page has no banner; a scheduled article waits for its date here too.
    expect(String((await site.serve('/artikelen/ai-tools-voor-het-mkb'))?.body)).not.toContain('draft-banner');
    expect((await site.serve(`/artikelen/${scheduled}`))?.status).not.toBe(200);
    // Dated earlier, it is published, with the related link to it; dated later again, both go.
    const linking = async () => String((await site.serve('/artikelen/ai-tools-voor-het-mkb'))?.body);
    const file = path.join(content, `articles/${scheduled}.md`);
    const text = await readFile(file, 'utf8');
    expect(await linking()).not.toContain(`/artikelen/${scheduled}"`);
    await writeFile(file, text.replace('date: 2026-12-01', 'date: 2026-11-02'));
    expect((await site.update({ content: [`articles/${scheduled}.md`] })).problems).toEqual([]);
    expect((await site.serve(`/artikelen/${scheduled}`))?.status).toBe(200);
    expect(await linking()).toContain(`/artikelen/${scheduled}"`);
    await writeFile(file, text);
    expect((await site.update({ content: [`articles/${scheduled}.md`] })).problems).toEqual([]);
    expect((await site.serve(`/artikelen/${scheduled}`))?.status).not.toBe(200);
    expect(await linking()).not.toContain(`/artikelen/${scheduled}"`);
  });

  it('builds with the cache what it builds without, across the date of a scheduled article', async () => {
    const cacheDir = path.join(dir, 'cache');
    const cached = path.join(dir, 'cached');
    const before = await buildSiteInto(cached, { contentDir: content, cacheDir, today: '2026-11-30' });
    expect(before.held?.map((h) => path.basename(h.file)).sort()).toEqual([
      `${draftLanding}.nl.md`,
      `${draft}.md`,
      `${scheduled}.md`,
      `${draftPartner}.yaml`,
    ]);
    // Nothing changed: the site is kept, and what it holds back is said again.
    const again = await buildSiteInto(cached, { contentDir: content, cacheDir, today: '2026-11-30' });
    expect([again.way, again.rendered, again.held?.length]).toEqual(['articles', 0, 4]);
    // Nothing changed but the date.
    await buildSiteInto(cached, { contentDir: content, cacheDir, today: '2026-12-01' });
    const fresh = path.join(dir, 'fresh');
    await buildSiteInto(fresh, { contentDir: content, today: '2026-12-01' });
    const [a, b] = await Promise.all([folderFiles(cached), folderFiles(fresh)]);
    expect([...a.keys()].filter((f) => f.includes(scheduled)).length).toBeGreaterThan(0);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    expect([...a].filter(([file, bytes]) => b.get(file) !== bytes).map(([file]) => file)).toEqual([]);
  });
});

describe('the build date', () => {
  it('is BUILD_DATE when set, and refuses one that is not a date', () => {
    expect(buildDate({ BUILD_DATE: '2026-12-01' })).toBe('2026-12-01');
    expect(() => buildDate({ BUILD_DATE: '1 december' })).toThrow(/YYYY-MM-DD/);
  });

  it('is named in one line with the articles it holds back', () => {
    expect(
      heldBackLine([
        { file: 'content/articles/a.md', reason: { draft: true } },
        { file: 'content/articles/b.md', reason: { scheduled: '2026-12-01' } },
      ]),
    ).toBe('Held back from the site: 1 draft; scheduled until their date: content/articles/b.md (2026-12-01)');
  });
});
