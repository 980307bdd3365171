import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allKinds } from '../../kinds/kind-registry.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** A name no kind of the site has or will have: the test adds it to a copy of the project. */
const name = 'specimen';

/**
 * Every file a new kind takes, as a maintainer writes them: its folder (schema, declaration,
 * routes, page), its line in each of the two lists of kinds, and its content. Paths inside the
 * project, with the text written, or the edit made to a file there is.
 */
const folder: Record<string, string> = {
  'kinds/specimen/specimen.schema.ts': `import { z } from 'zod';
import { seo, text } from '../fields.ts';

/** \`content/specimens/<slug>.<lang>.md\`: a specimen, in both languages; the markdown body describes it. */
export const specimenSchema = z.strictObject({
  /** Its title. */
  title: text,
  seo,
});

export type SpecimenData = z.infer<typeof specimenSchema>;
`,
  'kinds/specimen/specimen.ts': `import { defineKind } from '../define.ts';
import { specimenSchema } from './specimen.schema.ts';

/** Specimens: a page per specimen in each language at \`/specimens/<slug>\`. */
export const specimen = defineKind({
  name: 'specimen',
  pattern: /^specimens\\/(?<key>[^./]+)\\.(?<lang>nl|en)\\.md$/,
  schema: specimenSchema,
  layout: 'pairs',
  page: (slug) => \`/specimens/\${slug}\`,
  copy: (check, data) => {
    check.text(data, { body: check.body });
    check.seo(data.seo.title, data.seo.description);
  },
  shareCards: (content, lang) => ({
    specimen: { eyebrow: 'Specimen', headline: 'Specimen', text: lang === 'nl' ? 'Een specimen.' : 'A specimen.' },
  }),
  guide: {
    title: 'Specimens',
    file: 'content/specimens/<slug>.nl.md and .en.md',
    page: '/specimens/<slug>',
    source: new URL('./specimen.schema.ts', import.meta.url),
    schemaName: 'specimenSchema',
    body: 'what the specimen is.',
  },
  editing: { collection: 'specimens', folder: 'specimens', singular: 'Specimen' },
});
`,
  'kinds/specimen/SpecimenPage.tsx': `import { Layout } from '../../src/components/Layout.tsx';
import { PageHero } from '../../src/components/ui/PageHero.tsx';
import { Prose } from '../../src/components/ui/Prose.tsx';

/** The page of one specimen. */
export function SpecimenPage({ title, html }: { title: string; html: string }) {
  return (
    <Layout>
      <PageHero title={title} />
      <section className="section">
        <div className="container">
          <Prose html={html} />
        </div>
      </section>
    </Layout>
  );
}
`,
  'kinds/specimen/specimen.routes.tsx': `import type { RoutesOf } from '../define.ts';
import type { specimen } from './specimen.ts';
import { SpecimenPage } from './SpecimenPage.tsx';

/** The page of each specimen in a language. */
export const specimenRoutes: RoutesOf<typeof specimen> = ({ lang, pages }) =>
  pages.map((page) => ({
    path: \`/specimens/\${page.slug}\`,
    lang,
    kind: 'specimen',
    ...page.data.seo,
    sources: [page.file],
    element: <SpecimenPage title={page.data.title} html={page.html} />,
  }));
`,
};

/** The edits to the two lists of kinds: the registry, and the pages of each kind. */
const lists: Record<string, (text: string) => string> = {
  'kinds/kind-registry.ts': (text) =>
    text
      .replace(
        "import { ui } from './ui/ui.ts';",
        "import { ui } from './ui/ui.ts';\nimport { specimen } from './specimen/specimen.ts';",
      )
      .replace('  ui,\n] as const;', '  ui,\n  specimen,\n] as const;'),
  'kinds/kind-routes.ts': (text) =>
    text
      .replace(/^/, "import { specimenRoutes } from './specimen/specimen.routes.tsx';\n")
      .replace('  ui: null,\n', '  ui: null,\n  specimen: specimenRoutes,\n'),
};

const seo = (title: string, description: string) =>
  `seo:\n  title: "${title}"\n  description: "${description}"\n  keywords: [specimen]\n`;

const content: Record<string, string> = {
  'content/specimens/eerste-specimen.nl.md':
    '---\ntitle: Het eerste specimen\n' +
    seo(
      'Het eerste specimen van de site bekeken',
      'Het eerste specimen van de site: wat het is, waarom het er staat en wat je eraan hebt als ' +
        'ondernemer die met je bedrijf en je team verder wilt groeien.',
    ) +
    '---\nDit specimen laat zien hoe een nieuw soort pagina op de site komt.\n',
  'content/specimens/eerste-specimen.en.md':
    '---\ntitle: The first specimen\n' +
    seo(
      'The first specimen of the site, looked at',
      'The first specimen of the site: what it is, why it is there and what it offers a founder who ' +
        'wants to keep on growing with their company and their team.',
    ) +
    '---\nThis specimen shows how a new kind of page comes onto the site.\n',
};

describe('a new kind of content, added to a copy of the project', () => {
  let project: string;
  let written: string[];
  beforeAll(async () => {
    expect(allKinds().map((kind) => kind.name)).not.toContain(name);
    project = await mkdtemp(path.join(os.tmpdir(), 'sample-kind-'));
    const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const file of stdout.split('\0').filter(Boolean))
      if (existsSync(path.join(root, file))) await cp(path.join(root, file), path.join(project, file));
    await symlink(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'junction');
    written = [];
    for (const [file, text] of [...Object.entries(folder), ...Object.entries(content)]) {
      await mkdir(path.dirname(path.join(project, file)), { recursive: true });
      await writeFile(path.join(project, file), text);
      written.push(file);
    }
    for (const [file, edit] of Object.entries(lists)) {
      const before = await readFile(path.join(project, file), 'utf8');
      const after = edit(before);
      expect(after, `the edit to ${file}`).not.toBe(before);
      await writeFile(path.join(project, file), after);
      written.push(file);
    }
  });
  afterAll(async () => {
    await rm(project, { recursive: true, force: true });
  });

  it('takes one folder, a line in each list of kinds and its content: eight files', () => {
    const folders = new Set(Object.keys(folder).map((file) => path.dirname(file)));
    expect([...folders]).toEqual(['kinds/specimen']);
    // The figure the README gives for a new kind.
    console.log(`A new kind took ${written.length} files: ${written.join(', ')}`);
    expect(written).toHaveLength(8);
  });

  it('is built into a page in each language, listed in the sitemap', async () => {
    const out = path.join(project, 'dist');
    await run(process.execPath, ['build/launch/cli.mjs', '--no-cache'], { cwd: project, maxBuffer: 64 * 1024 * 1024 });
    const nl = await readFile(path.join(out, 'specimens/eerste-specimen.html'), 'utf8');
    const en = await readFile(path.join(out, 'en/specimens/eerste-specimen.html'), 'utf8');
    expect(nl).toContain('<html lang="nl"');
    expect(nl).toContain('Het eerste specimen</h1>');
    expect(nl).toContain('Dit specimen laat zien hoe een nieuw soort pagina op de site komt.');
    expect(en).toContain('<html lang="en"');
    expect(en).toContain('The first specimen</h1>');
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/specimens/eerste-specimen</loc>');
    expect(sitemap).toContain('/en/specimens/eerste-specimen</loc>');
  }, 180_000);
});
