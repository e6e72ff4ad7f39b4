import type { HighlightItem, SeriesPoint, StatCard } from '#client/dashboard-types.ts';

export type { HighlightItem, SeriesPoint };
export type StatCardData = StatCard;

/** GET /dashboard/summary: the stat cards of a period. */
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
