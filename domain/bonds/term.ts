import { addDays, addYears, daysBetween } from '#domain/format/dates.ts';

/** What the lifecycle rules read of a bond. */
export interface BondFacts {
  bondId?: string | null;
  status?: string | null;
  bondEffectiveDate: string;
  tenure: number;
}

/** The last day a bond covers: its effective date plus its tenure in years, less a day. */
export function expiryDate(bond: { bondEffectiveDate: string; tenure: number }): string {
  return addDays(addYears(bond.bondEffectiveDate, bond.tenure), -1);
}

/** Whole days from `today` to the bond's last day (negative once it has expired). */
export function daysToExpiry(bond: { bondEffectiveDate: string; tenure: number }, today: string): number {
  return daysBetween(today, expiryDate(bond));
}

/** The largest tenure a bond can reach (the tenure's schema range, 1 to 5 years). */
export const MAX_TENURE = 5;

/** A bond can be renewed in the last 30 days before it expires (or after, while it is still live). */
export const RENEW_WINDOW_DAYS = 30;
