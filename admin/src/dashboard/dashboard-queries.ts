import { useQuery } from '@tanstack/react-query';

import { useConsoleData } from '../api/use-console-data.ts';
import { dashboardKeys } from './data-methods.ts';

/** The stat cards of a period; the previous period's stay on screen while the next one loads. */
export function useDashboardSummary(duration: string) {
  const data = useConsoleData();
  return useQuery({
    queryKey: dashboardKeys.summary(duration),
    queryFn: () => data.dashboardSummary(duration),
    placeholderData: (previous) => previous,
  });
}

/** Bonds issued and claims of a period, per day or month. */
export function useDashboardSeries(duration: string) {
  const data = useConsoleData();
  return useQuery({
    queryKey: dashboardKeys.series(duration),
    queryFn: () => data.dashboardSeries(duration),
    placeholderData: (previous) => previous,
  });
}

/** The Highlights carousel's items: the live figures, then the stored highlights. */
export function useDashboardHighlights() {
  const data = useConsoleData();
  return useQuery({ queryKey: dashboardKeys.highlights, queryFn: () => data.dashboardHighlights() });
}
