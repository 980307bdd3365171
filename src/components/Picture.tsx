import { pictureFallbacks, picturePlaces, type PictureData, type PictureLoading, type PicturePreview } from '../lib/picture.ts';

/**
 * A processed picture with the spec's states. While it loads, a blurred preview of its colours
 * holds its place (an inline SVG, which also gives the box its shape, so nothing shifts in any
 * state); then the picture, in the best format the browser reads (AVIF, WebP, else JPEG or PNG)
 * and the width the screen needs. When it fails, the page script shows a stand-in picture, and
 * when that fails too, the text `unavailable` (src/client/main.ts).
 *
 * `loading`: `lead` for the page's largest picture (fetched first), `eager` for others in view
 * when the page opens, `lazy` for those further down.
 */
export function Picture({ picture, alt, unavailable, loading = 'lazy', fallback = 'picture', className }: {
  picture: PictureData;
  alt: string;
  unavailable: string;
  loading?: PictureLoading;
  /** Which stand-in a failed picture shows: a portrait's or a picture's. */
  fallback?: keyof typeof pictureFallbacks;
  className?: string;
}) {
  const { sizes } = picturePlaces[picture.place];
  const srcset = (files: PictureData['sources'][number]['files']) => files.map((f) => `${f.href} ${f.width}w`).join(', ');
  const last = picture.sources.at(-1)!;
  // Browsers that read no srcset get the file for a 2x screen at the place's width.
  const src = last.files.find((f) => f.width >= picture.width * 2) ?? last.files.at(-1)!;
  return (
    <span className={`picture picture--${picture.place}${className ? ` ${className}` : ''}`}>
      <Preview preview={picture.preview} width={picture.width} height={picture.height} />
      <picture>
        {picture.sources.slice(0, -1).map((source) => <source key={source.format} type={source.type} srcSet={srcset(source.files)} sizes={sizes} />)}
        <img
          src={src.href} srcSet={srcset(last.files)} sizes={sizes} width={picture.width} height={picture.height} alt={alt}
          loading={loading === 'lazy' ? 'lazy' : undefined} fetchPriority={loading === 'lead' ? 'high' : undefined} decoding={loading === 'lead' ? undefined : 'async'}
          data-fallback={pictureFallbacks[fallback]} data-unavailable={unavailable}
        />
      </picture>
    </span>
  );
}

/** The loading state: the picture's colours in a few cells, blurred by the stylesheet. */
function Preview({ preview, width, height }: { preview: PicturePreview; width: number; height: number }) {
  const { columns, rows, cells } = preview;
  return (
    <svg className="picture__preview" width={width} height={height} viewBox={`0 0 ${columns} ${rows}`} preserveAspectRatio="none" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
      {cells.map((fill, i) => <rect key={i} x={i % columns} y={Math.floor(i / columns)} width="1" height="1" fill={fill} />)}
    </svg>
  );
}
