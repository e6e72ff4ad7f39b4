import type { VisitEntry } from '../visitor/visitor-api.ts';

/**
 * Ordering of the scheduled-visits tab. Visit dates are calendar days (YYYY-MM-DD), read as the visitor's
 * local day: no time-zone shift can move a visit to the day before. (The "MMM Do YYYY" label is
 * visitDateLabel in site/app/visits/visit-dates.ts.)
 */
const YMD = /^(\d{4})-(\d{2})-(\d{2})/;
const SLOT = /^(\d{1,2}):(\d{2})/;

/** When the visit's slot ends (a slot is one hour), in the visitor's local time; NaN when unreadable. */
export function slotEnd(visit: Pick<VisitEntry, 'scheduledVisitDate' | 'scheduledVisitTimeSlot'>): number {
  const d = YMD.exec(visit.scheduledVisitDate);
  const t = SLOT.exec(visit.scheduledVisitTimeSlot ?? '');
  if (!d) return Number.NaN;
  const hour = t ? Number(t[1]) : 23;
  const minute = t ? Number(t[2]) : 0;
  return new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hour + 1, minute).getTime();
}

const CLOSED = new Set(['cancelled', 'done']);

/**
 * Upcoming visits first, soonest first; then the rest (past, cancelled or done), most recent first.
 */
export function orderVisits<T extends VisitEntry>(visits: T[], now = Date.now()): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const v of visits) {
    const end = slotEnd(v);
    if (!CLOSED.has(v.status ?? '') && Number.isFinite(end) && end > now) upcoming.push(v);
    else past.push(v);
  }
  const at = (v: T) => (Number.isFinite(slotEnd(v)) ? slotEnd(v) : 0);
  upcoming.sort((a, b) => at(a) - at(b));
  past.sort((a, b) => at(b) - at(a));
  return { upcoming, past };
}

/** "2026-11-22" and "10:00" → "2026-11-22T10:00", the machine-readable value of a <time>. */
export const visitDateTime = (visit: Pick<VisitEntry, 'scheduledVisitDate' | 'scheduledVisitTimeSlot'>): string =>
  SLOT.test(visit.scheduledVisitTimeSlot ?? '')
    ? `${visit.scheduledVisitDate}T${visit.scheduledVisitTimeSlot}`
    : visit.scheduledVisitDate;
