import { api } from '../api/http.ts';
import type { DashboardSeries, DashboardSummary, HighlightItem } from './types.ts';

const period = (duration: string) => `duration=${encodeURIComponent(duration)}`;

/** The dashboard's query keys: under 'dashboard', so react-admin's refresh reaches them. */
export const dashboardKeys = {
  summary: (duration: string) => ['dashboard', 'dashboardSummary', duration] as const,
  series: (duration: string) => ['dashboard', 'dashboardSeries', duration] as const,
  highlights: ['dashboard', 'dashboardHighlights'] as const,
};

/**
 * The data provider's custom methods of the dashboard (react-admin "custom methods": screens call them through
 * useConsoleData(), so errors, the 401 path and caching are react-admin's): figures computed by /api/v1/dashboard,
 * no stored resource's records.
 */
export const dashboardMethods = {
  /** GET /dashboard/summary: the stat cards (bonds issued, claims, users, revenue) of a period. */
  dashboardSummary: (duration: string) => api.get<DashboardSummary>(`/dashboard/summary?${period(duration)}`),
  /** GET /dashboard/series: bonds issued and claims per day or month of the same period. */
  dashboardSeries: (duration: string) => api.get<DashboardSeries>(`/dashboard/series?${period(duration)}`),
  /** GET /dashboard/highlights: the live figures, then the stored highlights. */
  dashboardHighlights: () => api.get<{ results: HighlightItem[] }>('/dashboard/highlights'),
} satisfies Record<string, (...args: any[]) => Promise<unknown>>;
