import type { Visit } from '#generated/types/visit.ts';

import type { VisitEntry } from '../visitor/visitor-api.ts';
import { slotHasPassed } from './visit-slot.ts';

export type TimeSlot = Visit['scheduledVisitTimeSlot'];

/** The hourly visit slots, 08:00 to 22:00 (spec 000 §9; the enum of schemas/visit.schema.json). */
export const SLOTS: readonly TimeSlot[] = Array.from(
  { length: 15 },
  (_, i) => `${String(8 + i).padStart(2, '0')}:00` as TimeSlot,
);

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as written to the API: YYYY-MM-DD. */
export const dateKey = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The local date of a YYYY-MM-DD key (midnight). */
export const fromKey = (key: string): Date => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/**
 * The dates offered: from today through the last day of next month (spec 000 §2). Today is left out once its
 * last slot has started (past dates are not offered).
 */
export function visitDates(now: Date): string[] {
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (slotHasPassed(dateKey(first), SLOTS[SLOTS.length - 1], now)) first.setDate(first.getDate() + 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 2, 0);
  const out: string[] = [];
  for (const d = new Date(first); d.getTime() <= last.getTime(); d.setDate(d.getDate() + 1)) out.push(dateKey(d));
  return out;
}

/** A visit that still holds its slot (not cancelled or done). */
export const isLive = (v: VisitEntry): boolean => v.status !== 'cancelled' && v.status !== 'done';

/** The lead's booked slots by date (spec 000 §3: "grouped by local date into date-to-slots pairs"). */
export function bookedByDate(visits: readonly VisitEntry[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const v of visits) {
    if (!isLive(v)) continue;
    const date = v.scheduledVisitDate.slice(0, 10);
    const slots = out.get(date) ?? new Set<string>();
    slots.add(v.scheduledVisitTimeSlot);
    out.set(date, slots);
  }
  return out;
}

/** The lead's upcoming visit of this property (the latest booked, when there are several), if any. */
export function visitOf(visits: readonly VisitEntry[], propertyId: string, now: Date): VisitEntry | undefined {
  return visits
    .filter(
      (v) =>
        isLive(v) &&
        v.propertyId?.id === propertyId &&
        !slotHasPassed(v.scheduledVisitDate.slice(0, 10), v.scheduledVisitTimeSlot, now),
    )
    .sort((a, b) =>
      a.scheduledVisitDate + a.scheduledVisitTimeSlot < b.scheduledVisitDate + b.scheduledVisitTimeSlot ? 1 : -1,
    )[0];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** "Mar 12th 2025": the visit date as the dashboard shows it (spec 000 §2, "MMM Do YYYY"). */
export const visitDateLabel = (key: string): string => {
  const d = fromKey(key);
  return `${MONTHS[d.getMonth()]} ${ordinal(d.getDate())} ${d.getFullYear()}`;
};

/** The date strip's parts: "Tue", "12", "Mar", and the full "Tuesday, 12 March 2025" for assistive technology. */
export const dayParts = (key: string) => {
  const d = fromKey(key);
  return {
    weekday: DAYS[d.getDay()],
    day: String(d.getDate()),
    month: MONTHS[d.getMonth()],
    full: `${LONG_DAYS[d.getDay()]}, ${d.getDate()} ${LONG_MONTHS[d.getMonth()]} ${d.getFullYear()}`,
  };
};
