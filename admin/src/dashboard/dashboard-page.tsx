import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, usePermissions } from 'react-admin';

import { useConsoleConfig } from '../layout/console-config.ts';
import { can } from '../session/auth-provider.ts';
import { AddPropertiesButton } from './add-properties-button.tsx';
import { BondsClaimsChart } from './bonds-claims-chart.tsx';
import { useDashboardSeries, useDashboardSummary } from './dashboard-queries.ts';
import { DurationFilter } from './duration-filter.tsx';
import { type Duration, DURATIONS } from './durations.ts';
import { HighlightsCarousel } from './highlights-carousel.tsx';
import { PendingRequestBanner } from './pending-request-banner.tsx';
import { StatCards } from './stat-cards.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

/**
 * /home/dashboard (spec 002 §2): welcome banner, Highlights carousel, stat cards from
 * /dashboard/summary and a chart of bonds issued and claims, both for the chosen period. Staff see
 * everything; landlords and partners see the numbers the API gives them (their own). A landlord's welcome card
 * offers ADD PROPERTIES, and a congratulations banner shows while a new bond request waits (spec 001 §2).
 */
export default function DashboardPage() {
  const { data: config } = useConsoleConfig();
  const { permissions } = usePermissions();
  const landlord = config?.type === 'landlord';
  const [duration, setDuration] = useState<Duration>(DURATIONS[0]);
  const summary = useDashboardSummary(duration);
  const series = useDashboardSeries(duration);
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, md: 3 }, px: { xs: 0, sm: 1 }, minWidth: 0 }}>
      <Title title="Dashboard" />
      <WelcomeBanner
        type={config?.type}
        action={landlord && can(permissions, 'properties', 'create') ? <AddPropertiesButton /> : undefined}
      />
      {landlord && <PendingRequestBanner />}
      <HighlightsCarousel />
      <Stack component="section" aria-labelledby="figures-heading" spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          alignItems={{ xs: 'stretch', sm: 'center' }}
          spacing={1}
        >
          <Typography id="figures-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {config && config.type !== 'employee' ? 'Your numbers' : 'Key figures'}
          </Typography>
          <DurationFilter value={duration} onChange={setDuration} />
        </Stack>
        <StatCards summary={summary.data} loading={summary.isFetching} error={summary.error} />
        <BondsClaimsChart series={series.data} loading={series.isFetching} error={series.error} />
      </Stack>
    </Stack>
  );
}
