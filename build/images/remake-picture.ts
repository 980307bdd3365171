import path from 'node:path';
import { cleanSvg } from './clean-svg.ts';
import { maxPixels } from './process.ts';

/**
 * A picture given to the site (an upload of the editing screen, a file of `public/`) is known by
 * its bytes, not its name, and published only as the site makes it again: a raster picture
 * decoded and encoded anew (no metadata, nothing after its end), a drawing cleaned (clean-svg.ts).
 * Anything else is no picture and is refused.
 */

export type PictureType = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg';

const rasterTypes: Record<string, Exclude<PictureType, 'svg'>> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.avif': 'avif',
};

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The picture type the bytes are (their magic numbers), or undefined for anything else. */
export function pictureTypeOf(bytes: Uint8Array): PictureType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'avif';
  // A drawing is text: an optional byte-order mark, XML declaration and comments, then <svg.
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(head)) return 'svg';
  return undefined;
}

/** What a name ending says the file is. */
export const typeOfName = (name: string): PictureType | undefined =>
  path.extname(name).toLowerCase() === '.svg' ? 'svg' : rasterTypes[path.extname(name).toLowerCase()];

const typeNames = 'JPEG, PNG, WebP, AVIF or SVG';

/**
 * The bytes to publish for a picture named `name`, made again from `bytes`; or why it cannot be
 * published, said for an editor. A raster picture is encoded in the type its name says (a JPEG
 * named `.png` becomes a PNG); a drawing must be named `.svg`, and `cleaned` says what its
 * cleaning took out. With `strict`, a drawing that held anything the cleaning removes is refused
 * rather than published cleaned.
 */
export async function remakePicture(
  name: string,
  bytes: Uint8Array,
  options: { strict?: boolean } = {},
): Promise<{ bytes: Uint8Array; cleaned?: string[] } | { problem: string }> {
  const found = pictureTypeOf(bytes);
  const wanted = typeOfName(name);
  if (!found) return { problem: `is not a picture (its bytes are no ${typeNames}); only pictures are published` };
  if (!wanted) return { problem: `is a ${found.toUpperCase()} picture; name it with its own ending (.${found})` };
  if (found === 'svg' || wanted === 'svg') {
    if (found !== wanted) return { problem: `is a ${found.toUpperCase()} picture named as ${wanted.toUpperCase()}` };
    const cleaned = cleanSvg(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''));
    if ('problem' in cleaned) return cleaned;
    if (options.strict && cleaned.removed.length)
      return { problem: `holds what a drawing may not: ${cleaned.removed.join(', ')}` };
    return { bytes: new TextEncoder().encode(cleaned.svg), cleaned: cleaned.removed };
  }
  try {
    const { default: sharp } = await import('sharp');
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: maxPixels, autoOrient: true });
    // sharp writes no metadata unless asked: no EXIF, location or comment survives.
    return { bytes: new Uint8Array(await image.toFormat(wanted).toBuffer()) };
  } catch (error) {
    return { problem: `is a broken picture (${error instanceof Error ? error.message : String(error)})` };
  }
}
