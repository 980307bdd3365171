import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SiteContent } from '../../kinds/content.ts';
import { languages, type Lang } from '../../kinds/fields.ts';
import type { PageKind } from '../../kinds/routes.tsx';
import type { ShareCard } from '../../kinds/define.ts';
import { allKinds } from '../../kinds/kind-registry.ts';
import { codeVersion } from '../code-version.ts';
import type { ImageCache } from '../images/cache.ts';

/** The size link previews ask for (Open Graph, X, LinkedIn). */
export const shareImageSize = { width: 1200, height: 630 } as const;

/**
 * Further shapes of a kind's image, named by aspect ratio: article rich results ask for 16x9, 4x3
 * and 1x1 images of at least 50,000 pixels.
 */
export const imageVariants: Partial<Record<PageKind, Record<string, { width: number; height: number }>>> = {
  article: {
    '16x9': { width: 1200, height: 675 },
    '4x3': { width: 1200, height: 900 },
    '1x1': { width: 1200, height: 1200 },
  },
};

export type { ShareCard };

/** Page kinds that have a share image: every kind that search engines index. */
export type SharedKind = Exclude<PageKind, 'not-found'>;

/**
 * The card of each page kind in a language, written from the content by the kinds of content
 * (kinds/): the overview pages show their heading and intro, the pages of a kind their
 * section's heading and what it holds.
 */
export function shareCards(content: SiteContent, lang: Lang): Record<SharedKind, ShareCard> {
  return Object.assign({}, ...allKinds().map((kind) => kind.shareCards?.(content, lang) ?? {})) as Record<
    SharedKind,
    ShareCard
  >;
}

/**
 * Cuts text so that it fits in about `max` characters: after its last whole sentence that fits,
 * when that keeps at least half of the room, else at a word, with an ellipsis.
 */
export function clamp(text: string, max: number): string {
  if (text.length <= max) return text;
  const sentences = [...text.slice(0, max + 1).matchAll(/[.!?](?=\s)/g)];
  const end = sentences.at(-1)?.index;
  if (end !== undefined && end + 1 >= max / 2) return text.slice(0, end + 1);
  return `${text
    .slice(0, max)
    .replace(/\s+\S*$/, '')
    .replace(/[\s,;:.·]+$/, '')}…`;
}

interface Font {
  name: string;
  data: Buffer;
  weight: 400 | 600;
  style: 'normal';
}

const require = createRequire(import.meta.url);

let fonts: Promise<Font[]> | undefined;

/**
 * Fraunces, the heading face of the site, from the installed @fontsource package (satori reads
 * WOFF, not WOFF2); read once.
 */
function loadFonts(): Promise<Font[]> {
  const dir = path.join(path.dirname(require.resolve('@fontsource/fraunces')), 'files');
  return (fonts ??= Promise.all(
    ([400, 600] as const).map(async (weight) => ({
      name: 'Fraunces',
      weight,
      style: 'normal' as const,
      data: await readFile(path.join(dir, `fraunces-latin-${weight}-normal.woff`)),
    })),
  ));
}

// The brand colours of src/styles/site.css.
const colours = { stable: '#16322A', cream: '#FAF6F0', sage: '#B9CBAE', terracotta: '#E08A64', soft: '#D9E3D2' };

type Node = { type: string; props: Record<string, unknown> };
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({ type, props: { style, children, ...extra } });

function layout(
  card: ShareCard,
  brand: { name: string; host: string; logo: string },
  size: { width: number; height: number },
): Node {
  return h(
    'div',
    {
      width: size.width,
      height: size.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      background: colours.stable,
      color: colours.cream,
      fontFamily: 'Fraunces',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        // The mark sits on a cream tile: its own dark ground would vanish into the card's.
        h('div', { display: 'flex', padding: 6, borderRadius: 18, background: colours.cream }, [
          h('img', { width: 60, height: 60 }, undefined, { src: brand.logo, width: 60, height: 60 }),
        ]),
        h('div', { fontSize: 36, fontWeight: 600 }, brand.name),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 20, maxWidth: 1040 }, [
        // A section named like its heading (Artikelen, Artikelen) says it once.
        ...(card.eyebrow === card.headline
          ? []
          : [h('div', { fontSize: 26, color: colours.sage, letterSpacing: 1 }, clamp(card.eyebrow, 90))]),
        h(
          'div',
          { fontSize: card.headline.length > 40 ? 64 : 76, fontWeight: 600, lineHeight: 1.08 },
          clamp(card.headline, 80),
        ),
        ...(card.text ? [h('div', { fontSize: 28, lineHeight: 1.4, color: colours.soft }, clamp(card.text, 150))] : []),
      ]),
      h('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        h('div', { width: 120, height: 8, borderRadius: 4, background: colours.terracotta }),
        h('div', { fontSize: 26, color: colours.sage }, brand.host),
      ]),
    ],
  );
}

/** An image file the build writes, with the URL path it answers at. */
export interface BuiltImage {
  file: string;
  href: string;
  width: number;
  height: number;
  /**
   * Rasterises the image once, off the main thread, and gives its bytes; undefined for a file that
   * is already in the site as it is.
   */
  png?: () => Promise<Uint8Array>;
}

/** A function that does its work on the first call only. */
const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

/**
 * The card on a taller canvas of the same ground, centred: a further shape without laying the
 * card out again.
 */
