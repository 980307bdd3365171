import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clamp,
  imageVariants,
  logoImage,
  shareCards,
  shareImages,
  shareImageSize,
} from '../../../build/seo/share-image.ts';
import type { SiteContent } from '../../../kinds/content.ts';
import { realContent } from '../../support/real-content.ts';

/** Width and height from a PNG's header. */
function pngSize(data: Uint8Array): { width: number; height: number } {
  expect([...data.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

let content: SiteContent;
let logoSvg: string;
beforeAll(async () => {
  ({ content } = await realContent());
  logoSvg = await readFile(`public${content.site.logo}`, 'utf8');
});

describe('share images', () => {
  it('are a 1200 x 630 PNG per page kind and language, plus the shapes articles need, named by contents', async () => {
    const images = await shareImages(content, new TextEncoder().encode(logoSvg));
    const kinds = ['home', 'services', 'service', 'category', 'landing', 'experts', 'expert', 'articles', 'article'];
    const shapes = Object.keys(imageVariants.article!).flatMap((shape) => [
      `article.en.${shape}`,
      `article.nl.${shape}`,
    ]);
    expect([...images.keys()].sort()).toEqual([...kinds.flatMap((k) => [`${k}.en`, `${k}.nl`]), ...shapes].sort());
    expect(new Set([...images.values()].map((i) => i.file)).size).toBe(images.size);
    for (const [key, image] of images) {
      expect(image.file, key).toMatch(new RegExp(`^assets/share/${key.replaceAll('.', '-')}-[0-9a-f]{10}\\.png$`));
      expect(image.href).toBe(`/${image.file}`);
      const size = key.split('.')[2] ? imageVariants.article![key.split('.')[2]!] : shareImageSize;
      expect(pngSize(await image.png!()), key).toEqual(size);
      expect(image).toMatchObject(size!);
    }
    expect(images.get('articles.nl')!.alt).toBe(content.lang.nl.ui.articles.heading);
  }, 30_000);

  it('say what the content says of each kind of page, in its language', () => {
    const nl = shareCards(content, 'nl');
    const en = shareCards(content, 'en');
    expect(nl.home!.headline).toBe(content.lang.nl.home.hero.title);
    expect(en.services).toEqual({
      eyebrow: content.lang.en.ui.nav.services,
      headline: content.lang.en.ui.services.heading,
      text: content.lang.en.ui.services.intro,
    });
    expect(en.expert!.text).toContain(content.partners[0]!.data.name);
  });

  it('give structured data the logo as a 512 px PNG', async () => {
    const logo = await logoImage({ path: content.site.logo, data: new TextEncoder().encode(logoSvg) });
    expect(logo.file).toMatch(/^assets\/logo-[0-9a-f]{10}\.png$/);
    expect(pngSize(await logo.png!())).toEqual({ width: 512, height: 512 });
  });

  it('cut long text after its last whole sentence that fits, else at a word, with an ellipsis', () => {
    expect(clamp('kort', 10)).toBe('kort');
    expect(clamp('een lange zin, die niet past', 16)).toBe('een lange zin…');
    expect(clamp('Een eerste zin die past. En een tweede die niet meer past.', 40)).toBe('Een eerste zin die past.');
    // A sentence that would leave most of the room empty is not where the text ends.
    expect(clamp('Kort. En dan een lange tweede zin die niet past.', 40)).toBe(
      'Kort. En dan een lange tweede zin die…',
    );
  });
});
