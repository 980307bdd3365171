/** The brand mark: a knight's move drawn as an L-shaped jump with a landing dot. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo-mark">
      <rect width="32" height="32" rx="9" fill="var(--color-stable)" />
      <path
        d="M10 24V9h6"
        fill="none"
        stroke="var(--color-cream)"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M16 9c4 0 7 2.5 7 7"
        fill="none"
        stroke="var(--color-sage-light)"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeDasharray="0.1 4.2"
      />
      <circle cx="23" cy="20.5" r="2.8" fill="var(--color-terracotta-light)" />
    </svg>
  );
}
