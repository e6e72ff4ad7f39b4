/** bench:web's categories, targets and the shapes its run and report share. */
import { readBudgets } from '../budgets.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const LABELS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};

/**
 * The targets (scores 0–100). A signed-in page (BENCH_LOGIN) carries the account area's heavier screens,
 * so its Performance target is 85.
 */
export const TARGETS: Record<Category, number> = {
  performance: process.env.BENCH_LOGIN ? 85 : 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
};

/** Total Blocking Time allowed per page (the target), in milliseconds. */
export const TBT_TARGET_MS = 200;

/** The JavaScript budget of the home page, gzipped as transferred: the same file the units tier's check reads. */
export const JS_BUDGET_KB = readBudgets().site['/'];

export interface Measured {
  path: string;
  scores: Record<Category, number>;
  jsKb: number;
  /** How many script files the page loaded (each one a request on the simulated slow network). */
  jsFiles: number;
  metrics: { fcp: string; lcp: string; tbt: string; cls: string; si: string };
  /** Total Blocking Time in milliseconds (the figure behind metrics.tbt). */
  tbtMs: number;
  failing: Record<Category, string[]>;
  file: string;
  /** The performance score of every run of the page (the median run is reported). */
  runs?: number[];
  /** Lighthouse's measure of the host's CPU speed during the run (higher is faster). */
  benchmarkIndex?: number;
  /** The host's 1-minute load average when the run ended. */
  load: number;
  /** Why the run does not count (the host stayed busier than the load rule allows), else undefined. */
  invalid?: string;
}

/** Minimal shapes of the Lighthouse result (LH.Result) this bench reads. */
export interface Lhr {
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      explanation?: string;
      numericValue?: number;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
}
