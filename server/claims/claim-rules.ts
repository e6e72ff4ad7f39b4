import { messages } from '#generated/messages.ts';
import type { FieldErrors } from '#engine/runtime/validation/field-errors.ts';
import { round2 } from '../products/fee.ts';
import { DECIDED_STATUSES, NO_AMOUNT_STATUSES, type Line } from './claim-totals.ts';

export const PERIOD_BEFORE_BOND = messages.claim.periodBeforeBond;
export const DECIDED_LINE_LOCKED = messages.claim.decidedLineLocked;

/** Lines as stored: rejected and onhold carry no amount, so their approved amount is 0 (002 §4). */
export function settleLines(lines: Line[]): Line[] {
  return lines.map((l) => (l.status && NO_AMOUNT_STATUSES.has(l.status) ? { ...l, approvedAmount: 0 } : l));
}

/** A landlord's lines: undecided, with no amounts of staff's. */
export function landlordLine(line: Line): Line {
  const { approvedAmount: _a, authAmount: _b, remark: _r, ...rest } = line;
  return { ...rest, status: 'pending' };
}

/**
 * The claim rules of 002 §5 on the lines of a bond's claim: no period before the bond effective date,
 * and approved amounts summing to no more than the eligible amount (the bond value).
 */
export function claimRuleErrors(lines: Line[], bond: { bondEffectiveDate: string; bondAmount: number }): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((l, i) => {
    if (typeof l.from === 'string' && l.from < bond.bondEffectiveDate) errors[`claims.${i}.from`] = PERIOD_BEFORE_BOND;
  });
  const approved = round2(lines.reduce((s, l) => s + (typeof l.approvedAmount === 'number' ? l.approvedAmount : 0), 0));
  if (approved > bond.bondAmount) {
    const last = lines.map((l, i) => (typeof l.approvedAmount === 'number' && l.approvedAmount > 0 ? i : -1)).filter((i) => i >= 0).pop() ?? 0;
    errors[`claims.${last}.approvedAmount`] = messages.claim.approvedOverEligible;
  }
  return errors;
}

/** Index of the first decided line of `before` that `after` changes or drops, or -1. */
export function editedDecidedLine(before: Line[], after: Line[], same: (a: unknown, b: unknown) => boolean): number {
  return before.findIndex((line, i) => line.status !== undefined && DECIDED_STATUSES.has(line.status) && !same(line, after[i]));
}

/** What present() adds to a claim; a client sending the record back does not send them as changes. */
export const CLAIM_COMPUTED_FIELDS = ['totalClaimAmount', 'totalApprovedAmount', 'totalAuthAmount', 'totalPaid', 'totalRecovered', 'statusCount', 'notice'];
