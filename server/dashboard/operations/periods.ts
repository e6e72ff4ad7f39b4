import { addDays, shownDate, today } from '#domain/format/dates.ts';
import { isCalendarDate } from '#engine/runtime/dates.ts';
import { invalid } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { ownValue } from '#engine/runtime/own-value.ts';
import { messages } from '#generated/messages.ts';

/** The dashboard's filter choices (spec 002 §2) and how many days each covers, ending today. */
export const DURATIONS: Record<string, number> = {
  [messages.dashboard.sevenDays]: 7,
  [messages.dashboard.lastMonth]: 30,
  [messages.dashboard.lastYear]: 365,
};
export const DEFAULT_DURATION = messages.dashboard.sevenDays;

export interface Period {
  /** First day (inclusive) and last day (inclusive), YYYY-MM-DD. */
  from: string;
  to: string;
  /** The equally long period just before, for the change figures. */
  previous: { from: string; to: string };
  /** The label the cards carry. */
  duration: string;
}

/** from/to (YYYY-MM-DD, both days included) when given, else the duration's days ending today. */
export function periodOf(query: Record<string, unknown>, now = today()): Period {
  const { from, to, duration } = query as Record<string, string | undefined>;
  let start: string;
  let end: string;
  let label: string;
  if (from || to) {
    const errors: Record<string, string> = {};
    if (!isCalendarDate(from)) errors.from = fillMessage(messages.request.notDate, { field: 'From' });
    if (!isCalendarDate(to)) errors.to = fillMessage(messages.request.notDate, { field: 'To' });
    if (Object.keys(errors).length) throw invalid(errors);
    if (to! < from!) throw invalid({ to: messages.dashboard.toBeforeFrom });
    [start, end] = [from!, to!];
    label = duration && ownValue(DURATIONS, duration) ? duration : `${shownDate(start)} - ${shownDate(end)}`;
  } else {
    const name = duration ?? DEFAULT_DURATION;
    const days = ownValue(DURATIONS, name);
    if (!days)
      throw invalid({
        duration: fillMessage(messages.request.oneOf, { field: 'duration', values: Object.keys(DURATIONS).join(', ') }),
      });
    [start, end, label] = [addDays(now, -(days - 1)), now, name];
  }
  const length = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  return {
    from: start,
    to: end,
    duration: label,
    previous: { from: notBeforeFirstDay(addDays(start, -length)), to: notBeforeFirstDay(addDays(start, -1)) },
  };
}

const FIRST_DAY = '0001-01-01';

/** A previous period reaching back before 0001-01-01 stops there (no year 0000 for the database). */
function notBeforeFirstDay(day: string): string {
  return isCalendarDate(day) ? day : FIRST_DAY;
}
