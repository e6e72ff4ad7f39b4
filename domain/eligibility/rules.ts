import { rupeeDigits } from '#domain/format/money.ts';
import type { FieldMessages as FieldErrors } from '#domain/verdict.ts';
import { fillMessage as fill, messages } from '#generated/messages.ts';

const R = messages.eligibilityReasons;

/**
 * The eligibility check, a pure function of the tenant's data (the server loads them: server/accounts/operations/eligibility-check.server.ts).
 *
 * Household income = the tenant's monthly + additional income, plus half of what the co-applicants earn.
 * - Basic check: employment details and a monthly income (unless unemployed, who need a co-applicant),
 *   a verified phone, household income of at least ₹20,000; every co-applicant needs employment and
 *   income details. Passing gives 'basiceligible' with 1.5 × household income.
 * - Full check: the basic check plus a verified work email (salaried), a verified offer letter
 *   (salaried, yet to join), a PAN and a verified Aadhaar. Passing gives 'eligible' with 2.5 × household income.
 * Amounts are rounded down to ₹5,000 and capped at ₹3,00,000.
 * A tenant's own missing data is 'ineligible' (422 with the reasons); a co-applicant's is 'coApplicant' (406).
 * Where a credit bureau is available, a full check that passes all this then reads the tenant's credit
 * report (`withCreditReport`): a score below 650, or an account written off or taken to court, refuses;
 * no credit history (new to credit) does not. The score does not change the amount (decision 027).
 */
export type CheckKind = 'basic' | 'full';

export interface EligibilityInput {
  employmentDetails?: {
    employment?: string;
    monthlyIncome?: number;
    additionalMonthlyIncome?: number;
    isWorkEmailVerified?: boolean;
  } | null;
  phoneVerified: boolean;
  workEmailVerified: boolean;
  offerLetterVerified: boolean;
  aadhaarVerified: boolean;
  hasPan: boolean;
  coApplicants: {
    name?: string | null;
    employment?: string | null;
    monthlyIncome?: number | null;
    additionalMonthlyIncome?: number | null;
  }[];
}

export type EligibilityOutcome =
  | { kind: 'eligible'; status: 'eligible' | 'basiceligible'; maxEligibilityAmount: number }
  | { kind: 'ineligible' | 'coApplicant'; reasons: FieldErrors };

export const MIN_HOUSEHOLD_INCOME = 20_000;
export const MAX_ELIGIBILITY_AMOUNT = 300_000;
const FACTOR: Record<CheckKind, number> = { basic: 1.5, full: 2.5 };
const ROUND_TO = 5_000;

const amount = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

export function evaluateEligibility(input: EligibilityInput, kind: CheckKind): EligibilityOutcome {
  const reasons: FieldErrors = {};
  const job = input.employmentDetails ?? undefined;
  const unemployed = job?.employment === 'Unemployed';
  if (!job || !job.employment) reasons.employmentDetails = R.employmentMissing;
  else if (!unemployed && !amount(job.monthlyIncome)) reasons.monthlyIncome = R.incomeMissing;
  if (!input.phoneVerified) reasons.isPhoneVerified = R.phoneNotVerified;
  if (unemployed && input.coApplicants.length === 0) reasons.coApplicants = R.needsCoApplicant;
  if (kind === 'full') {
    if (job?.employment?.startsWith('Salaried') && !input.workEmailVerified) reasons.workEmail = R.workEmailNotVerified;
    if (job?.employment === 'Salaried - Yet to join' && !input.offerLetterVerified)
      reasons.offerLetter = R.offerLetterNotVerified;
    if (!input.hasPan) reasons.pan = R.panMissing;
    if (!input.aadhaarVerified) reasons.aadhar = R.aadhaarNotVerified;
  }
  if (Object.keys(reasons).length) return { kind: 'ineligible', reasons };

  const coReasons: FieldErrors = {};
  input.coApplicants.forEach((c, i) => {
    if (!c.employment || typeof c.monthlyIncome !== 'number')
      coReasons[`coApplicants.${i}`] = fill(R.coApplicantDetailsMissing, { name: c.name ?? '' });
  });
  if (Object.keys(coReasons).length) return { kind: 'coApplicant', reasons: coReasons };

  const own = amount(job!.monthlyIncome) + amount(job!.additionalMonthlyIncome);
  const shared =
    input.coApplicants.reduce((sum, c) => sum + amount(c.monthlyIncome) + amount(c.additionalMonthlyIncome), 0) / 2;
  const household = own + shared;
  if (household < MIN_HOUSEHOLD_INCOME) {
    const min = rupeeDigits(MIN_HOUSEHOLD_INCOME);
    if (input.coApplicants.length && own < MIN_HOUSEHOLD_INCOME)
      return { kind: 'coApplicant', reasons: { coApplicants: fill(R.coApplicantIncomeTooLow, { min }) } };
    return { kind: 'ineligible', reasons: { monthlyIncome: fill(R.incomeTooLow, { min }) } };
  }
  const raw = Math.floor((household * FACTOR[kind]) / ROUND_TO) * ROUND_TO;
  return {
    kind: 'eligible',
    status: kind === 'full' ? 'eligible' : 'basiceligible',
    maxEligibilityAmount: Math.min(MAX_ELIGIBILITY_AMOUNT, raw),
  };
}

export const MIN_CREDIT_SCORE = 650;
const DEFAULT_FLAGS: readonly string[] = ['Written off', 'Suit filed'];

/** What the full check reads of a credit report: the score (none: new to credit) and the adverse flags. */
export interface CreditFacts {
  score?: number | null;
  dpdFlags: readonly string[];
}

/** The full check's last step: an eligible outcome stays eligible unless the credit report refuses it. */
export function withCreditReport(outcome: EligibilityOutcome, credit: CreditFacts): EligibilityOutcome {
  if (outcome.kind !== 'eligible') return outcome;
  const reasons: FieldErrors = {};
  if (typeof credit.score === 'number' && credit.score < MIN_CREDIT_SCORE)
    reasons.creditScore = fill(R.creditScoreTooLow, { min: MIN_CREDIT_SCORE });
  if (credit.dpdFlags.some((f) => DEFAULT_FLAGS.includes(f))) reasons.creditDefaults = R.creditDefaults;
  return Object.keys(reasons).length ? { kind: 'ineligible', reasons } : outcome;
}
