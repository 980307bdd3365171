/** A chess knight's head in a 100 x 100 box, facing left: the smart, unexpected jump the company is named after. */
export const knightPath =
  'M30 92H78C80 84 78 78 72 74C70 60 74 48 74 36C74 18 60 6 42 8L38 2 32 12C22 18 14 30 10 44 8 ' +
  '50 12 54 18 52L26 48C30 52 36 52 40 50 36 58 28 64 26 74 22 78 28 84 30 92Z';

/**
 * The home page hero's drawing (BRAND.md, imagery): a knight on a piece of board jumps to a
 * square that rises like a step, and the steps lead upward to a flag. Drawn inline, so it costs no
 * request and is on screen with the text; decorative, so screen readers pass it by.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} width="480" height="410" viewBox="0 0 480 410" aria-hidden="true" focusable="false">
      <circle cx="382" cy="100" r="80" fill="#B9CBAE" opacity=".08" />
      <circle cx="382" cy="100" r="94" fill="none" stroke="#B9CBAE" strokeOpacity=".14" />
      <g fill="#1F6F50">
        <rect x="26" y="298" width="52" height="52" rx="7" />
        <rect x="138" y="298" width="52" height="52" rx="7" />
        <rect x="82" y="354" width="52" height="52" rx="7" opacity=".55" />
      </g>
      <g fill="#24473C">
        <rect x="82" y="298" width="52" height="52" rx="7" />
        <rect x="26" y="354" width="52" height="52" rx="7" opacity=".55" />
        <rect x="138" y="354" width="52" height="52" rx="7" opacity=".55" />
      </g>
      <rect x="210" y="202" width="52" height="52" rx="7" fill="#1F6F50" />
      <rect x="290" y="138" width="52" height="52" rx="7" fill="#1F6F50" />
      <rect x="370" y="74" width="52" height="52" rx="7" fill="#B5532F" />
      <path d="M396 74V26" stroke="#FAF6F0" strokeWidth="3" strokeLinecap="round" />
      <path d="M398 27l30 10-30 10z" fill="#E08A64" />
      <path
        d="M150 226Q190 140 236 214"
        fill="none"
        stroke="#FAF6F0"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="1 9"
      />
      <circle cx="236" cy="228" r="13" fill="none" stroke="#E08A64" strokeWidth="3" />
      <path
        d="M262 206Q282 160 312 150M342 142Q360 100 392 100"
        fill="none"
        stroke="#E08A64"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="1 9"
        opacity=".75"
      />
      <path transform="translate(148.5 213) scale(-.92 .92)" d={knightPath} fill="#FAF6F0" />
      <circle cx="117.2" cy="236.9" r="3.2" fill="#16322A" />
    </svg>
  );
}
