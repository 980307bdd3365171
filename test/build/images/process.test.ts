import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  inspectPicture,
  optimisedSvg,
  previewOf,
  renderRendition,
  type PictureFacts,
} from '../../../build/images/process.ts';
import {
  abstractPicture,
  brokenPhoto,
  colourAt,
  exifTags,
  gifPicture,
  orientedPhoto,
  phonePhoto,
  quadrantColours,
  transparentPicture,
} from '../../support/pictures.ts';

const facts = async (bytes: Uint8Array): Promise<PictureFacts> => {
  const inspected = await inspectPicture(bytes);
  expect(inspected.problem).toBeUndefined();
  return inspected.facts!;
};

const near = (actual: number[], expected: readonly number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) < 40);

describe("processing an editor's picture", () => {
  it('accepts a 6 MB, 4,000-pixel phone photo, shrinks it and leaves out its metadata, location included', async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(5_000_000);
    // 0x8825 points at the GPS data: where the photo was taken.
    expect(await exifTags(photo)).toContain(0x8825);
    const measured = await facts(photo);
    expect(measured).toEqual({ format: 'jpeg', width: 4000, height: 3000, opaque: true });
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const made = await renderRendition(photo, measured, { width: 384, height: 384, format });
      const meta = await sharp(made).metadata();
      expect([meta.format, meta.width, meta.height], format).toEqual([format === 'avif' ? 'heif' : format, 384, 384]);
      expect(meta.exif, `${format} has no EXIF`).toBeUndefined();
      expect(meta.xmp ?? meta.iptc, `${format} has no XMP or IPTC`).toBeUndefined();
      expect(Buffer.from(made).includes('Fietsfoon'), `${format} names no camera`).toBe(false);
      expect(made.length, format).toBeLessThan(120_000);
    }
  }, 60_000);

  it.each([
    // Orientation: where the stored top-left, top-right and bottom-left quadrants are shown.
    [1, 'topLeft', 'topRight', 300],
    [2, 'topRight', 'topLeft', 300],
    [3, 'bottomRight', 'bottomLeft', 300],
    [4, 'bottomLeft', 'bottomRight', 300],
    [5, 'topLeft', 'bottomLeft', 200],
    [6, 'bottomLeft', 'topLeft', 200],
    [7, 'bottomRight', 'topRight', 200],
    [8, 'topRight', 'bottomRight', 200],
  ] as const)(
    'turns a photo with EXIF orientation %i upright as the camera held it',
    async (orientation, shownTopLeft, shownTopRight, shownWidth) => {
      const photo = await orientedPhoto(orientation);
      const measured = await facts(photo);
      expect([measured.width, measured.height]).toEqual(shownWidth === 300 ? [300, 200] : [200, 300]);
      const made = await renderRendition(photo, measured, {
        width: measured.width,
        height: measured.height,
        format: 'jpeg',
      });
      expect(near(await colourAt(made, 10, 10), quadrantColours[shownTopLeft]), `top left is ${shownTopLeft}`).toBe(
        true,
      );
      expect(
        near(await colourAt(made, measured.width - 10, 10), quadrantColours[shownTopRight]),
        `top right is ${shownTopRight}`,
      ).toBe(true);
      expect((await sharp(made).metadata()).orientation ?? 1).toBe(1);
    },
  );

  it('refuses a broken file, a format it does not take and a file that is no picture, saying why', async () => {
    expect((await inspectPicture(await brokenPhoto())).problem).toMatch(/^is broken: .+; save or export it again$/);
    expect((await inspectPicture(await gifPicture())).problem).toBe(
      'is a GIF, which the build does not take; save it as JPEG, PNG, WebP, AVIF or SVG',
    );
    expect((await inspectPicture(new TextEncoder().encode('name: not a picture\n'))).problem).toMatch(
      /^is not a picture the build can read \(.+\); save it again as JPEG, PNG, WebP, AVIF or SVG$/,
    );
  });

  it('draws a drawing (SVG) sharp at any width', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" ' +
        'height="90" fill="#1F6F50"/><circle cx="80" cy="45" r="30" fill="#E08A64"/></svg>',
    );
    const measured = await facts(svg);
    expect(measured).toMatchObject({ format: 'svg', width: 160, height: 90 });
    const made = await renderRendition(svg, measured, { width: 1464, height: 824, format: 'webp' });
    expect(await sharp(made).metadata()).toMatchObject({ width: 1464, height: 824 });
    // Drawn at that size, not enlarged: the circle's edge stays crisp.
    expect(near(await colourAt(made, 732, 412), [224, 138, 100])).toBe(true);
  });

  it('serves a drawing as SVG without what would run were the file opened on its own', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" onload="alert(1)">' +
        '<script>alert(2)</script><a href="javascript:alert(3)"><rect width="160" height="90" ' +
        'fill="#1F6F50"/></a><circle cx="80" cy="45" r="30" fill="#E08A64"/></svg>',
    );
    const served = new TextDecoder().decode(await optimisedSvg(svg));
    expect(served).not.toMatch(/alert|script|onload|javascript/i);
    expect(served).toContain('#e08a64');
    // Still the same drawing.
    const { width, height } = await sharp(Buffer.from(served)).metadata();
    expect([width, height]).toEqual([160, 90]);
  });

  it("draws the preview from the picture's colours in its shape; a picture with transparency gets none", async () => {
    const picture = await abstractPicture(900, 900);
    const wide = await previewOf(picture, await facts(picture), 16 / 9);
    expect([wide.columns, wide.rows]).toEqual([4, 2]);
    expect(wide.cells).toHaveLength(8);
    for (const cell of wide.cells) expect(cell).toMatch(/^#[0-9a-f]{6}$/);
    const square = await previewOf(picture, await facts(picture), 1);
    expect(square.cells).toHaveLength(16);

    const transparent = await transparentPicture();
    const measured = await facts(transparent);
    expect(measured.opaque).toBe(false);
    expect((await previewOf(transparent, measured)).cells).toEqual([]);
  });
});
