import type { ClaimTerms } from './use-claim-terms';

/** What the staff claim form hands its line template (RJSF formContext). */
export interface StaffClaimContext {
  terms: ClaimTerms;
  /** Sees and sets the decision: statuses, amounts, remark, payments and recoveries. */
  admin: boolean;
  /** Puts an amount in line `index` as its claim amount (the breach-day calculation's result). */
  applyClaimAmount: (index: number, amount: number) => void;
}
