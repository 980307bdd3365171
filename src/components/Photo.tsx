/** The stand-in shown when a photo cannot be loaded. */
export const photoFallback = '/images/photo-unavailable.svg';

/**
 * A photo with the spec's states: a placeholder colour while it loads, the photo, a stand-in
 * image when the photo fails, and the text `unavailable` when that fails too. Width and height
 * are fixed so nothing shifts. The page script handles the failures.
 */
export function Photo({ src, alt, size, unavailable, className }: { src: string; alt: string; size: 80 | 192; unavailable: string; className?: string }) {
  // The size is a class (`photo--80`), not a style attribute: the Content-Security-Policy allows no inline styles.
  return (
    <span className={`photo photo--${size}${className ? ` ${className}` : ''}`}>
      <img src={src} alt={alt} width={size} height={size} loading="lazy" decoding="async" data-fallback={photoFallback} data-unavailable={unavailable} />
    </span>
  );
}
