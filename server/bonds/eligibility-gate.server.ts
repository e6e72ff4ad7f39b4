import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { ApiError } from '#engine/runtime/errors.ts';
import { rupees } from '#domain/format/money.ts';
import { messages } from '#generated/messages.ts';
import { fillMessage } from '#engine/runtime/messages.ts';

/** Eligibility statuses that let a tenant request a bond: the full check, or the basic one (with its lower amount). */
const ELIGIBLE = new Set(['eligible', 'basiceligible']);
/** The minimum guarantee is 2-3 months' rent (001 §1): a request needs eligibility for at least two months. */
export const MIN_GUARANTEE_MONTHS = 2;

/**
 * Why a tenant cannot request a bond for a property: no eligibility yet, under review, ineligible (with
 * the stored reasons), or a maximum eligibility below two months' rent. Empty when they can.
 */
export async function eligibilityProblems(db: Kysely<Database>, tenantId: string, monthlyRent: number | undefined): Promise<string[]> {
  const row = await db.selectFrom('eligibility').select(['status', 'maxEligibilityAmount', 'reasonOfIneligibility']).where('userId', '=', tenantId).executeTakeFirst();
  const status = row?.status ?? 'none';
  if (status === 'requested') return [messages.eligibility.underReview];
  if (status === 'ineligible') {
    const stored = (row?.reasonOfIneligibility as string[] | undefined) ?? [];
    return stored.length ? stored : [messages.eligibility.notEligible];
  }
  if (!ELIGIBLE.has(status)) return [messages.eligibility.notChecked];
  const minimum = (monthlyRent ?? 0) * MIN_GUARANTEE_MONTHS;
  const max = row?.maxEligibilityAmount ?? 0;
  if (minimum > max) return [fillMessage(messages.eligibility.belowMinimum, { minimum: rupees(minimum), months: MIN_GUARANTEE_MONTHS, max: rupees(max) })];
  return [];
}

/** 422 with the reasons (the account area shows them as the eligibility result). */
export function ineligible(reasons: string[]): ApiError {
  return new ApiError(422, 'ineligible', reasons[0], Object.fromEntries(reasons.map((r, i) => [`reasonOfIneligibility.${i}`, r])));
}
