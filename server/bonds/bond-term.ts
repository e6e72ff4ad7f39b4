import { addDays, addYears } from '../catalogue/dates.ts';

/** Statuses of a bond that still covers the tenant: the only ones that can be renewed, transferred, cancelled or claimed on. */
export const LIVE_STATUSES = ['Active', 'Pending-Check-in'] as const;

export function isLive(status: unknown): boolean {
  return status === 'Active' || status === 'Pending-Check-in';
}

/** The last day a bond covers: its effective date plus its tenure in years, less a day. */
export function expiryDate(bond: { bondEffectiveDate: string; tenure: number }): string {
  return addDays(addYears(bond.bondEffectiveDate, bond.tenure), -1);
}
