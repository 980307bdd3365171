/** The stand-in shown when a photo cannot be loaded. */
export const photoFallback = '/images/photo-unavailable.svg';

/**
 * A photo with the spec's states: a placeholder colour while it loads, the photo, a stand-in
 * image when the photo fails, and the text `unavailable` when that fails too. Width and height
 * are fixed so nothing shifts. The page script handles the failures.
 */
export function Photo({ src, alt, size, unavailable, className }: { src: string; alt: string; size: number; unavailable: string; className?: string }) {
  return (
    <span className={className ? `photo ${className}` : 'photo'} style={{ width: size, height: size }}>
      <img src={src} alt={alt} width={size} height={size} loading="lazy" decoding="async" data-fallback={photoFallback} data-unavailable={unavailable} />
    </span>
  );
}
