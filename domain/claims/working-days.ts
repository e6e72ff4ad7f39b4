import { addDays } from '#domain/format/dates.ts';

import holidayList from './india-public-holidays.json';

/** India's gazetted public holidays (domain/claims/india-public-holidays.json, schemas/_defs/public-holidays). */
export const PUBLIC_HOLIDAYS: ReadonlySet<string> = new Set(holidayList.map((h) => h.date));

/** A YYYY-MM-DD day's weekday, 0 for Sunday. */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * Is `date` a working day for the claim service levels (decision 055)? Not a Sunday and not a public holiday;
 * every Saturday works (the second and fourth Saturdays of government offices are not modelled).
 */
export function isWorkingDay(date: string, holidays: ReadonlySet<string> = PUBLIC_HOLIDAYS): boolean {
  return weekday(date) !== 0 && !holidays.has(date);
}

/** The `count`th working day after `date` (`date` itself never counts; 0 answers `date`). */
export function addWorkingDays(date: string, count: number, holidays: ReadonlySet<string> = PUBLIC_HOLIDAYS): string {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) left -= 1;
  }
  return day;
}
