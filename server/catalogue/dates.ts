/** Calendar dates as the schemas write them (YYYY-MM-DD, UTC). */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function today(now = new Date()): string {
  return isoDate(now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

/** The same day `years` later (29 February becomes 1 March). */
export function addYears(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return isoDate(d);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function isIsoDate(text: unknown): text is string {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && isoDate(new Date(`${text}T00:00:00Z`)) === text;
}

/** DD/MM/YYYY, as the screens show dates. */
export function shownDate(date: string | undefined | null): string {
  if (!date) return '';
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
