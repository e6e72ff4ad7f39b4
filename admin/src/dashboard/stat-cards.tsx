import { Alert, Box, Card, CardContent, Skeleton } from '@mui/material';

import { StatCard } from './stat-card.tsx';
import type { DashboardSummary } from './types.ts';

export interface StatCardsProps {
  summary?: DashboardSummary;
  loading: boolean;
  error?: Error | null;
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** The summary's stat cards in a grid: 1 column on phones, 2 on tablets, 4 on wide screens. */
export function StatCards({ summary, loading, error }: StatCardsProps) {
  if (error && !summary) return <Alert severity="error">{error.message}</Alert>;
  if (!summary) {
    return (
      <Box sx={grid} aria-busy={loading} aria-label="Loading figures">
        {[0, 1, 2, 3].map((i) => (
          <Card key={i}>
            <CardContent>
              <Skeleton variant="rounded" width={48} height={48} />
              <Skeleton width="60%" sx={{ mt: 1 }} />
              <Skeleton width="40%" height={40} />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ ...grid, opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={loading}>
      {summary.cards.map((card) => (
        <StatCard key={card.title} card={card} />
      ))}
    </Box>
  );
}
