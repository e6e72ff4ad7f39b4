/**
 * Calendar dates as the schemas write them (YYYY-MM-DD, UTC). A year past 9999 (a term running past
 * the last day input may name) is written in full, `10000-01-01`, as PostgreSQL reads it, not as
 * JavaScript's `+010000-01-01`.
 */
export function isoDate(d: Date): string {
  const text = d.toISOString();
  return text.startsWith('+') ? text.slice(1, text.indexOf('T')).replace(/^0+(?=\d{5})/, '') : text.slice(0, 10);
}

export function today(now = new Date()): string {
  return isoDate(now);
}

/** Midnight UTC of a YYYY-MM-DD day (a year past 9999 too, as `isoDate` writes it). */
function dayStart(date: string): Date {
  const [, year, month, day] = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(date) ?? [];
  const d = new Date(0);
  d.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  return d;
}

export function addDays(date: string, days: number): string {
  const d = dayStart(date);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

/** The same day `years` later (29 February becomes 1 March). */
export function addYears(date: string, years: number): string {
  const d = dayStart(date);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return isoDate(d);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / 86_400_000);
}


/** DD/MM/YYYY, as the screens show dates. */
export function shownDate(date: string | undefined | null): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
