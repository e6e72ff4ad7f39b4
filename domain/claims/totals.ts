import { round2 } from '#domain/format/money.ts';
import { claimLineStatus, claimNoAmountStatus } from '#generated/enums.ts';
import type { ClaimLine, ClaimPayment, ClaimRecovery } from '#generated/types/claim.ts';

/** A claim line as schemas/claim.schema.json defines it (read before validation, so every field may be absent). */
export type Line = Partial<ClaimLine>;

/** What the totals read of a claim: a stored row, a presented record or a form's data (lines, payments, recoveries). */
export interface ClaimParts {
  claims?: unknown;
  payments?: unknown;
  recoveries?: unknown;
}

/** A claim's list (lines, payments or recoveries) as its items: absent, null or not a list reads as none. */
export const itemsOf = <T>(value: unknown): T[] => (Array.isArray(value) ? value : []);
const sum = (values: (number | undefined)[]) =>
  round2(values.reduce<number>((s, v) => s + (typeof v === 'number' ? v : 0), 0));

/** Every line status, the configured list of schemas/_defs/claim-line-status (spec 002 §4). */
export const LINE_STATUSES: readonly string[] = claimLineStatus;
/** Line statuses that carry no amount (rejected, onhold, as configured): approved amount forced to 0 (spec 002 §4). */
export const NO_AMOUNT_STATUSES: ReadonlySet<string> = new Set(claimNoAmountStatus);
/** Line statuses staff decide on (all but pending); a landlord cannot edit a line that has one. */
export const DECIDED_STATUSES: ReadonlySet<string> = new Set(claimLineStatus.filter((s) => s !== 'pending'));

export interface ClaimTotals {
  totalClaimAmount: number;
  totalApprovedAmount: number;
  totalAuthAmount: number;
  totalPaid: number;
  totalRecovered: number;
  /** How many lines have each status. */
  statusCount: Record<string, number>;
}

/** The claim list summary: amounts summed over the lines and statuses tallied. */
export function claimTotals(claim: ClaimParts): ClaimTotals {
  const lines = itemsOf<Line>(claim.claims);
  const statusCount: Record<string, number> = {};
  for (const l of lines) statusCount[l.status ?? 'pending'] = (statusCount[l.status ?? 'pending'] ?? 0) + 1;
  return {
    totalClaimAmount: sum(lines.map((l) => l.claimAmount)),
    totalApprovedAmount: sum(lines.map((l) => l.approvedAmount)),
    totalAuthAmount: sum(lines.map((l) => l.authAmount)),
    totalPaid: sum(itemsOf<ClaimPayment>(claim.payments).map((p) => p.authAmount)),
    totalRecovered: sum(itemsOf<ClaimRecovery>(claim.recoveries).map((r) => r.receiptAmount)),
    statusCount,
  };
}

/**
 * An open claim blocks a transfer or a renewal: a line still undecided (pending, onhold), or an approved
 * amount the tenant has not yet repaid (recoveries below what was approved or authorized).
 */
export function claimIsOpen(claim: ClaimParts): boolean {
  const lines = itemsOf<Line>(claim.claims);
  if (lines.some((l) => !l.status || l.status === 'pending' || l.status === 'onhold')) return true;
  const owed = sum(
    lines
      .filter((l) => l.status === 'approved' || l.status === 'authorized')
      .map((l) => l.approvedAmount ?? l.authAmount),
  );
  return claimTotals(claim).totalRecovered < owed;
}
