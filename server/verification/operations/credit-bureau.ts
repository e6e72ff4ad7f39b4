import type { CreditReport } from '#generated/types/credit-report.ts';

/**
 * The IDCRA credit check behind one interface (decision 027), as Aadhaar e-KYC and payments are: a bureau
 * answers a tenant's credit report for their PAN. Outside production the development bureau stands in
 * (deterministic per PAN, shaped like a real report); production has none until an adapter for a licensed
 * credit information company implements this interface and credit-bureau-choice.server.ts returns it; until
 * then the credit calls answer 503 `provider_unavailable`.
 */

/** Who the report is asked for: what a bureau matches a consumer on. */
export interface CreditApplicant {
  /** Ten characters, upper case (ABCDE1234F). */
  pan: string;
  name: string;
  /** 91 + ten digits, when the account has a phone. */
  phone?: string;
  /** YYYY-MM-DD, when the account has one. */
  dateOfBirth?: string;
}

/** A bureau's answer: the stored credit report without the record's own fields (schemas/credit-report.schema.json). */
export type BureauReport = Omit<CreditReport, 'id' | 'userId' | 'createdAt'>;

export interface CreditBureau {
  /** Fetches the applicant's current report; `now` is when it is asked (the report's fetchedAt). */
  fetchReport(applicant: CreditApplicant, now: Date): Promise<BureauReport>;
}
