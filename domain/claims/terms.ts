import type { ClaimActor } from '#domain/claims/access.ts';

/** A coverage of the bond's product: a claim line's type, with its feature's limit and breach window. */
export interface ClaimCoverage {
  name: string;
  limit?: number;
  breachWindowDays: number;
}

/**
 * What a claim is judged against, as GET /claims/{id}/terms and GET /claims/terms?bondId= answer it: its bond
 * (value, rent, dates, whose it is), the coverages of the bond's product and the claim types they make
 * (claimTypesFor), how many claims the bond has, and the caller as the claim rules read them (mayRaiseClaim,
 * mayDecideClaim). The forms ask the same rules with these facts.
 */
export interface ClaimTerms {
  bond: {
    id: string;
    bondId: string;
    status: string;
    bondAmount: number;
    monthlyRent?: number;
    bondEffectiveDate: string;
    checkinDate?: string;
    checkoutDate?: string;
    tenantId?: string;
    landlordId?: string;
  };
  product?: { id: string; name: string };
  coverages: ClaimCoverage[];
  claimTypes: string[];
  claimsOnBond: number;
  viewer: ClaimActor;
}
