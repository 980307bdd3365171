import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addKind } from '../../../kinds/kind-registry.ts';
import { addRoutes } from '../../../kinds/kind-routes.ts';
import { loadEntries } from '../../../build/content/load.ts';
import { validateEntries } from '../../../build/content/validate.ts';
import { buildSiteInto } from '../../../build/pipeline.ts';
import { scaffold } from '../../../scripts/new.ts';
import { contentGuide } from '../../../scripts/content-guide.ts';
import { checkLinks } from '../../../scripts/link-check.ts';
import { caseKind } from '../../fixtures/kinds/case/case.ts';
import { caseRoutes } from '../../fixtures/kinds/case/case.routes.tsx';

// A new kind of content, case studies, declared in its own files (test/fixtures/kinds/case/) and
// added to the registry as kinds/kind-registry.ts and routes.ts would list it: nothing else of the
// generator changes, and the kind is checked, routed, rendered, linked, scaffolded and described.
describe('a kind added to the registry', () => {
  let dir: string;
  let contentDir: string;
  const removed: (() => void)[] = [];
  beforeAll(async () => {
    removed.push(addKind(caseKind), addRoutes(caseKind.name, caseRoutes));
    dir = await mkdtemp(path.join(os.tmpdir(), 'kind-'));
    contentDir = path.join(dir, 'content');
    await cp('content', contentDir, { recursive: true });
  });
  afterAll(async () => {
    for (const remove of removed) remove();
    await rm(dir, { recursive: true, force: true });
  });

  const problems = async () => {
    const { entries, problems: loadProblems } = await loadEntries(contentDir);
    return validateEntries(entries, loadProblems, 'content').problems;
  };

  it('is scaffolded by npm run new, in both languages, and passes every check', async () => {
    const result = await scaffold({
      kind: 'case',
      title: 'Groeien zonder grip te verliezen',
      en: 'Growing without losing grip',
      contentDir,
    });
    expect(result.files.map((f) => path.basename(f))).toEqual([
      'groeien-zonder-grip-te-verliezen.nl.md',
      'groeien-zonder-grip-te-verliezen.en.md',
    ]);
    expect(result.urls).toEqual([
      '/cases/groeien-zonder-grip-te-verliezen',
      '/en/cases/groeien-zonder-grip-te-verliezen',
    ]);
    expect(await problems()).toEqual([]);
  });

  it('is validated: a wrong field is named with its file and line, and a page needs its translation', async () => {
    await writeFile(
      path.join(contentDir, 'cases/kapot.nl.md'),
      '---\nclient: Een klant\nclientt: Typo\ntitle: Kapot\nresult: Niets.\n---\nTekst.\n',
    );
    const found = await problems();
    const file = expect.stringMatching(/\/content\/cases\/kapot\.nl\.md$/);
    expect(found).toContainEqual({
      file,
      field: '',
      line: 3,
      message: 'unknown field "clientt" (did you mean "client"?)',
    });
    expect(found).toContainEqual({ file, field: 'seo', line: 2, message: 'is required (expected object)' });
    expect(found).toContainEqual({
      file,
      field: '',
      line: undefined,
      message: expect.stringMatching(/^has no translation: add .*\/content\/cases\/kapot\.en\.md$/),
    });
    await rm(path.join(contentDir, 'cases/kapot.nl.md'));
    expect(await problems()).toEqual([]);
  });

  it('is routed and rendered in both languages, listed in the sitemap, with every link of the site whole', async () => {
    // A picture in its body is made for the page, as on the pages of every kind; the picture its
    // field names, as the kind's `pictures` ask.
    const nlFile = path.join(contentDir, 'cases/groeien-zonder-grip-te-verliezen.nl.md');
    const written = await readFile(nlFile, 'utf8');
    await writeFile(
      nlFile,
      `${written.replace(/^---\n/, '---\nimage: ogsm.svg\n')}\n![Het plan op één pagina](ogsm.svg)\n`,
    );
    const out = path.join(dir, 'dist');
    await buildSiteInto(out, { contentDir });
    const nl = await readFile(path.join(out, 'cases/groeien-zonder-grip-te-verliezen.html'), 'utf8');
    const en = await readFile(path.join(out, 'en/cases/groeien-zonder-grip-te-verliezen.html'), 'utf8');
    expect(nl).toContain('<html lang="nl"');
    expect(nl).toContain('Groeien zonder grip te verliezen</h1>');
    expect(nl).toMatch(/<picture[^>]*>.*alt="Het plan op één pagina"/s);
    expect(nl).toContain('class="picture picture--cover-page case__cover"');
    expect(nl).toMatch(/<meta property="og:image" content="[^"]*\/assets\/share\/ogsm-card-/);
    expect(en).toContain('<html lang="en"');
    expect(en).toContain('Growing without losing grip</h1>');
    // Its route's breadcrumbs are shown on the page and reach search engines; its share card, link previews.
    expect(en).toMatch(
      new RegExp(
        String.raw`<nav class="breadcrumbs"[^>]*><ol><li><a href="/en">Home</a></li>` +
          '<li><span aria-current="page">Growing without losing grip</span>',
      ),
    );
    expect(en).toContain('"BreadcrumbList"');
    expect(en).toMatch(/<meta property="og:image" content="[^"]*\/assets\/share\/case-en-/);
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/cases/groeien-zonder-grip-te-verliezen</loc>');
    expect(sitemap).toContain('/en/cases/groeien-zonder-grip-te-verliezen</loc>');
    const links = await checkLinks(out);
    expect(links.broken).toEqual([]);
    expect(links.pages).toBeGreaterThan(100);
  }, 120_000);

  it('is described in the content guide, with its fields and how to add one', () => {
    const guide = contentGuide(contentDir);
    expect(guide).toContain('| Case studies | `content/cases/<slug>.nl.md` and `.en.md` | `/cases/<slug>` |');
    expect(guide).toContain('npm run new -- case "Titel van het verhaal"');
    expect(guide).toContain('| `result` | text; required | What the work brought the client, in one sentence. |');
  });
});
