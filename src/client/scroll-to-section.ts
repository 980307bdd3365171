/**
 * Arriving from another page at a section (/#over, /#contact): scroll to it smoothly after 100 ms,
 * as the spec asks.
 */
const section = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
if (section) {
  setTimeout(
    () =>
      section.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' }),
    100,
  );
}
