/**
 * A report as a table: headers, rows of cells, and each column's kind, so the writers give dates and
 * amounts their type (an Excel date cell, a number cell with its format) instead of text.
 */
export type Cell = string | number | boolean | Date | null | undefined;

/**
 * text as given; date a calendar day; datetime a moment (UTC); amount rupees (two decimals, Indian
 * grouping); count a whole number.
 */
export type ColumnKind = 'text' | 'date' | 'datetime' | 'amount' | 'count';

export interface Table {
  headers: string[];
  rows: Cell[][];
  /** One kind per column; a missing kind is text (numbers stay numbers). */
  kinds?: ColumnKind[];
}

/** A stored day (YYYY-MM-DD) as a Date at UTC midnight; null when empty or not a day. */
export function dayCell(day: string | null | undefined): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}/.test(day)) return null;
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A stored timestamp (ISO 8601) as a Date; null when empty or not a time. */
export function momentCell(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An amount column's value as a number (numeric columns may arrive as text); null when empty. */
export function amountCell(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss (UTC) for a datetime: how CSV writes a date cell. */
export function dateText(date: Date, kind: ColumnKind | undefined): string {
  const iso = date.toISOString();
  const midnight = iso.endsWith('T00:00:00.000Z');
  return kind === 'date' || (kind !== 'datetime' && midnight) ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}
