import type { ClaimTotals } from '#domain/claims/totals.ts';
import { DECIDED_STATUSES } from '#domain/claims/totals.ts';
import type { ClaimLine, ClaimLineResponse, ClaimPayment, ClaimRecovery } from '#generated/types/claim.ts';

export type Line = Partial<ClaimLine>;

/** A claim as the claims API lists it: the stored record plus the totals its present() adds and the names of whose it is. */
export interface ClaimRecord extends Partial<ClaimTotals> {
  id: string;
  claimNumber?: string;
  landlordId: string;
  tenantId: string;
  /** The tenant's name (else e-mail), when the caller may see the tenant. */
  tenantName?: string;
  /** The landlord's name (else e-mail), when the caller may see the landlord (staff). */
  landlordName?: string;
  bondId: string;
  claims: Line[];
  docs?: string[];
  comment?: string;
  eligibleAmount?: number;
  notice?: string;
  payments?: ClaimPayment[];
  recoveries?: ClaimRecovery[];
  finalComment?: string;
  createdAt?: string;
  updatedAt?: string;
  /** The claim's dated stages (decision 055; domain/claims/timeline.ts reads them). */
  tenantNotifiedAt?: string;
  respondBy?: string;
  respondedAt?: string;
  noResponseAt?: string;
  decidedAt?: string;
  paidOutAt?: string;
  recoveredAt?: string;
  /** The tenant's answer to each line. */
  responses?: ClaimLineResponse[];
  /** The stage under way and whether it is overdue (the claims API's present()). */
  stage?: string;
  overdue?: boolean;
}

/**
 * Has staff decided the line (approved, authorized, rejected, onhold)? The server then refuses a landlord's change to
 * it (spec 002 §4).
 */
export const isDecided = (line: Line | undefined): boolean => !!line?.status && DECIDED_STATUSES.has(line.status);
