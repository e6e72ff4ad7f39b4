import { round2 } from '#domain/format/money.ts';
import { instalmentCount } from '#generated/enums.ts';

import { type ClaimParts, claimTotals, itemsOf, type Line } from './totals.ts';

/**
 * Repaying what a decided claim recovers from the tenant (issue 34 item 3, decision 056): at once or in equal
 * monthly instalments, no interest. The allowed counts are configuration (schemas/_defs/instalment-count); the
 * rules here are the only ones the server and both front ends ask.
 */

/** The counts a tenant may choose, as configured: 1 is "at once". */
export const INSTALMENT_COUNTS: readonly number[] = instalmentCount;
/** An instalment still unpaid this many days after its due date, or one the provider stopped retrying, is missed. */
export const MISSED_AFTER_DAYS = 7;

export const mayChooseCount = (count: unknown): count is number =>
  typeof count === 'number' && INSTALMENT_COUNTS.includes(count);

/**
 * What the tenant still owes on a claim: what was paid out to the landlord less what was recovered, once staff have
 * decided every line (none pending or on hold); 0 when there is nothing to repay.
 */
export function amountToRecover(claim: ClaimParts): number {
  const lines = itemsOf<Line>(claim.claims);
  if (!lines.length || lines.some((l) => !l.status || l.status === 'pending' || l.status === 'onhold')) return 0;
  const { totalPaid, totalRecovered } = claimTotals(claim);
  return Math.max(0, round2(totalPaid - totalRecovered));
}

/**
 * `total` paise in `count` equal instalments that add up exactly: each the floor of the share, the paise left over
 * on the first (a provider's plan charges one fixed amount; the first charge carries the remainder as an add-on).
 */
export function splitPaise(totalPaise: number, count: number): number[] {
  if (!Number.isInteger(totalPaise) || totalPaise <= 0 || !Number.isInteger(count) || count < 1)
    throw new RangeError(`cannot split ${totalPaise} paise in ${count}`);
  const share = Math.floor(totalPaise / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? totalPaise - share * (count - 1) : share));
}

/**
 * The due date of instalment `index` (0 for the first) of a mandate starting on `start` (YYYY-MM-DD): the same day
 * each month, or the month's last day when it has fewer days (31 January, then 28 or 29 February, then 31 March).
 */
export function dueDate(start: string, index: number): string {
  const [year, month, day] = start.split('-').map(Number);
  const months = month - 1 + index;
  const y = year + Math.floor(months / 12);
  const m = months % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(day, last))).toISOString().slice(0, 10);
}

export type InstalmentStatus = 'due' | 'paid' | 'failed' | 'retrying' | 'missed';

/**
 * Whether an instalment is missed on `today`: not paid, and either the provider gave up retrying (its mandate
 * halted) or more than MISSED_AFTER_DAYS days have passed since its due date.
 */
export function isMissed(
  instalment: { status: InstalmentStatus; dueDate: string },
  today: string,
  halted = false,
): boolean {
  if (instalment.status === 'paid') return false;
  if (halted && instalment.status !== 'due') return true;
  const limit = new Date(`${instalment.dueDate}T00:00:00Z`);
  limit.setUTCDate(limit.getUTCDate() + MISSED_AFTER_DAYS);
  return today > limit.toISOString().slice(0, 10);
}
