import type { ClaimTotals } from '#domain/claims/totals.ts';
import { DECIDED_STATUSES } from '#domain/claims/totals.ts';
import type { ClaimLine, ClaimPayment, ClaimRecovery } from '#generated/types/claim.ts';

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
}

/**
 * Has staff decided the line (approved, authorized, rejected, onhold)? The server then refuses a landlord's change to
 * it (spec 002 §4).
 */
export const isDecided = (line: Line | undefined): boolean => !!line?.status && DECIDED_STATUSES.has(line.status);
