import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSite, type DevSite } from '../../support/dev-site.ts';

const articleUrl = '/artikelen/ogsm-model-als-groeibooster-voor-startups';
const cover = 'images/ogsm.svg';

/** The file names a page's pictures offer, in order. */
const pictureFiles = (html: string) =>
  [...html.matchAll(/\/assets\/images\/[a-z0-9-]+\.(?:avif|webp|jpg|png)/g)].map((m) => m[0]);

describe('pictures in the dev server', () => {
  let site: DevSite;
  beforeAll(async () => {
    site = await startDevSite();
  });
  afterAll(() => site?.close());

  it('makes a picture when a page asks for it, in the format the name says', async () => {
    const files = pictureFiles((await site.get(articleUrl)).html);
    expect(files.length).toBeGreaterThan(8);
    for (const file of [files[0]!, files.find((f) => f.endsWith('.webp'))!, files.find((f) => f.endsWith('.jpg'))!]) {
      const res = await fetch(site.server.url + file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type'), file).toBe(
        `image/${{ avif: 'avif', webp: 'webp', jpg: 'jpeg' }[file.split('.').pop()!]}`,
      );
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
  });

  it('shows a changed picture at once under a new name, and never reads a picture as content', async () => {
    const before = pictureFiles((await site.get(articleUrl)).html);
    const listener = await site.listen(articleUrl);
    const reload = listener.next((e) => e.type === 'reload');
    const drawing = (await site.read(cover)).replace('#B5532F', '#1F6F50');
    await site.write(cover, drawing);
    await reload;
    const after = pictureFiles((await site.get(articleUrl)).html);
    expect(after).toHaveLength(before.length);
    expect(after.filter((f) => before.includes(f))).toEqual([]);
    expect((await fetch(site.server.url + after[0]!)).status).toBe(200);
    expect(site.server.lastReport?.problems).toEqual([]);
    expect(site.log.join('\n')).not.toMatch(/is not a known kind of content/);
    listener.close();
  });
});
