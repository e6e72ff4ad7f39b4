/**
 * The one rule for dates taken from input, shared by the JSON-Schema formats (`date`, `date-time`),
 * list filters and every domain parameter: a day that exists (leap years included) in the years
 * 0001–9999, the range both JavaScript and PostgreSQL hold. `Date.parse` is not enough: it takes
 * 2024-02-30 (as 1 March), year 0000, six-digit and negative years.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** RFC 3339 `date-time`: `T` (or a space, as PostgreSQL writes it), a fraction optional, an offset required. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|([+-])(\d{2}):?(\d{2}))$/;

/** Days in `month` (1–12) of `year`, leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** `YYYY-MM-DD`, a day that exists, year 0001–9999. */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * A date and time with its offset (`2024-06-01T12:00:00Z`, `2024-06-01T17:30:00+05:30`): the date
 * as `isCalendarDate`, hours 00–23, minutes and seconds 00–59, an offset of at most ±23:59, and the
 * instant itself in the years 0001–9999.
 */
export function isDateTime(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = DATE_TIME.exec(text);
  if (!m || !isCalendarDate(m[1])) return false;
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4])];
  if (hour > 23 || minute > 59 || second > 59) return false;
  const offset = m[5] ? (m[5] === '-' ? -1 : 1) * (Number(m[6]) * 60 + Number(m[7])) : 0;
  if (m[5] && (Number(m[6]) > 23 || Number(m[7]) > 59)) return false;
  const instant = Date.parse(`${m[1]}T00:00:00Z`) + ((hour * 60 + minute - offset) * 60 + second) * 1000;
  return instant >= FIRST_INSTANT && instant < END_INSTANT;
}

/** 0001-01-01T00:00:00Z up to (not including) 10000-01-01T00:00:00Z. */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const END_INSTANT = Date.parse('9999-12-31T00:00:00Z') + 86_400_000;
