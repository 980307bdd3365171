import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSite, type DevSite } from '../../support/dev-site.ts';
import { abstractPicture } from '../../support/pictures.ts';

const articleUrl = '/artikelen/ogsm-model-als-groeibooster-voor-startups';
const article = 'articles/ogsm-model-als-groeibooster-voor-startups.md';
const drawing = 'images/ogsm.svg';

/** The file names a page's pictures offer, in order. */
const pictureFiles = (html: string) =>
  [...html.matchAll(/\/assets\/images\/[a-z0-9-]+\.(?:avif|webp|jpg|png|svg)/g)].map((m) => m[0]);

const types: Record<string, string> = { avif: 'avif', webp: 'webp', jpg: 'jpeg', svg: 'svg+xml' };

describe('pictures in the dev server', () => {
  let site: DevSite;
  beforeAll(async () => {
    site = await startDevSite();
  });
  afterAll(() => site?.close());

  it('serves a drawing as its SVG, without script, in the format the name says', async () => {
    const files = pictureFiles((await site.get(articleUrl)).html);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.svg$/);
    const res = await fetch(site.server.url + files[0]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('shows a changed drawing at once under a new name, and never reads a picture as content', async () => {
    const before = pictureFiles((await site.get(articleUrl)).html);
    const listener = await site.listen(articleUrl);
    const reload = listener.next((e) => e.type === 'reload');
    await site.write(drawing, (await site.read(drawing)).replace('#B5532F', '#1F6F50'));
    await reload;
    const after = pictureFiles((await site.get(articleUrl)).html);
    expect(after).toHaveLength(before.length);
    expect(after.filter((f) => before.includes(f))).toEqual([]);
    expect((await fetch(site.server.url + after[0]!)).status).toBe(200);
    expect(site.server.lastReport?.problems).toEqual([]);
    expect(site.log.join('\n')).not.toMatch(/is not a known kind of content/);
    listener.close();
  });

  it('makes a photo when a page asks for it, as AVIF, WebP and JPEG', async () => {
    await writeFile(path.join(site.contentDir, 'images', 'foto.jpg'), await abstractPicture());
    await site.edit(article, (text) => text.replace(/^image: .*$/m, 'image: foto.jpg'));
    const files = pictureFiles((await site.get(articleUrl)).html);
    expect(files.length).toBeGreaterThan(3);
    for (const ext of ['avif', 'webp', 'jpg']) {
      const file = files.find((f) => f.endsWith(`.${ext}`));
      expect(file, ext).toBeDefined();
      const res = await fetch(site.server.url + file!);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toBe(`image/${types[ext]}`);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
  });
});
