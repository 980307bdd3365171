import type { ReactNode } from 'react';

/** Three stripes, top to bottom or left to right. */
const stripes = (colors: [string, string, string], vertical = false) =>
  colors.map((fill, i) =>
    vertical ? (
      <rect key={i} x={i * 10} width="10" height="20" fill={fill} />
    ) : (
      <rect key={i} y={(i * 20) / 3} width="30" height={20 / 3} fill={fill} />
    ),
  );

/**
 * Small flags for the languages partners speak. Arabic is spoken in many countries, so it gets its
 * letter 'ain instead of one country's flag.
 */
const flags: Record<string, ReactNode> = {
  nl: stripes(['#AE1C28', '#FFFFFF', '#21468B']),
  de: stripes(['#000000', '#DD0000', '#FFCE00']),
  bg: stripes(['#FFFFFF', '#00966E', '#D62612']),
  fr: stripes(['#002654', '#FFFFFF', '#CE1126'], true),
  es: [
    <rect key="r" width="30" height="20" fill="#AA151B" />,
    <rect key="y" y="5" width="30" height="10" fill="#F1BF00" />,
  ],
  pt: [
    <rect key="g" width="12" height="20" fill="#006600" />,
    <rect key="r" x="12" width="18" height="20" fill="#FF0000" />,
    <circle key="c" cx="12" cy="10" r="4" fill="#FFCC00" stroke="#fff" strokeWidth="0.8" />,
  ],
  en: [
    <rect key="b" width="30" height="20" fill="#012169" />,
    <path key="w" d="M0 0L30 20M30 0L0 20" stroke="#FFFFFF" strokeWidth="4" />,
    <path key="r" d="M0 0L30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.6" />,
    <path key="cw" d="M15 0V20M0 10H30" stroke="#FFFFFF" strokeWidth="6" />,
    <path key="cr" d="M15 0V20M0 10H30" stroke="#C8102E" strokeWidth="3.4" />,
  ],
  ar: [
    <rect key="b" width="30" height="20" fill="#1F6F50" />,
    <text key="t" x="15" y="15" textAnchor="middle" fontSize="13" fill="#FFFFFF" fontFamily="serif">
      ع
    </text>,
  ],
};

/**
 * A language shown as a flag with its name as tooltip: visible on hover and keyboard focus,
 * and read out by screen readers.
 */
export function LanguageFlag({ code, name }: { code: string; name: string }) {
  return (
    <span className="flag" tabIndex={0} data-tooltip={name} aria-label={name} role="img">
      <svg width="30" height="20" viewBox="0 0 30 20" aria-hidden="true" focusable="false">
        {flags[code]}
      </svg>
    </span>
  );
}
