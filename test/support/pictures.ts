import sharp from 'sharp';

/**
 * Pictures the tests make themselves, so that no photo of anyone is in the repository: generated
 * pixels, with the quirks editors' files have.
 */

/** An abstract picture in the brand's colours (soft circles on a gradient), as an opaque JPEG. */
export function abstractPicture(width = 900, height = 900): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" ` +
    'preserveAspectRatio="none">\n' +
    '    <defs><linearGradient id="g" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#1F6F50"/><stop offset="1" stop-color="#16322A"/></linearGradient></defs>\n' +
    '    <rect width="100" height="100" fill="url(#g)"/><circle cx="50" cy="40" r="22" fill="#E08A64"/>' +
    '<circle cx="30" cy="78" r="18" fill="#B9CBAE"/><circle cx="76" cy="74" r="14" fill="#FAF6F0"/></svg>';
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A photo as a phone takes it: 4,000 x 3,000 pixels of noise (about 6 MB as JPEG), with the
 * camera's make and model and the place it was taken (GPS) in its EXIF.
 */
export function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Fietsfoon', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 4200/100',
      },
    })
    .toBuffer();
}

/** The colours of the quadrants of `orientedPhoto()`, top left, top right, bottom left, bottom right. */
export const quadrantColours = {
  topLeft: [220, 30, 30],
  topRight: [30, 200, 30],
  bottomLeft: [30, 30, 220],
  bottomRight: [240, 240, 240],
} as const;

/**
 * A 300 x 200 JPEG in four coloured quadrants whose EXIF orientation is `orientation` (1-8): a
 * viewer that honours it shows the quadrants moved, which a test can read back.
 */
export async function orientedPhoto(orientation: number): Promise<Buffer> {
  const [w, h] = [300, 200];
  const c = (rgb: readonly number[]) => `rgb(${rgb.join(',')})`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<rect width="150" height="100" fill="${c(quadrantColours.topLeft)}"/>` +
    `<rect x="150" width="150" height="100" fill="${c(quadrantColours.topRight)}"/>` +
    `<rect y="100" width="150" height="100" fill="${c(quadrantColours.bottomLeft)}"/>` +
    `<rect x="150" y="100" width="150" height="100" fill="${c(quadrantColours.bottomRight)}"/>` +
    '</svg>';
  return sharp(Buffer.from(svg)).jpeg({ quality: 95 }).withMetadata({ orientation }).toBuffer();
}

/** A JPEG cut off halfway, as an interrupted upload leaves it. */
export async function brokenPhoto(): Promise<Buffer> {
  const whole = await abstractPicture(600, 400);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

/** A PNG with a transparent background. */
export function transparentPicture(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><circle cx="200" cy="150" ' +
    'r="120" fill="#B5532F"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A GIF, a format the build does not take. */
export function gifPicture(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: '#1F6F50' } })
    .gif()
    .toBuffer();
}

/** The tags of a JPEG's EXIF IFD0 (`0x8825` points at the GPS data), or none without EXIF. */
export async function exifTags(data: Uint8Array): Promise<number[]> {
  const exif = (await sharp(data).metadata()).exif;
  if (!exif) return [];
  const tiff = exif.subarray(6);
  const little = tiff.toString('ascii', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

/** The colour at a point of a picture, as [r, g, b]. */
export async function colourAt(data: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data: raw, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [raw[at]!, raw[at + 1]!, raw[at + 2]!];
}
