import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http';

/** One card of GET /dashboard/summary (document 002 §2 Dashboard). */
export interface StatCardData {
  title: string;
  count: number;
  type: 'currency' | 'plain';
  icon: string;
  color: string;
  change: { data: string; icon: string; color: string };
  duration: string;
}

export interface DashboardSummary {
  from: string;
  to: string;
  duration: string;
  cards: StatCardData[];
}

export interface SeriesPoint {
  label: string;
  from: string;
  to: string;
  bonds: number;
  claims: number;
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
