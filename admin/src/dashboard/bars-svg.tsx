import { useTheme } from '@mui/material/styles';

import { labelEvery, niceTicks } from './chart-scale.ts';
import type { SeriesPoint } from './types.ts';

export interface BarsSvgProps {
  points: SeriesPoint[];
  width: number;
  colors: { bonds: string; claims: string };
  titleId: string;
  descId: string;
  title: string;
  desc: string;
}

const HEIGHT = 260;
const M = { top: 12, right: 8, bottom: 30, left: 36 };

/** Grouped bars (bonds issued, claims) per period point, with a y axis of whole counts and thinned x labels. */
export function BarsSvg({ points, width, colors, titleId, descId, title, desc }: BarsSvgProps) {
  const theme = useTheme();
  const plotW = Math.max(width - M.left - M.right, 10);
  const plotH = HEIGHT - M.top - M.bottom;
  const ticks = niceTicks(Math.max(0, ...points.map((p) => Math.max(p.bonds, p.claims))));
  const top = ticks[ticks.length - 1];
  const y = (v: number) => M.top + plotH - (v / top) * plotH;
  const group = plotW / Math.max(points.length, 1);
  const bar = Math.max(1, Math.min(group * 0.36, 26));
  const every = labelEvery(points.length, plotW);
  const text = theme.palette.text.secondary;
  const grid = theme.palette.divider;
  return (
    <svg
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      style={{ display: 'block', fontFamily: 'inherit' }}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{desc}</desc>
      {ticks.map((t) => (
        <g key={t} aria-hidden>
          <line
            x1={M.left}
            x2={M.left + plotW}
            y1={y(t)}
            y2={y(t)}
            stroke={grid}
            strokeDasharray={t === 0 ? undefined : '3 4'}
          />
          <text x={M.left - 6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={11} fill={text}>
            {t}
          </text>
        </g>
      ))}
      {points.map((p, i) => {
        const x0 = M.left + i * group + group / 2;
        return (
          <g key={p.from}>
            <rect
              x={x0 - bar - 1}
              y={y(p.bonds)}
              width={bar}
              height={Math.max(0, M.top + plotH - y(p.bonds))}
              rx={2}
              fill={colors.bonds}
            >
              <title>{`${p.label}: ${p.bonds} bonds issued`}</title>
            </rect>
            <rect
              x={x0 + 1}
              y={y(p.claims)}
              width={bar}
              height={Math.max(0, M.top + plotH - y(p.claims))}
              rx={2}
              fill={colors.claims}
            >
              <title>{`${p.label}: ${p.claims} claims`}</title>
            </rect>
            {i % every === 0 && (
              <text x={x0} y={M.top + plotH + 18} textAnchor="middle" fontSize={11} fill={text} aria-hidden>
                {p.label}
              </text>
            )}
          </g>
        );
      })}
      <line x1={M.left} x2={M.left} y1={M.top} y2={M.top + plotH} stroke={grid} aria-hidden />
    </svg>
  );
}
