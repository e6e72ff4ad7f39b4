import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';

import { shownDate } from '#domain/format/dates.ts';

import { BarsSvg } from './bars-svg.tsx';
import { SeriesTable } from './series-table.tsx';
import type { DashboardSeries } from './types.ts';
import { useElementWidth } from './use-element-width.ts';

export interface BondsClaimsChartProps {
  series?: DashboardSeries;
  loading: boolean;
  error?: Error | null;
}

function LegendKey({ color, label, total }: { color: string; label: string; total?: number }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color }} />
      <Typography variant="body2">
        {label}
        {total !== undefined && <strong>{`: ${total}`}</strong>}
      </Typography>
    </Stack>
  );
}

/** Bonds issued and claims over the selected period: a hand-drawn SVG bar chart with a legend and a data table for screen readers. */
export function BondsClaimsChart({ series, loading, error }: BondsClaimsChartProps) {
  const theme = useTheme();
  const id = useId();
  const [box, width] = useElementWidth<HTMLDivElement>();
  const colors = { bonds: theme.palette.primary.main, claims: theme.palette.secondary.main };
  const totals = series && {
    bonds: series.points.reduce((n, p) => n + p.bonds, 0),
    claims: series.points.reduce((n, p) => n + p.claims, 0),
  };
  const period = series ? `${shownDate(series.from)} to ${shownDate(series.to)}` : '';
  const title = `Bonds issued and claims, ${series?.unit === 'month' ? 'by month' : 'by day'}`;
  const desc = totals ? `${period}: ${totals.bonds} bonds issued and ${totals.claims} claims in total.` : '';
  return (
    <Card data-testid="bonds-claims-chart" component="section" aria-labelledby={`${id}-heading`}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          alignItems={{ xs: 'flex-start', sm: 'center' }}
          spacing={1}
          sx={{ mb: 2 }}
        >
          <Box>
            <Typography id={`${id}-heading`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Bonds issued and claims
            </Typography>
            {series && (
              <Typography variant="body2" color="text.secondary">
                {series.duration} · {period} · {series.unit === 'month' ? 'by month' : 'by day'}
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={2}>
            <LegendKey color={colors.bonds} label="Bonds issued" total={totals?.bonds} />
            <LegendKey color={colors.claims} label="Claims" total={totals?.claims} />
          </Stack>
        </Stack>
        <Box
          ref={box}
          sx={{ position: 'relative', minHeight: 260, opacity: loading && series ? 0.6 : 1 }}
          aria-busy={loading}
        >
          {error && !series ? (
            <Alert severity="error">{error.message}</Alert>
          ) : !series || !width ? (
            <Skeleton variant="rounded" height={260} />
          ) : (
            <>
              <BarsSvg
                points={series.points}
                width={width}
                colors={colors}
                titleId={`${id}-title`}
                descId={`${id}-desc`}
                title={title}
                desc={desc}
              />
              <SeriesTable series={series} caption={`${title}, ${period}`} />
              {totals && totals.bonds + totals.claims === 0 && (
                <Typography
                  color="text.secondary"
                  sx={{ position: 'absolute', top: '40%', left: 0, right: 0, textAlign: 'center' }}
                >
                  No bonds issued and no claims in this period.
                </Typography>
              )}
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
