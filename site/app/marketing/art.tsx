import { useT } from '#forms/i18n.tsx';

/**
 * Marketing illustrations drawn inline (no image download): a building with a "₹0 deposit" tag for the
 * banners, in four colour themes. Decorative: the surrounding control carries the accessible name.
 */
const THEMES = [
  { sky: '#FDE7D7', a: '#0F4C81', b: '#3A7BBF', c: '#B94A12' },
  { sky: '#E2F0E6', a: '#1E5F3B', b: '#4F9A6C', c: '#B94A12' },
  { sky: '#E8E4F7', a: '#3D2F7A', b: '#6C5BC0', c: '#B94A12' },
  { sky: '#E0EEF8', a: '#0A3559', b: '#0F4C81', c: '#B94A12' },
];

export function BannerArt({ variant, title }: { variant: number; title?: string }) {
  const t = useT();
  const theme = THEMES[variant % THEMES.length];
  const windows = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      windows.push(
        <rect
          key={`l${row}${col}`}
          x={78 + col * 34}
          y={120 + row * 44}
          width="22"
          height="28"
          rx="3"
          fill={(row + col + variant) % 3 === 0 ? '#FFE8A3' : '#DCE9F5'}
        />,
      );
    }
  }
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 2; col++) {
      windows.push(
        <rect
          key={`r${row}${col}`}
          x={228 + col * 40}
          y={200 + row * 46}
          width="26"
          height="30"
          rx="3"
          fill={(row + col + variant) % 2 === 0 ? '#FFE8A3' : '#DCE9F5'}
        />,
      );
    }
  }
  return (
    <svg
      viewBox="0 0 420 400"
      width="420"
      height="400"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <rect x="0" y="0" width="420" height="400" rx="28" fill={theme.sky} />
      <circle cx="340" cy="80" r="38" fill="#FFFFFF" opacity=".7" />
      <rect x="60" y="90" width="130" height="270" rx="6" fill={theme.a} />
      <rect x="210" y="170" width="110" height="190" rx="6" fill={theme.b} />
      {windows}
      <rect x="112" y="318" width="30" height="42" rx="3" fill="#F5D0B5" />
      <rect x="30" y="358" width="360" height="8" rx="4" fill={theme.a} opacity=".35" />
      <g transform="translate(236 58) rotate(8)">
        <rect x="0" y="0" width="150" height="64" rx="14" fill={theme.c} />
        <text
          x="75"
          y="30"
          textAnchor="middle"
          fontFamily="system-ui, Arial, sans-serif"
          fontSize="22"
          fontWeight="800"
          fill="#FFFFFF"
        >
          ₹0
        </text>
        <text
          x="75"
          y="52"
          textAnchor="middle"
          fontFamily="'Noto Sans Devanagari', system-ui, Arial, sans-serif"
          fontSize="15"
          fontWeight="700"
          fill="#FFFFFF"
        >
          {t('DEPOSIT')}
        </text>
      </g>
      <g transform="translate(300 250)">
        <circle cx="40" cy="40" r="40" fill="#FFFFFF" />
        <path d="M40 14 L62 24 V42 C62 56 52 64 40 68 C28 64 18 56 18 42 V24 Z" fill={theme.a} />
        <path
          d="M30 41 L38 49 L52 33"
          stroke="#FFFFFF"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}

/** A bond certificate with a check mark: the image link to the sign-up page. */
export function BondArt() {
  return (
    <svg
      viewBox="0 0 320 220"
      width="320"
      height="220"
      aria-hidden="true"
      focusable="false"
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <rect x="0" y="0" width="320" height="220" rx="20" fill="#E7F0F8" />
      <rect x="40" y="30" width="200" height="150" rx="10" fill="#FFFFFF" stroke="#0F4C81" strokeWidth="3" />
      <rect x="62" y="55" width="120" height="12" rx="6" fill="#0F4C81" />
      <rect x="62" y="80" width="150" height="8" rx="4" fill="#9FB8D1" />
      <rect x="62" y="96" width="130" height="8" rx="4" fill="#9FB8D1" />
      <rect x="62" y="112" width="140" height="8" rx="4" fill="#9FB8D1" />
      <circle cx="232" cy="160" r="42" fill="#B94A12" />
      <path
        d="M213 160 L227 174 L252 147"
        stroke="#FFFFFF"
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
