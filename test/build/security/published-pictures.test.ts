/**
 * What reaches dist/ from public/ is a picture the build made again, never a file as it came: an
 * HTML page, a script named .png and a drawing with script fail the build, each named.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPublic } from '../../../build/pipeline.ts';
import { ContentError } from '../../../build/content/problems.ts';
import { pictureTypeOf } from '../../../build/images/remake-picture.ts';

describe('files of public/', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'public-files-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('are refused, each named, when they are no picture or a drawing holds script', async () => {
    const folder = path.join(dir, 'hostile');
    await mkdir(path.join(folder, 'images'), { recursive: true });
    await writeFile(path.join(folder, 'page.html'), '<script src="/images/script.png"></script>');
    await writeFile(path.join(folder, 'images', 'script.png'), 'pwn();');
    await writeFile(
      path.join(folder, 'images', 'drawing.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>pwn()</script><rect width="1" height="1"/></svg>',
    );
    const error = await readPublic(folder).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as ContentError).problems.map((p) => `${path.basename(p.file)}: ${p.message}`);
    expect(lines).toEqual([
      'drawing.svg: holds what a drawing may not: <script>',
      expect.stringMatching(/^script\.png: is not a picture/),
      expect.stringMatching(/^page\.html: is not a picture/),
    ]);
  });

  it('are published as the build writes them again: the site’s own drawings, clean', async () => {
    const files = await readPublic(path.resolve('public'));
    expect([...files.keys()]).toContain('favicon.svg');
    for (const [name, bytes] of files) {
      expect(pictureTypeOf(bytes), name).toBe('svg');
      expect(new TextDecoder().decode(bytes), name).not.toMatch(/<script|\son\w+=/i);
    }
  });
});
