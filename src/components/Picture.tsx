import { picturePlaces, type PictureData, type PictureLoading, type PicturePreview } from '../lib/picture.ts';

/**
 * A processed picture with the spec's states. While it loads, a blurred preview of its colours
 * holds its place (an inline SVG, which also gives the box its shape, so nothing shifts in any
 * state); then the picture, in the best format the browser reads (AVIF, else WebP, else the JPEG
 * or PNG fallback) at the width the screen needs. When it fails, the page script shows a stand-in
 * picture, and when that fails too, the text 'Afbeelding niet beschikbaar' (src/client/picture-fallback.ts).
 *
 * `loading`: `lead` for the page's largest picture (fetched first), `eager` for others in view
 * when the page opens, `lazy` for those further down.
 */
export function Picture({
  picture,
  alt,
  loading = 'lazy',
  className,
}: {
  picture: PictureData;
  alt: string;
  loading?: PictureLoading;
  className?: string;
}) {
  const { sizes } = picturePlaces[picture.place];
  return (
    <span className={`picture picture--${picture.place}${className ? ` ${className}` : ''}`}>
      <Preview preview={picture.preview} width={picture.width} height={picture.height} />
      <picture>
        {picture.sources.map((source) => (
          <source
            key={source.type}
            type={source.type}
            srcSet={source.files.map((f) => `${f.href} ${f.width}w`).join(', ')}
            sizes={sizes}
          />
        ))}
        <img
          src={picture.fallback.href}
          width={picture.width}
          height={picture.height}
          alt={alt}
          loading={loading === 'lazy' ? 'lazy' : undefined}
          fetchPriority={loading === 'lead' ? 'high' : undefined}
        />
      </picture>
    </span>
  );
}

/**
 * The loading state: a cell per colour, each drawn as a one-unit stroke (the shortest markup, as
 * an overview carries a dozen), blurred by the stylesheet. Its size attributes give the box the
 * picture's shape before anything has loaded.
 */
function Preview({
  preview: { columns, rows, cells },
  width,
  height,
}: {
  preview: PicturePreview;
  width: number;
  height: number;
}) {
  // Cells are 2 units square, so every coordinate is a whole number.
  const strokes = cells
    .map((colour, i) => `<path d="M${(i % columns) * 2} ${Math.floor(i / columns) * 2 + 1}h2" stroke="${colour}"/>`)
    .join('');
  return (
    <svg
      className="picture__preview"
      width={width}
      height={height}
      viewBox={`0 0 ${columns * 2} ${rows * 2}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      strokeWidth="2"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: strokes }}
    />
  );
}
