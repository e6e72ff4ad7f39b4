import { daysBetween, isoDate } from '#domain/format/dates.ts';
import { round2 } from '#domain/format/money.ts';
import { messages } from '#generated/messages.ts';

/**
 * A tenant cancelling within 72 hours of check-in gets the full fee back, to the wallet, within 5 days (spec 001 §1).
 */
export const FULL_REFUND_HOURS = 72;
const HOUR = 3_600_000;

export interface RefundQuote {
  bondId?: string;
  bondFee: number;
  refundAmount: number;
  fullRefund: boolean;
  /** Where a full refund goes. */
  refundTo: 'wallet';
  rule: string;
  checkinDate?: string;
  /** Hours from check-in (start of that day, UTC) to the cancellation; absent before check-in. */
  hoursSinceCheckin?: number;
  cancelledAt: string;
}

interface RefundBond {
  bondId?: string;
  bondFee: number;
  tenure: number;
  checkinDate?: string;
  bondEffectiveDate: string;
}

/**
 * The refund of a cancelled bond's fee:
 * - not checked in yet, or cancelled within 72 hours of check-in: the full fee;
 * - later: the fee of the whole years of the tenure not yet started (the year under way is not
 *   refunded), so a one-year bond refunds nothing and a three-year bond cancelled in its first year
 *   refunds two thirds of the fee.
 */
export function calculateRefund(bond: RefundBond, at: Date = new Date()): RefundQuote {
  const base = {
    bondId: bond.bondId,
    bondFee: bond.bondFee,
    refundTo: 'wallet' as const,
    checkinDate: bond.checkinDate,
    cancelledAt: at.toISOString(),
  };
  if (!bond.checkinDate)
    return { ...base, refundAmount: bond.bondFee, fullRefund: true, rule: messages.bond.refundNotCheckedIn };
  const hours = (at.getTime() - Date.parse(`${bond.checkinDate}T00:00:00Z`)) / HOUR;
  const hoursSinceCheckin = Math.max(0, Math.floor(hours));
  if (hours < FULL_REFUND_HOURS) {
    return {
      ...base,
      hoursSinceCheckin,
      refundAmount: bond.bondFee,
      fullRefund: true,
      rule: messages.bond.refundWithin72Hours,
    };
  }
  const daysIn = Math.max(0, daysBetween(bond.bondEffectiveDate, isoDate(at)));
  const yearsStarted = Math.min(bond.tenure, Math.floor(daysIn / 365) + 1);
  const unused = bond.tenure - yearsStarted;
  return {
    ...base,
    hoursSinceCheckin,
    fullRefund: false,
    refundAmount: round2((bond.bondFee * unused) / bond.tenure),
    rule: messages.bond.refundAfter72Hours,
  };
}
