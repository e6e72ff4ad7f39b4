/** The dashboard's answers, shared by the server and the console (no server code here). */

/** One card of GET /dashboard/summary (spec 002 §2 Dashboard). */
export interface StatCard {
  title: string;
  count: number;
  type: 'currency' | 'plain';
  icon: string;
  color: string;
  change: { data: string; icon: string; color: string };
  duration: string;
}

/** One bucket of GET /dashboard/series: bonds issued and claims in [from, to]. */
export interface SeriesPoint {
  /** Short axis label: '16 Nov' for a day, 'Nov 2026' for a month. */
  label: string;
  /** The bucket's first and last day (YYYY-MM-DD), clipped to the period. */
  from: string;
  to: string;
  bonds: number;
  claims: number;
}

/**
 * One slide of GET /dashboard/highlights: a live figure (`value` of `type`, shown before `title`: "16 active
 * bonds") or a stored highlight (title and description only).
 */
export interface HighlightItem {
  id: string;
  title: string;
  description?: string;
  value?: number;
  type?: 'currency' | 'plain';
}
