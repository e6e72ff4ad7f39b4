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

/**
 * Dates as the screens and documents show them (spec 001 §9, 002 §9): DD/MM/YYYY, from a stored day (YYYY-MM-DD,
 * shown as it is, never shifted by a time zone) or a moment (an ISO timestamp or a Date: its date in India,
 * the same on the server and in any browser). A missing or unreadable value is '' (each screen shows its own '—').
 */
const TIME_ZONE = 'Asia/Kolkata';
/**
 * Built on first use, not when the module loads: building a time-zone Intl.DateTimeFormat costs a phone tens of
 * milliseconds, and a stored day (the bond's dates on the dashboard) is shown without it.
 */
let inIndia: Intl.DateTimeFormat | undefined;
const india = () =>
  (inIndia ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));
const DAY = /^(\d{4,})-(\d{2})-(\d{2})$/;

/** The parts of a moment in India, or of a stored day (no time); undefined when missing or unreadable. */
function partsOf(
  value: string | Date | null | undefined,
): { year: string; month: string; day: string; hour?: string; minute?: string } | undefined {
  if (!value) return undefined;
  const day = typeof value === 'string' ? DAY.exec(value) : null;
  if (day) return { year: day[1]!, month: day[2]!, day: day[3]! };
  const moment = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(moment.getTime())) return undefined;
  const parts = india().formatToParts(moment);
  const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  return { year: part.year!, month: part.month!, day: part.day!, hour: part.hour, minute: part.minute };
}

/** YYYY-MM-DD: a stored day as it is, a moment's date in India (today in India: `indiaDay(new Date())`). */
export function indiaDay(value: string | Date | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** DD/MM/YYYY ("23/11/2026"). */
export function shownDate(value: string | Date | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** DD/MM/YYYY HH:mm in India ("23/11/2026 14:05"); a stored day has no time and shows as DD/MM/YYYY. */
export function shownDateTime(value: string | Date | null | undefined): string {
  const p = partsOf(value);
  return !p
    ? ''
    : p.hour === undefined
      ? `${p.day}/${p.month}/${p.year}`
      : `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
