import * as fs from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuildResult } from '../../build/pipeline.ts';
import { writeSmallSite } from '../support/small-site.ts';
import { differences, edit } from '../support/site-files.ts';

// A build cut short among the renames of a quick rebuild: the next rename fails as a crash would.
const crash = vi.hoisted(() => ({ afterRenames: -1 }));
vi.mock('node:fs', async (original) => {
  const real = await original<typeof fs>();
  return {
    ...real,
    renameSync: (from: fs.PathLike, to: fs.PathLike) => {
      if (crash.afterRenames === 0) throw new Error('the build was cut short');
      if (crash.afterRenames > 0) crash.afterRenames--;
      real.renameSync(from, to);
    },
  };
});
// The generator loaded anew for this file, with the rename above: a worker may have loaded it before.
vi.resetModules();
const { buildSiteInto } = await import('../../build/pipeline.ts');
const { ContentError } = await import('../../build/content/problems.ts');

/** Each file of a folder with its bytes and how it is on disk. */
async function snapshot(dir: string): Promise<Map<string, { bytes: Buffer; ino: number; mtimeMs: number }>> {
  const files = new Map<string, { bytes: Buffer; ino: number; mtimeMs: number }>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const { ino, mtimeMs } = await stat(full);
    files.set(path.relative(dir, full), { bytes: await readFile(full), ino, mtimeMs });
  }
  return files;
}

/** The files written (or added, or removed) between two snapshots, and those whose bytes differ. */
function compare(before: Awaited<ReturnType<typeof snapshot>>, after: Awaited<ReturnType<typeof snapshot>>) {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  const written = names.filter((name) => {
    const [a, b] = [before.get(name), after.get(name)];
    return !a || !b || a.ino !== b.ino || a.mtimeMs !== b.mtimeMs;
  });
  const changed = names.filter((name) => !before.get(name)?.bytes.equals(after.get(name)?.bytes ?? Buffer.alloc(0)));
  return { written, changed };
}

/**
 * A build after a change to some articles alone writes the files it makes into the current site in
 * place (see build/incremental/in-place.ts): the other files stay the very files they were.
 */
describe('a quick rebuild', () => {
  let dir: string;
  let content: string;
  let slugs: string[];
  let out: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'in-place-'));
    content = path.join(dir, 'content');
    out = path.join(dir, 'cached');
    slugs = await writeSmallSite(content, 12);
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const cached = (): Promise<BuildResult> =>
    buildSiteInto(out, { contentDir: content, cacheDir: path.join(dir, 'cache') });
  const uncached = () => buildSiteInto(path.join(dir, 'uncached'), { contentDir: content });
  const fileOf = (slug: string) => path.join(content, 'articles', `${slug}.md`);
  /** What lies beside the output folders: nothing but them. */
  const beside = async () => (await readdir(dir)).filter((name) => name !== 'content' && name !== 'cache').sort();

  it('writes only the files that change: the article, the lists that show it and the feeds', async () => {
    await cached();
    const before = await snapshot(out);
    await edit(fileOf(slugs[3]!), (text) => text.replace(/\n\n(?=[A-Z])/, '\n\nEen alinea die net is herschreven. '));
    const body = await cached();
    expect(body.way).toBe('articles');
    const afterBody = await snapshot(out);
    const { written, changed } = compare(before, afterBody);
    expect(written).toEqual(changed);
    // Its page in each language, and the Dutch feed, which carries the newest articles whole.
    expect(written).toEqual([`artikelen/${slugs[3]}.html`, `en/artikelen/${slugs[3]}.html`, 'feed.xml']);

    await edit(fileOf(slugs[3]!), (text) => text.replace(/^title: Notitie (\d+)/m, 'title: Herziene notitie $1'));
    const title = await cached();
    expect(title.way).toBe('articles');
    const afterTitle = compare(afterBody, await snapshot(out));
    expect(afterTitle.written).toEqual(afterTitle.changed);
    expect(afterTitle.written).toContain(`artikelen/${slugs[3]}.html`);
    expect(afterTitle.written.filter((file) => /^(en\/)?artikelen(\.html|\/categorie\/)/.test(file))).not.toEqual([]);
    for (const file of afterTitle.written)
      expect(await readFile(path.join(out, file), 'utf8'), file).toContain('Herziene notitie');
    expect(await beside()).toEqual(['cached']);
    await uncached();
    expect(await differences(out, path.join(dir, 'uncached'))).toEqual([]);
  }, 240_000);

  it('leaves the site untouched on a content problem', async () => {
    await cached();
    const before = await snapshot(out);
    const article = fileOf(slugs[5]!);
    const original = await readFile(article, 'utf8');
    await edit(article, (text) => `${text}\nEn [dit](/services/bestaat-niet).\n`);
    const error = await cached().catch((e: Error) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(String(error)).toMatch(new RegExp(`articles/${slugs[5]}\\.md:\\d+: \\(body\\): "/services/bestaat-niet"`));
    // Found by the checks of the articles together, which the quick rebuild runs too.
    await writeFile(article, original.replace(/^ {2}type: strategy-session$/m, '  type: service-link'));
    expect(await cached().catch((e: Error) => e)).toBeInstanceOf(ContentError);
    await writeFile(article, original);
    expect(compare(before, await snapshot(out))).toEqual({ written: [], changed: [] });
    expect(await beside()).toEqual(['cached', 'uncached']);
  }, 240_000);

  it('is made whole by the next build when cut short among its renames', async () => {
    await cached();
    const article = fileOf(slugs[7]!);
    const rewrite = () => edit(article, (text) => text.replace(/\n\n(?=[A-Z])/, '\n\nEen zin die halverwege bleef. '));

    // Cut short after one file of the article's was renamed in: the next build, of the same content.
    await rewrite();
    crash.afterRenames = 1;
    await expect(cached()).rejects.toThrow('the build was cut short');
    crash.afterRenames = -1;
    expect((await cached()).way).toBe('articles');
    await uncached();
    expect(await differences(out, path.join(dir, 'uncached'))).toEqual([]);

    // Cut short again, then the article is set back: the file renamed in is not as recorded, and is made again.
    const recorded = await readFile(article, 'utf8');
    await rewrite();
    crash.afterRenames = 1;
    await expect(cached()).rejects.toThrow('the build was cut short');
    crash.afterRenames = -1;
    await writeFile(article, recorded);
    // What a process that died leaves beside the site goes too.
    await mkdir(path.join(dir, '.cached-new-4194304999-1'));
    expect((await cached()).way).toBe('planned');
    await uncached();
    expect(await differences(out, path.join(dir, 'uncached'))).toEqual([]);
    expect(await beside()).toEqual(['cached', 'uncached']);
  }, 240_000);
});
