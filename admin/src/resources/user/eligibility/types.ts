import type { Eligibility } from '#generated/types/eligibility.ts';

/** GET /eligibility/tenant/{id}: the tenant's eligibility ({ status: 'none' } when never checked). */
export type EligibilityRecord = Eligibility & { id?: string };

/** PATCH /eligibility/{id}: approve as eligible (with a reason), or raise an eligible tenant's amount. */
export interface EligibilityApproval {
  comments?: string;
  manualCheckingUserId?: string;
  status: 'eligible';
  maxEligibilityAmount?: number;
}