function extend(svg: string, size: { width: number; height: number }): string {
  const top = (size.height - shareImageSize.height) / 2;
  const inner = svg.replace(/^<svg /, `<svg x="0" y="${top}" `);
  const { width, height } = size;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${colours.stable}"/>${inner}</svg>`
  );
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

// Cards laid out by this process, by what they say: the dev server lays out again only the cards
// an edit changed. A few dozen at most, as there is one card per page kind and language.
const laidOut = new Map<string, string>();

async function layOut(card: ShareCard, brand: object, make: () => Promise<string>): Promise<string> {
  const key = JSON.stringify([card, brand]);
  let svg = laidOut.get(key);
  if (svg === undefined) {
    svg = await make();
    if (laidOut.size >= 64) laidOut.delete(laidOut.keys().next().value!);
    laidOut.set(key, svg);
  }
  return svg;
}

/**
 * Rasterises and encodes share images one at a time, each encoding in a turn of the event loop of
 * its own. Rasterising runs on a thread of Node's pool, encoding on this thread, so a turn each
 * keeps the pages rendering in between. Made all at once, the rasters would arrive together while
 * pages render, and each pool thread would keep the memory of its rasters to the end of the build.
 */
let making: Promise<unknown> = Promise.resolve();
function inTurn<T>(make: () => Promise<T>): Promise<T> {
  const made = making.then(nextTurn).then(make);
  making = made.catch(() => undefined);
  return made;
}

// The layout and raster engines load only when an image is made, not when a kept one is reused.
const pngOf = (svg: () => Promise<string>, width: number, file: string, cache?: ImageCache) =>
  once(async () => {
    const make = async () => {
      const { renderAsync } = await import('@resvg/resvg-js');
      return inTurn(async () => {
        const drawn = await renderAsync(await svg(), {
          fitTo: { mode: 'width', value: width },
          font: { loadSystemFonts: false },
        });
        await nextTurn();
        return new Uint8Array(drawn.asPng());
      });
    };
    if (!cache) return make();
    // A file's name says what it shows; with the drawing code's version, the key says all that draws it.
    const key = createHash('sha256')
      .update(JSON.stringify(['share image', await drawingVersion(), file]))
      .digest('hex');
    return cache.bytes(key, 'png', make);
  });

/**
 * The logo as a PNG for structured data (search engines ask for a raster image of at least 112 px):
 * an SVG is rasterised, a PNG used as it is.
 */
export async function logoImage(logo: { path: string; data: Uint8Array }, cache?: ImageCache): Promise<BuiltImage> {
  if (logo.path.endsWith('.png')) {
    // The PNG header holds the size at bytes 16-23.
    const view = new DataView(logo.data.buffer, logo.data.byteOffset, logo.data.byteLength);
    return { file: logo.path.slice(1), href: logo.path, width: view.getUint32(16), height: view.getUint32(20) };
  }
  const size = 512;
  const svg = Buffer.from(logo.data).toString('utf8');
  const file = `assets/logo-${hash(svg)}.png`;
  return { file, href: `/${file}`, width: size, height: size, png: pngOf(async () => svg, size, file, cache) };
}

/**
 * One share image per page kind and language (`service.nl`), and the further shapes some kinds
 * have (`article.nl.1x1`). Each is named by a hash of what it shows and of the code that draws it
 * (this module and what it imports, the installed packages), so the names are known at once and
 * pages can name their images before any is drawn: each image is laid out and rasterised when its
 * `png` is first asked for, while the pages render.
 */
export async function shareImages(
  content: SiteContent,
  logo: Uint8Array,
  cache?: ImageCache,
): Promise<Map<string, BuiltImage & { alt: string }>> {
  const type = content.site.logo.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
  const brand = {
    name: content.site.name,
    host: new URL(content.site.url).host,
    logo: `data:${type};base64,${Buffer.from(logo).toString('base64')}`,
  };
  const drawing = await drawingVersion();
  const images = new Map<string, BuiltImage & { alt: string }>();
  const made = new Map<string, BuiltImage>();
  for (const lang of languages) {
    for (const [kind, card] of Object.entries(shareCards(content, lang)) as [SharedKind, ShareCard][]) {
      const card1200 = once(() =>
        layOut(card, brand, async () => {
          const { default: satori } = await import('satori');
          const fonts = await loadFonts();
          return satori(layout(card, brand, shareImageSize) as Parameters<typeof satori>[0], {
            ...shareImageSize,
            fonts,
          });
        }),
      );
      const shapes: [string, { width: number; height: number }][] = [
        ['', shareImageSize],
        ...Object.entries(imageVariants[kind] ?? {}),
      ];
      for (const [shape, size] of shapes) {
        const name = hash(JSON.stringify([drawing, card, brand, size]));
        const key = [kind, lang, shape].filter(Boolean).join('.');
        const svg = async () => (shape ? extend(await card1200(), size) : card1200());
        // Kinds whose cards read the same share one file.
        const file = made.get(name)?.file ?? `assets/share/${key.replaceAll('.', '-')}-${name}.png`;
        const image = made.get(name) ?? { file, href: `/${file}`, ...size, png: pngOf(svg, size.width, file, cache) };
        made.set(name, image);
        images.set(key, { ...image, alt: card.headline });
      }
    }
  }
  return images;
}

/** The version of the code that draws share images (see codeVersion), once per process. */
let drawingCode: Promise<string> | undefined;
const drawingVersion = () => (drawingCode ??= codeVersion({ modules: ['build/seo/share-image.ts'] }));
