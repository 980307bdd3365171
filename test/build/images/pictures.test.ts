import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuiltSite } from '../../../build/pipeline.ts';
import { ImageCache } from '../../../build/images/cache.ts';
import { attr, byTag, parseHtml, type HtmlDocument } from '../../../build/seo/html-tree.ts';
import { picturePlaces } from '../../../src/lib/picture.ts';
import {
  bodyPicture,
  coveredArticles,
  makePictureSite,
  photographedPartner,
  type PictureSite,
} from '../../support/picture-site.ts';

let site: PictureSite;
let built: BuiltSite;
let cacheDir: string;

beforeAll(async () => {
  site = await makePictureSite({ small: true });
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'picture-cache-'));
  built = await buildSite({ contentDir: site.contentDir, imageCache: new ImageCache(cacheDir) });
}, 240_000);
afterAll(async () => {
  await site?.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const page = (file: string): HtmlDocument => parseHtml(String(built.files.get(file)));
const pictures = (root: Parameters<typeof byTag>[0]) => byTag(root, 'picture');
/** A `<picture>`'s sources by type, its img, and the candidates of each source as [href, width]. */
function describePicture(picture: ReturnType<typeof pictures>[number]) {
  const sources = byTag(picture, 'source');
  const img = byTag(picture, 'img')[0]!;
  const candidates = (srcset: string) =>
    srcset.split(', ').map((c) => {
      const [href, w] = c.split(' ');
      return [href!, Number(w!.slice(0, -1))] as const;
    });
  return {
    types: sources.map((s) => attr(s, 'type')),
    widths: sources.map((s) => candidates(attr(s, 'srcset')!).map(([, w]) => w)),
    files: [...sources.flatMap((s) => candidates(attr(s, 'srcset')!)), [attr(img, 'src')!, 0] as const],
    sizes: sources.map((s) => attr(s, 'sizes')),
    img: {
      width: attr(img, 'width'),
      height: attr(img, 'height'),
      alt: attr(img, 'alt'),
      loading: attr(img, 'loading'),
      fetchpriority: attr(img, 'fetchpriority'),
      src: attr(img, 'src'),
    },
  };
}

describe('pictures in a built site', () => {
  it("shows a partner's photo on card and profile, at 80 and 192 px, 1x and 2x", () => {
    const overview = page('raspaarden.html');
    const [card, ...others] = pictures(overview);
    // The other two keep their drawn portraits, said to be illustrations; no initials are left.
    expect(others.map((p) => describePicture(p).img.alt)).toEqual([
      'Illustratie van Sanne Oliveira',
      'Illustratie van Yasmina El Amrani',
    ]);
    expect(byTag(overview, 'svg').filter((s) => attr(s, 'class')?.includes('avatar'))).toHaveLength(0);
    const onCard = describePicture(card!);
    expect(onCard.types).toEqual(['image/avif', 'image/webp']);
    expect(onCard.widths).toEqual([
      [80, 160],
      [80, 160],
    ]);
    expect(onCard.img).toMatchObject({
      width: '80',
      height: '80',
      alt: `Foto van ${photographedPartner.name}`,
      loading: 'lazy',
    });
    expect(onCard.img.src).toMatch(/\.jpg$/);

    const profile = describePicture(pictures(page(`raspaarden/${photographedPartner.id}.html`))[0]!);
    expect(profile.widths).toEqual([
      [128, 192, 256, 384],
      [128, 192, 256, 384],
    ]);
    expect(profile.sizes[0]).toBe(picturePlaces['avatar-profile'].sizes);
    // The largest picture of its page, fetched first.
    expect(profile.img).toMatchObject({ width: '192', height: '192', fetchpriority: 'high', loading: undefined });
    expect(
      pictures(page(`en/raspaarden/${photographedPartner.id}.html`)).map((p) => describePicture(p).img.alt),
    ).toEqual([`Photo of ${photographedPartner.name}`]);
  });

  it('writes each file a page names at its width, in its format, without metadata, named by a hash', async () => {
    const named = new Map<string, number>();
    for (const [file, contents] of built.files) {
      if (!file.endsWith('.html')) continue;
      for (const picture of pictures(parseHtml(String(contents))))
        for (const [href, width] of describePicture(picture).files) named.set(href, width);
    }
    expect(named.size).toBeGreaterThan(20);
    const drawings = [...named.keys()].filter((href) => href.endsWith('.svg'));
    // The articles' illustrations are served as the SVG they were drawn in, optimised.
    expect(drawings.length).toBeGreaterThan(0);
    for (const href of drawings) {
      expect(href).toMatch(/^\/assets\/images\/[a-z0-9-]+-[0-9a-f]{8}\.svg$/);
      expect(new TextDecoder().decode(built.files.get(href.slice(1)) as Uint8Array)).toMatch(/^<svg [^>]*viewBox=/);
      named.delete(href);
    }
    for (const [href, width] of named) {
      expect(href).toMatch(/^\/assets\/images\/[a-z0-9-]+-\d+-[0-9a-f]{8}\.(avif|webp|jpg|png)$/);
      const data = built.files.get(href.slice(1));
      expect(data, href).toBeInstanceOf(Uint8Array);
      const meta = await sharp(data as Uint8Array).metadata();
      expect(meta.format, href).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' }[href.split('.').pop()!]);
      if (width) expect(meta.width, href).toBe(width);
      expect(Number(href.match(/-(\d+)-[0-9a-f]{8}\./)![1]), href).toBe(meta.width);
      expect(meta.exif, href).toBeUndefined();
    }
  });

  it("shows an article's picture on its card and above its text, and shares it cropped to each shape", async () => {
    const [slug] = coveredArticles;
    const article = page(`artikelen/${slug}.html`);
    const [cover] = pictures(article).map(describePicture);
    expect(cover!.img).toMatchObject({ width: '732', height: '412', fetchpriority: 'high' });
    expect(cover!.img.alt).toMatch(/^Een netwerk van verbonden punten/);
    expect(pictures(page(`en/artikelen/${slug}.html`)).map((p) => describePicture(p).img.alt)[0]).toMatch(
      /^A network of connected points/,
    );

    const meta = (name: string) =>
      byTag(article, 'meta').find((m) => attr(m, 'property') === name) &&
      attr(
        byTag(article, 'meta').find((m) => attr(m, 'property') === name)!,
        'content',
      );
    expect(meta('og:image')).toMatch(
      /^https:\/\/paardensprong\.example\/assets\/share\/ai-readiness-card-[0-9a-f]{8}\.jpg$/,
    );
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    expect(meta('og:image:alt')).toBe(cover!.img.alt);
    const graph = JSON.parse(
      byTag(article, 'script')
        .find((s) => attr(s, 'type') === 'application/ld+json')!
        .childNodes.map((n) => (n as { value?: string }).value ?? '')
        .join(''),
    );
    const images: string[] = graph['@graph'].find((n: { '@type': string }) => n['@type'] === 'Article').image;
    const shapes = await Promise.all(
      images.map(async (url) => {
        const { width, height } = await sharp(built.files.get(new URL(url).pathname.slice(1)) as Uint8Array).metadata();
        return `${width}x${height}`;
      }),
    );
    expect(shapes).toEqual(['1200x630', '1200x675', '1200x900', '1200x1200']);

    // On the overview: the newest article's picture is the page's largest and comes first; the rest
    // wait until scrolled near.
    const cards = pictures(page('artikelen.html')).map(describePicture);
    expect(cards).toHaveLength(coveredArticles.length);
    expect(cards.map((c) => [c.img.fetchpriority, c.img.loading])).toEqual([
      ['high', undefined],
      [undefined, 'lazy'],
    ]);
    // A drawing: one SVG for every width, no AVIF or WebP made of it.
    expect(cards[0]!.types).toEqual([]);
    expect(cards[0]!.img.src).toMatch(/^\/assets\/images\/ai-readiness-[0-9a-f]{8}\.svg$/);
    expect(cards[0]!.img).toMatchObject({ width: '370', height: '208' });
  });

  it('keeps the drawn share card for an article without a picture, and gives it no picture on its card', () => {
    const plain = built.content.articles.find((a) => !a.data.image)!;
    const doc = page(`artikelen/${plain.slug}.html`);
    expect(pictures(doc)).toHaveLength(0);
    expect(
      attr(
        byTag(doc, 'meta').find((m) => attr(m, 'property') === 'og:image')!,
        'content',
      ),
    ).toMatch(/\/assets\/share\/article-nl-[0-9a-f]{10}\.png$/);
  });

  it('sizes a picture in a markdown body to the text column, in its own shape, never past its pixels', () => {
    const doc = page('services/werkpaard.html');
    const prose = byTag(doc, 'div').find((d) => attr(d, 'class')?.split(' ').includes('prose'))!;
    const [inBody] = pictures(prose).map(describePicture);
    expect(inBody!.img).toMatchObject({ alt: bodyPicture.alt, loading: 'lazy', width: '732', height: '488' });
    // The picture is 1,200 pixels wide: no file is wider than that.
    expect(inBody!.widths[0]).toEqual([480, 732, 1100, 1200]);
    expect(pictures(page('en/services/werkpaard.html'))).toHaveLength(0);
  });

  it("reserves every picture's box before it loads: width and height on the img and a preview in its shape", () => {
    for (const [file, contents] of built.files) {
      if (!file.endsWith('.html')) continue;
      const doc = parseHtml(String(contents));
      for (const img of byTag(doc, 'img')) {
        expect(Number(attr(img, 'width')), file).toBeGreaterThan(0);
        expect(Number(attr(img, 'height')), file).toBeGreaterThan(0);
        expect(attr(img, 'alt'), file).toBeTruthy();
      }
      for (const preview of byTag(doc, 'svg').filter((s) => attr(s, 'class') === 'picture__preview')) {
        const img = byTag(preview.parentNode as Parameters<typeof byTag>[0], 'img')[0]!;
        expect([attr(preview, 'width'), attr(preview, 'height')], file).toEqual([
          attr(img, 'width'),
          attr(img, 'height'),
        ]);
        expect(attr(preview, 'aria-hidden')).toBe('true');
      }
    }
  });
});
