import { useQuery } from '@tanstack/react-query';
import type { HighlightItem, SeriesPoint, StatCard } from '#client/dashboard-types.ts';
import { api } from '../api/http';

export type { HighlightItem, SeriesPoint };
export type StatCardData = StatCard;

export interface DashboardSummary {
  from: string;
  to: string;
  duration: string;
  cards: StatCardData[];
}


/** GET /dashboard/series: bonds issued and claims per day (short periods) or per month. */
export interface DashboardSeries {
  from: string;
  to: string;
  duration: string;
  unit: 'day' | 'month';
  points: SeriesPoint[];
}

const query = (duration: string) => `duration=${encodeURIComponent(duration)}`;

export function useDashboardSummary(duration: string) {
  return useQuery({ queryKey: ['dashboard', 'summary', duration], queryFn: () => api.get<DashboardSummary>(`/dashboard/summary?${query(duration)}`), placeholderData: (previous) => previous });
}

export function useDashboardSeries(duration: string) {
  return useQuery({ queryKey: ['dashboard', 'series', duration], queryFn: () => api.get<DashboardSeries>(`/dashboard/series?${query(duration)}`), placeholderData: (previous) => previous });
}

/** GET /dashboard/highlights: the live figures, then the stored highlights. */
export function useDashboardHighlights() {
  return useQuery({ queryKey: ['dashboard', 'highlights'], queryFn: () => api.get<{ results: HighlightItem[] }>('/dashboard/highlights') });
}
