import { fillMessage, messages } from '#generated/messages.ts';

/**
 * Credit reports in time (decisions 027, 039): a report pulled since midnight in India counts as today's, and is
 * reused instead of a second paid pull; a stored report shows its age ("Pulled 3 days ago").
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** India's day: midnight IST (UTC+05:30, no daylight saving) of the day `now` falls in. */
export function startOfIndianDay(now: Date): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - IST_OFFSET_MS);
}

/** Whole Indian days between the pull and `now`: 0 today, 1 yesterday. */
export function creditReportAgeDays(fetchedAt: string | Date, now: Date): number {
  const pulled = startOfIndianDay(new Date(fetchedAt)).getTime();
  return Math.max(0, Math.round((startOfIndianDay(now).getTime() - pulled) / DAY_MS));
}

/** "Pulled today", "Pulled yesterday", "Pulled 3 days ago". */
export function creditReportAge(fetchedAt: string | Date, now: Date): string {
  const days = creditReportAgeDays(fetchedAt, now);
  if (days === 0) return messages.verification.creditPulledToday;
  if (days === 1) return messages.verification.creditPulledYesterday;
  return fillMessage(messages.verification.creditPulledDaysAgo, { days });
}
