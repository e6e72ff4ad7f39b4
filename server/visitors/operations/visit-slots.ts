/**
 * Visit slots (spec 000 §9): hourly 08:00 to 22:00, judged in India's time (the properties are there, so
 * "past" means past for the visit, whatever the server's or the browser's zone).
 */
export const VISIT_TIME_ZONE = 'Asia/Kolkata';
export const FIRST_SLOT_HOUR = 8;
export const LAST_SLOT_HOUR = 22;

const parts = (now: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: VISIT_TIME_ZONE,
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

/** Today's date (YYYY-MM-DD) in India. */
export function visitToday(now = new Date()): string {
  const p = parts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Has the slot ("HH:00") on this date (YYYY-MM-DD) already begun, in India's time? */
export function slotHasBegun(date: string, slot: string, now = new Date()): boolean {
  const p = parts(now);
  const today = `${p.year}-${p.month}-${p.day}`;
  if (date !== today) return date < today;
  return Number(slot.slice(0, 2)) * 60 <= Number(p.hour) * 60 + Number(p.minute);
}
