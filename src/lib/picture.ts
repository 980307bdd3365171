/**
 * What a picture on a page is made of: the places a picture can have in the design, and the
 * processed files the build gives each (src/components/Picture.tsx renders them). The build
 * (build/images/) reads the places for the sizes to make; the component for the `sizes` to
 * announce. Keep `sizes` in step with the CSS of each place (src/styles/site.css).
 */

/** One place a picture can have, and what it asks of the files. */
export interface PicturePlace {
  /** The width the place shows the picture at on a wide screen, in CSS pixels. */
  width: number;
  /** Width divided by height of the crop the place shows; undefined keeps the picture's own shape. */
  aspect?: number;
  /** The widths to make, in pixels: 1x and 2x of every width the place has on some screen. */
  widths: readonly number[];
  /** How wide the place is at each screen width, for the browser to pick a file (`sizes`). */
  sizes: string;
}

export const picturePlaces = {
  /** A partner's photo on their card on the overview (the spec's 80 px avatar). */
  'avatar-card': { width: 80, aspect: 1, widths: [80, 160], sizes: '80px' },
  /** A partner's photo on their profile (192 px; 128 px on a phone). */
  'avatar-profile': { width: 192, aspect: 1, widths: [128, 192, 256, 384], sizes: '(max-width: 720px) 128px, 192px' },
  /**
   * An article's picture on its card: the full card width, one column on a phone. It shares the
   * page's files up to 1080 px.
   */
  'cover-card': {
    width: 370,
    aspect: 16 / 9,
    widths: [360, 720, 1080],
    sizes: '(max-width: 655px) calc(100vw - 3rem), 370px',
  },
  /** An article's picture on the article page: the width of the text column. */
  'cover-page': {
    width: 732,
    aspect: 16 / 9,
    widths: [360, 720, 1080, 1464],
    sizes: '(max-width: 780px) calc(100vw - 3rem), 732px',
  },
  /** A picture in the body of a page, as wide as the text column at most, in its own shape. */
  prose: { width: 732, widths: [480, 732, 1100, 1464], sizes: '(max-width: 780px) calc(100vw - 3rem), 732px' },
} as const satisfies Record<string, PicturePlace>;

export type PicturePlaceName = keyof typeof picturePlaces;

/** The formats a picture is made in: AVIF and WebP for `<source>`s, JPEG or PNG as the fallback every browser reads. */
export type PictureFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** A file made from a picture, at a width. */
export interface PictureFile {
  href: string;
  width: number;
}

/** The files of one format, for a `<source>`: `srcset` candidates, smallest first. */
export interface PictureSource {
  format: 'avif' | 'webp';
  /** The MIME type, for `<source type>`. */
  type: string;
  files: PictureFile[];
}

/**
 * A blurred preview of the picture shown while it loads: its colours in a small grid, drawn as an
 * inline SVG (no request, no `style` attribute). `cells` holds `columns` times `rows` colours, row
 * by row; empty for a picture with transparency, whose preview would show through it.
 */
export interface PicturePreview {
  columns: number;
  rows: number;
  cells: string[];
}

/**
 * A picture ready for one place: its files in every format, its size and preview. Its text (`alt`)
 * is the page's to give, in the page's language.
 */
export interface PictureData {
  place: PicturePlaceName;
  /** The size to reserve at the place's width, in CSS pixels (the `width` and `height` attributes). */
  width: number;
  height: number;
  /** AVIF, then WebP, at every width the place needs; none for a drawing (SVG). */
  sources: PictureSource[];
  /**
   * For the few browsers that read neither: one JPEG (PNG for a picture with transparency), as
   * wide as the place on a 2x screen. A drawing is this one file: its SVG, optimised, which every
   * browser reads and draws sharp at any width.
   */
  fallback: PictureFile & { format: 'jpeg' | 'png' | 'svg' };
  preview: PicturePreview;
}

/** How soon a picture loads: the page's largest picture first, pictures lower down when scrolled near. */
export type PictureLoading = 'lead' | 'eager' | 'lazy';
