/** A coverage of the bond's product: a claim line's type, with its feature's limit and breach window. */
export interface ClaimCoverage {
  name: string;
  limit?: number;
  breachWindowDays: number;
}

/** What a claim is judged against: its bond (value, rent, dates) and the coverages of the bond's product. */
export interface ClaimTerms {
  bond: { id: string; bondId: string; status: string; bondAmount: number; monthlyRent?: number; bondEffectiveDate: string; checkinDate?: string; checkoutDate?: string };
  product?: { id: string; name: string };
  coverages: ClaimCoverage[];
}
