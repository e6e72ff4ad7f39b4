/** Visits are booked by the hour, 08:00 to 22:00 (spec 000 §9). */
export const FIRST_SLOT_HOUR = 8;
export const LAST_SLOT_HOUR = 22;
export const FIRST_SLOT = '08:00';
export const LAST_SLOT = '22:00';
/** Dates and "past" are India's, as the server judges them (the properties are there). */
const TIME_ZONE = 'Asia/Kolkata';

const pad = (n: number): string => String(n).padStart(2, '0');

/** The date (YYYY-MM-DD) and the minutes since midnight of `now` in India. */
function inIndia(now: Date): { year: number; month: number; day: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const iso = (year: number, month: number, day: number): string => `${year}-${pad(month)}-${pad(day)}`;

/** The dates a visit can be booked on: today to the end of next month (spec 000 §9). */
export function visitDateRange(now: Date): { min: string; max: string } {
  const { year, month, day } = inIndia(now);
  const last = new Date(Date.UTC(year, month + 1, 0));
  return { min: iso(year, month, day), max: iso(last.getUTCFullYear(), last.getUTCMonth() + 1, last.getUTCDate()) };
}

/**
 * The hourly slot nearest to a time typed as HH:MM ("10:29" → "10:00", "10:30" → "11:00"), kept within
 * 08:00–22:00; undefined for anything that is not a time.
 */
export function nearestSlot(time: string | undefined): string | undefined {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  const rounded = hours + (minutes >= 30 ? 1 : 0);
  return `${pad(Math.min(LAST_SLOT_HOUR, Math.max(FIRST_SLOT_HOUR, rounded)))}:00`;
}

/** Whether the slot ("HH:00") on the date (YYYY-MM-DD) has begun, in India's time. */
export function slotHasPassed(date: string, slot: string, now: Date): boolean {
  const india = inIndia(now);
  const today = iso(india.year, india.month, india.day);
  if (date !== today) return date < today;
  return Number(slot.slice(0, 2)) * 60 <= india.minutes;
}

/** "Monday, 18 August 2025" for the success view (the date as written, whatever the browser's zone). */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12)).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
