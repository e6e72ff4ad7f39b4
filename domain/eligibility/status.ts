import {
  type EligibilityStatus,
  type EligibilityStatusApprovable,
  type EligibilityStatusBondReady,
  eligibilityStatusGroups,
} from '#generated/enums.ts';

/**
 * A tenant's eligibility statuses and their groups, from schemas/_defs/eligibility-status.schema.json (`x-groups`):
 * - approvable: an ineligible or requested tenant can be manually approved as eligible by an authorised staff member
 *   (spec 002 §4); a tenant never checked (none) or who passed only the basic check (basiceligible) is checked, not
 *   approved;
 * - bondReady: the full check (eligible) or the basic one (basiceligible, with its lower amount) lets a tenant ask for
 *   a bond, up to the maximum eligibility amount.
 * A tenant with no eligibility stored counts as `none`.
 */
export const APPROVABLE_STATUSES: readonly EligibilityStatusApprovable[] = eligibilityStatusGroups.approvable;
export const BOND_READY_STATUSES: readonly EligibilityStatusBondReady[] = eligibilityStatusGroups.bondReady;

/** The status of a stored eligibility, or `none` when there is none. */
export function statusOf(eligibility: { status?: string | null } | null | undefined): EligibilityStatus {
  return (eligibility?.status ?? 'none') as EligibilityStatus;
}

export function isApprovable(status: unknown): status is EligibilityStatusApprovable {
  return (APPROVABLE_STATUSES as readonly unknown[]).includes(status);
}

export function isBondReady(status: unknown): status is EligibilityStatusBondReady {
  return (BOND_READY_STATUSES as readonly unknown[]).includes(status);
}

export type { EligibilityStatus, EligibilityStatusApprovable, EligibilityStatusBondReady };
