import { fillMessage, messages } from '#generated/messages.ts';
import type { FieldMessages as FieldErrors } from '#domain/verdict.ts';
import { round2 } from '#domain/format/money.ts';
import { DECIDED_STATUSES, itemsOf, NO_AMOUNT_STATUSES, type Line } from '#domain/claims/totals.ts';

export const PERIOD_BEFORE_BOND = messages.claim.periodBeforeBond;
export const DECIDED_LINE_LOCKED = messages.claim.decidedLineLocked;

/** A claim's comment as stored: an empty one becomes 'No comment' (002 §5). */
export function commentOrDefault(comment: unknown): string {
  return typeof comment === 'string' && comment.trim() ? comment : messages.claim.noComment;
}

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

/**
 * Lines whose type is not one of the coverages of the bond's product (a claim line's type is one of them, 002 §3).
 * Only types added or changed are judged (`before`: the stored lines), so an older claim stays editable; with no
 * coverages known any type passes.
 */
export function uncoveredTypeErrors(lines: Line[], coverages: string[], before: Line[] = []): FieldErrors {
  const errors: FieldErrors = {};
  if (!coverages.length) return errors;
  const known = new Set(coverages.map((c) => c.trim().toLowerCase()));
  lines.forEach((l, i) => {
    if (before[i] && before[i].type === l.type) return;
    if (!known.has((l.type ?? '').trim().toLowerCase())) errors[`claims.${i}.type`] = fillMessage(messages.claim.typeNotCovered, { coverages: coverages.join(', ') });
  });
  return errors;
}

/** Index of the first decided line of `before` that `after` changes or drops, or -1. */
export function editedDecidedLine(before: Line[], after: Line[], same: (a: unknown, b: unknown) => boolean): number {
  return before.findIndex((line, i) => line.status !== undefined && DECIDED_STATUSES.has(line.status) && !same(line, after[i]));
}

/** What only an admin decides on a claim (002 §5: "Internal admins see claim status, approved amount, remark, payments and recoveries"); a landlord never sets them. */
export const ADMIN_CLAIM_FIELDS = ['payments', 'recoveries', 'finalComment'] as const;
const ADMIN_LINE_FIELDS = ['status', 'approvedAmount', 'authAmount', 'remark'] as const;

/** A line's decision as an admin left it: no status means pending, no amount means 0, no remark means none. */
function decision(line: Line | null | undefined): unknown[] {
  const l: Line = line ?? {};
  return [l.status ?? 'pending', Number(l.approvedAmount ?? 0), Number(l.authAmount ?? 0), l.remark ?? ''];
}

/**
 * The admin-only fields a change touches (for staff who are not admins): the claim's payments, recoveries and
 * final comment, and each line's status, amounts and remark compared with the line at its place (a new line
 * must come undecided).
 */
export function adminOnlyChanges(changes: Record<string, unknown>, existing: Record<string, unknown>, same: (a: unknown, b: unknown) => boolean): string[] {
  const touched: string[] = ADMIN_CLAIM_FIELDS.filter((k) => k in changes && !same(changes[k] ?? null, existing[k] ?? null));
  if (Array.isArray(changes.claims)) {
    const before = itemsOf<Line>(existing.claims);
    const after = itemsOf<Line>(changes.claims);
    for (let i = 0; i < Math.max(after.length, before.length); i++) {
      if (!same(decision(after[i]), decision(before[i]))) touched.push(`claims.${i} (${ADMIN_LINE_FIELDS.join(', ')})`);
    }
  }
  return touched;
}

/**
 * What the claims API adds to a claim: present()'s totals and notice, and the names of its tenant and landlord
 * (claim-list.server.ts); a client sending the record back does not send them as changes.
 */
export const CLAIM_COMPUTED_FIELDS = ['totalClaimAmount', 'totalApprovedAmount', 'totalAuthAmount', 'totalPaid', 'totalRecovered', 'statusCount', 'notice', 'tenantName', 'landlordName'];
