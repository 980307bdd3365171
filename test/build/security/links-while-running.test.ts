/**
 * Links and hard links in content/ are refused wherever the content is read: by the build, and by
 * the dev server (`npm run dev`, `npm run cms`) when they appear while it runs, as a `git pull`
 * brings them: a link to a folder outside, a link to nothing, a file with a second name outside
 * the repository. None of them serves a file from outside content/.
 */
import { link, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../build/pipeline.ts';
import { LiveSite } from '../../../scripts/dev/live-site.ts';
import { ContentError, formatProblem } from '../../../build/content/problems.ts';
import { watchFolders, type Watcher } from '../../../scripts/dev/watch.ts';
import { writeSmallSite } from '../../support/small-site.ts';

const article = 'articles/kotters-8-stappen-in-praktijk-bij-scale-ups.md';
const drawing = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>\n';

describe('links in content/', () => {
  let dir: string;
  let content: string;
  let outside: string;
  const at = (file: string) => path.join(content, file);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'running-links-'));
    content = path.join(dir, 'content');
    outside = path.join(dir, 'outside');
    await writeSmallSite(content, 0);
    await mkdir(outside);
    await writeFile(path.join(outside, 'private.svg'), drawing);
    await writeFile(path.join(outside, 'secret.md'), '---\ntitle: Secret\n---\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a hard link in the build, naming the file', async () => {
    const copy = path.join(dir, 'hard', 'content');
    await writeSmallSite(copy, 0);
    await link(path.join(outside, 'private.svg'), path.join(copy, 'images', 'hard.svg'));
    await link(path.join(outside, 'secret.md'), path.join(copy, 'articles', 'hard.md'));
    const error = await buildSite({ contentDir: copy }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as ContentError).problems.map(formatProblem);
    for (const name of ['images/hard.svg', 'articles/hard.md'])
      expect(
        lines.some((l) => l.includes(`content/${name}: is a hard link`)),
        `${name}\n${lines.join('\n')}`,
      ).toBe(true);
  });

  describe('made while the dev server runs', () => {
    let site: LiveSite;
    let watcher: Watcher;
    const reported = new Set<string>();

    beforeAll(async () => {
      site = await LiveSite.open({ contentDir: content, today: '2026-01-01' });
      // The folders the dev server watches beside the content, as in a working copy.
      for (const folder of ['public', 'templates', 'src', 'build', 'kinds', 'shared'])
        await mkdir(path.join(dir, folder));
      watcher = await watchFolders(
        { contentDir: content, publicDir: path.join(dir, 'public'), root: dir },
        (change) => {
          if (change.area === 'content') reported.add(change.relative);
        },
      );
    });
    afterAll(() => watcher?.close());

    it('are each reported as the build reports them, and serve nothing from outside', async () => {
      const links = ['images/ext', 'articles/weg.md', 'images/hard.svg'];
      await symlink(outside, at('images/ext'));
      await symlink(path.join(outside, 'nothing.md'), at('articles/weg.md'));
      await link(path.join(outside, 'private.svg'), at('images/hard.svg'));
      const allSeen = Promise.all(links.map((l) => watcher.reported(at(l))));
      // Files written after the links in their folders are reported after them; twice over, for
      // the watcher's quiet moments.
      const sentinels = ['images/na-1.txt', 'articles/na-1.txt', 'images/na-2.txt', 'articles/na-2.txt'];
      const later = async () => {
        for (const name of sentinels) {
          await writeFile(at(name), 'x');
          await watcher.reported(at(name));
        }
      };
      const written = later();
      await Promise.race([allSeen, written]);
      expect(links.filter((l) => !reported.has(l))).toEqual([]);
      // Every sentinel is there before the next test takes them away again.
      await written;

      const update = await site.update({ content: links });
      const lines = update.problems.map(formatProblem);
      for (const [file, said] of <[string, string][]>[
        ['images/ext', 'is a link to'],
        ['articles/weg.md', 'which does not exist'],
        ['images/hard.svg', 'is a hard link'],
      ])
        expect(
          lines.some((l) => l.includes(`content/${file}: `) && l.includes(said)),
          `${file}\n${lines.join('\n')}`,
        ).toBe(true);
    });

    it('refuses a picture read through a folder link, as the dev server heard of it before', async () => {
      const gone = ['articles/weg.md', 'images/hard.svg', 'images/na-1.txt', 'articles/na-1.txt'];
      for (const l of [...gone, 'images/na-2.txt', 'articles/na-2.txt']) await rm(at(l));
      const text = await readFile(at(article), 'utf8');
      await writeFile(at(article), text.replace(/^image: .*$/m, 'image: ext/private.svg'));
      const update = await site.update({
        content: [article, 'images/ext/private.svg', ...gone, 'images/na-2.txt', 'articles/na-2.txt'],
      });
      expect(update.problems.length).toBeGreaterThan(0);
      expect(update.problems.map(formatProblem).join('\n')).toMatch(/images\/ext/);
      expect(site.pageCount).toBeGreaterThan(0);
    });
  });
});
