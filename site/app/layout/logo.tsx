/**
 * The Nivaas logo, inline so it costs no request: a house mark and the word mark. Two variants
 * (spec 000 §2 Header): `colour` on the white header, `light` on the blue header once scrolled past 10 px.
 */
export function Logo({ variant, height = 36 }: { variant: 'colour' | 'light'; height?: number }) {
  const mark = variant === 'colour' ? '#0F4C81' : '#FFFFFF';
  const inner = variant === 'colour' ? '#FFFFFF' : '#0F4C81';
  const accent = variant === 'colour' ? '#B94A12' : '#FFD2B3';
  const word = variant === 'colour' ? '#0A3559' : '#FFFFFF';
  return (
    <svg
      width={(height * 150) / 40}
      height={height}
      viewBox="0 0 150 40"
      role="img"
      aria-hidden="true"
      focusable="false"
      data-variant={variant}
      style={{ flexShrink: 0, display: 'block' }}
    >
      <rect x="0" y="2" width="36" height="36" rx="9" fill={mark} />
      <path d="M18 8 L31 19 H27 V31 H9 V19 H5 Z" fill={inner} />
      <path d="M13 31 V22 H15.5 L20.5 28 V22 H23 V31 H20.5 L15.5 25 V31 Z" fill={mark} />
      <circle cx="29" cy="9" r="3.2" fill={accent} />
      <text
        x="44"
        y="29"
        fontFamily="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif"
        fontSize="25"
        fontWeight="800"
        letterSpacing="-0.5"
        fill={word}
      >
        Nivaas
      </text>
    </svg>
  );
}
