import type { ClaimTerms } from './use-claim-terms.ts';

/** What every claim form hands its line template (RJSF formContext): the claim's terms, whose `viewer` the line rules read. */
export interface ClaimFormContext {
  terms: ClaimTerms;
  /** Puts an amount in line `index` as its claim amount (the breach-day calculation's result, in the staff editor). */
  applyClaimAmount?: (index: number, amount: number) => void;
}
