/** A partner's monogram in their theme colour; used where no photo exists, at the spec's sizes. */
export function Avatar({
  name,
  theme,
  size,
  label,
}: {
  name: string;
  theme: 'terracotta' | 'sage' | 'emerald';
  size: 80 | 192;
  label: string;
}) {
  const words = name.split(/\s+/).filter(Boolean);
  const initials = `${words[0]?.[0] ?? ''}${words.length > 1 ? words.at(-1)![0] : ''}`.toUpperCase();
  return (
    <svg
      className={`avatar avatar--${theme}`}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={label}
    >
      <circle cx="50" cy="50" r="50" className="avatar__bg" />
      <path d="M8 70 C 30 52, 70 52, 92 70" className="avatar__rail" fill="none" strokeWidth="2" />
      <text x="50" y="50" dy="0.35em" textAnchor="middle" className="avatar__initials">
        {initials}
      </text>
    </svg>
  );
}
