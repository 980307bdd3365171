import os from 'node:os';
import type { default as SharpModule, Metadata, Sharp, SharpOptions } from 'sharp';
import type { PictureFormat, PicturePreview } from '../../src/lib/picture.ts';
import { cleanSvg } from './clean-svg.ts';

/** What the build learns of a picture before making anything from it. */
export interface PictureFacts {
  /** The file's real format, read from its bytes (not its name). */
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'svg';
  /** Its size as it is seen, after the camera's orientation is applied. */
  width: number;
  height: number;
  /** Whether every pixel is opaque; a picture with transparency falls back to PNG, not JPEG. */
  opaque: boolean;
}

/** The largest picture accepted: beyond 100 megapixels it is not a photo from a phone or a stock site. */
export const maxPixels = 100_000_000;

// A truncated file fails; the small warnings some cameras leave in a JPEG do not.
const reading = (): SharpOptions => ({
  failOn: 'truncated',
  limitInputPixels: maxPixels,
  // Follow the camera's orientation (EXIF), so a phone photo taken upright stays upright.
  autoOrient: true,
});

const names: Record<string, string> = {
  gif: 'a GIF',
  tiff: 'a TIFF',
  heif: 'a HEIC photo',
  jp2: 'a JPEG 2000',
  jxl: 'a JPEG XL',
  pdf: 'a PDF',
  raw: 'a camera RAW file',
  magick: 'an image',
  ppm: 'a PPM',
  fits: 'a FITS',
  vips: 'a VIPS',
  rad: 'a Radiance',
  dcraw: 'a camera RAW file',
};

let loaded: Promise<typeof SharpModule> | undefined;

/**
 * sharp, loaded when a picture is first made: loading it and libvips is a cost that a build whose
 * pictures all come from the cache need not pay.
 */
function sharpLoaded(): Promise<typeof SharpModule> {
  return (loaded ??= import('sharp').then(({ default: sharp }) => {
    // Every operation here is new (another picture, size or format): libvips' cache of recent
    // operations would only hold memory.
    sharp.cache(false);
    return sharp;
  }));
}

/** At most this many pictures are made at once; each already uses libvips' threads. */
const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
let active = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when a slot is free, so a build with many pictures does not hold them all in memory. */
export async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (active >= parallel) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await work();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * Reads a picture whole (a broken file fails here, not halfway through a build) and measures it.
 * Returns its facts, or why the build cannot use it, said for an editor.
 */
export async function inspectPicture(bytes: Uint8Array): Promise<{ facts?: PictureFacts; problem?: string }> {
  let meta: Metadata;
  try {
    const sharp = await sharpLoaded();
    meta = await sharp(bytes, reading()).metadata();
  } catch (error) {
    return {
      problem: `is not a picture the build can read (${reason(error)}); save it again as JPEG, PNG, WebP, AVIF or SVG`,
    };
  }
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp' && format !== 'avif' && format !== 'svg') {
    const kind = names[format] ?? `a ${format} file`;
    return { problem: `is ${kind}, which the build does not take; save it as JPEG, PNG, WebP, AVIF or SVG` };
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) return { problem: 'has no size; save it again as JPEG, PNG, WebP, AVIF or SVG' };
  try {
    // The statistics decode every pixel: a file cut short is found now.
    const sharp = await sharpLoaded();
    const stats = await inTurn(() => sharp(bytes, reading()).stats());
    return { facts: { format, width, height, opaque: stats.isOpaque } };
  } catch (error) {
    return { problem: `is broken: ${reason(error)}; save or export it again` };
  }
}

/** sharp's message without its internals' prefixes. */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/^Input (buffer|file) (contains|has) /i, '')
    .replace(/^VipsJpeg: |^pngload: |^webpload: |^heifload: /i, '')
    .split('\n')[0]!
    .trim()
    .replace(/\.$/, '');
}

/**
 * Options for reading a picture so that a crop of `width` x `height` has enough pixels: an SVG is
 * drawn at the density that size needs (a drawing has no pixels of its own).
 */
function readingFor(facts: PictureFacts, width: number, height: number): SharpOptions {
  if (facts.format !== 'svg') return reading();
  const scale = Math.max(width / facts.width, height / facts.height);
  return { ...reading(), density: Math.min(2400, Math.max(1, Math.ceil(72 * scale * 1.01))) };
}

/** One file made from a picture: cropped to `width` x `height` (centred on what draws the eye) in `format`. */
export interface Rendition {
  width: number;
  height: number;
  format: PictureFormat;
}

// Qualities that keep photos and flat illustrations clean at a fraction of the JPEG's size.
const encoders: Record<PictureFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpeg: (image) => image.flatten({ background: '#faf6f0' }).jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, effort: 7 }),
};

/**
 * Makes one file of a picture. The camera's orientation is applied and every piece of metadata
 * (EXIF with its location, XMP, IPTC, the colour profile after conversion to sRGB) is left out.
 */
export function renderRendition(bytes: Uint8Array, facts: PictureFacts, rendition: Rendition): Promise<Uint8Array> {
  return inTurn(async () => {
    const sharp = await sharpLoaded();
    const image = sharp(bytes, readingFor(facts, rendition.width, rendition.height)).resize(
      rendition.width,
      rendition.height,
      { fit: 'cover', position: sharp.strategy.attention },
    );
    return new Uint8Array(await encoders[rendition.format](image).toBuffer());
  });
}

/**
 * A drawing as it is served: cleaned first (clean-svg.ts: nothing that would run or load from
 * elsewhere were the file opened on its own), then made small by svgo.
 */
export async function optimisedSvg(bytes: Uint8Array): Promise<Uint8Array> {
  const cleaned = cleanSvg(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
  if ('problem' in cleaned) throw new Error(`The drawing ${cleaned.problem}.`);
  const { optimize } = await import('svgo');
  const { data } = optimize(cleaned.svg, {
    multipass: true,
    plugins: ['preset-default', 'removeScripts'],
  });
  return new TextEncoder().encode(data);
}

/** Columns of the preview grid; its rows follow the shape. */
const previewColumns = 4;

/**
 * The preview of a picture in a shape (`aspect`, width over height; its own when undefined): the
 * colours of a grid of cells, cropped as its files are. A picture with transparency gets no cells.
 */
export function previewOf(bytes: Uint8Array, facts: PictureFacts, aspect?: number): Promise<PicturePreview> {
  const shape = aspect ?? facts.width / facts.height;
  const columns = previewColumns;
  const rows = Math.max(1, Math.min(8, Math.round(columns / shape)));
  if (!facts.opaque) return Promise.resolve({ columns, rows, cells: [] });
  return inTurn(async () => {
    // Crop first at a size where the crop finds the same part as for the real files, then average.
    const cropWidth = 96;
    const sharp = await sharpLoaded();
    const cropped = await sharp(bytes, readingFor(facts, cropWidth, Math.round(cropWidth / shape)))
      .resize(cropWidth, Math.round(cropWidth / shape), { fit: 'cover', position: sharp.strategy.attention })
      .toBuffer();
    const raw = await sharp(cropped).resize(columns, rows, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const cells: string[] = [];
    for (let i = 0; i < columns * rows; i++) cells.push(hex(raw[i * 3]!, raw[i * 3 + 1]!, raw[i * 3 + 2]!));
    return { columns, rows, cells };
  });
}
