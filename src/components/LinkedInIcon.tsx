/** The mark's outline, in pieces: the n, the dot and the stem of the i, and the rounded square around them. */
const mark = [
  'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05',
  'c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28z',
  'M5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13z',
  'M7.12 20.45H3.56V9h3.56v11.45z',
  'M22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45',
  'c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
].join('');

/** The LinkedIn mark (lucide ships no brand icons). Decorative: the link text names it. */
export function LinkedInIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={mark} />
    </svg>
  );
}
