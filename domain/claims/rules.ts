import { type AccessRole, lockedFields } from '#domain/access/roles.ts';
import { isClaimType } from '#domain/claims/claim-types.ts';
import { DECIDED_STATUSES, type Line, NO_AMOUNT_STATUSES } from '#domain/claims/totals.ts';
import { shownDate } from '#domain/format/dates.ts';
import { round2 } from '#domain/format/money.ts';
import type { FieldMessages as FieldErrors } from '#domain/verdict.ts';
import { fillMessage, messages } from '#generated/messages.ts';

export const PERIOD_BEFORE_BOND = messages.claim.periodBeforeBond;
export const DECIDED_LINE_LOCKED = messages.claim.decidedLineLocked;

/** A claim's comment as stored: an empty one becomes 'No comment' (spec 002 §5). */
export function commentOrDefault(comment: unknown): string {
  return typeof comment === 'string' && comment.trim() ? comment : messages.claim.noComment;
}

/** Lines as stored: a line no admin decided is pending; rejected and onhold carry approved amount 0 (spec 002 §4). */
export function settleLines(lines: Line[]): Line[] {
  return lines.map((l) => {
    if (!l.status) return { ...l, status: 'pending' };
    return NO_AMOUNT_STATUSES.has(l.status) ? { ...l, approvedAmount: 0 } : l;
  });
}

/** Line dates with pickers from the bond effective date (spec 002 §5: "Date pickers cannot be earlier than it"). */
export const DATES_FROM_BOND = ['from', 'to', 'dueDate'] as const;

/**
 * The first day a claim's dates may take: the bond effective date (spec 002 §5: "Period From cannot be before the
 * bond effective date").
 */
export function claimDateMinimum(bond: { bondEffectiveDate: string }): string {
  return bond.bondEffectiveDate.slice(0, 10);
}

/** A line date before the bond: spec 002 §5's sentence for Period From, 'Not before <date>' for the others. */
export function dateBeforeBondMessage(
  field: (typeof DATES_FROM_BOND)[number],
  bond: { bondEffectiveDate: string },
): string {
  return field === 'from'
    ? PERIOD_BEFORE_BOND
    : fillMessage(messages.claim.notBefore, { date: shownDate(claimDateMinimum(bond)) });
}

/**
 * The claim rules of spec 002 §5 on the lines of a bond's claim: no date before the bond effective date (the period
 * From with the specification's words), and approved amounts summing to no more than the eligible amount (the
 * bond value).
 */
export function claimRuleErrors(lines: Line[], bond: { bondEffectiveDate: string; bondAmount: number }): FieldErrors {
  const errors: FieldErrors = {};
  const minimum = claimDateMinimum(bond);
  lines.forEach((l, i) => {
    for (const field of DATES_FROM_BOND) {
      const day = l[field];
      if (typeof day === 'string' && day.slice(0, 10) < minimum)
        errors[`claims.${i}.${field}`] = dateBeforeBondMessage(field, bond);
    }
  });
  const approved = round2(lines.reduce((s, l) => s + (typeof l.approvedAmount === 'number' ? l.approvedAmount : 0), 0));
  if (approved > bond.bondAmount) {
    const last =
      lines
        .map((l, i) => (typeof l.approvedAmount === 'number' && l.approvedAmount > 0 ? i : -1))
        .filter((i) => i >= 0)
        .pop() ?? 0;
    errors[`claims.${last}.approvedAmount`] = messages.claim.approvedOverEligible;
  }
  return errors;
}

/**
 * Lines whose type is not one of the bond's claim types (`claimTypesFor` its product: a claim line's type is one
 * of the product's coverages, spec 002 §3). Only types added or changed are judged (`before`: the stored lines), so an
 * older claim stays editable.
 */
export function uncoveredTypeErrors(lines: Line[], claimTypes: readonly string[], before: Line[] = []): FieldErrors {
  const errors: FieldErrors = {};
  lines.forEach((l, i) => {
    if (before[i] && before[i].type === l.type) return;
    if (!isClaimType(l.type, claimTypes))
      errors[`claims.${i}.type`] = fillMessage(messages.claim.typeNotCovered, { coverages: claimTypes.join(', ') });
  });
  return errors;
}

/** Index of the first decided line of `before` that `after` changes or drops, or -1. */
export function editedDecidedLine(before: Line[], after: Line[], same: (a: unknown, b: unknown) => boolean): number {
  return before.findIndex(
    (line, i) => line.status !== undefined && DECIDED_STATUSES.has(line.status) && !same(line, after[i]),
  );
}

/** Staff who are not admins: what they may not write on a claim is what only an admin decides. */
const NON_ADMIN_STAFF: readonly AccessRole[] = ['staff'];

/**
 * What only an admin decides on a claim (spec 002 §6: "Internal admins see claim status, approved amount, remark,
 * payments and recoveries"), declared once, in the claim schema (`x-access: { write: [admin] }`): the claim's own
 * fields and each line's. The API refuses anyone else's change to them, the forms hide them from anyone else.
 */
export const ADMIN_CLAIM_FIELDS: readonly string[] = lockedFields('claim', NON_ADMIN_STAFF);
export const ADMIN_LINE_FIELDS: readonly string[] = lockedFields('claim', NON_ADMIN_STAFF, 'claims[]');

/**
 * What the claims API adds to a claim: present()'s totals, notice, stage under way and overdue flag (domain/claims/timeline.ts), and the names of its tenant and landlord
 * (claim-list.server.ts); a client sending the record back does not send them as changes.
 */
export const CLAIM_COMPUTED_FIELDS = [
  'totalClaimAmount',
  'totalApprovedAmount',
  'totalAuthAmount',
  'totalPaid',
  'totalRecovered',
  'statusCount',
  'notice',
  'tenantName',
  'landlordName',
  'stage',
  'overdue',
];
