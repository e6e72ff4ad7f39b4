import type { BondSituation } from '#domain/bonds/actions.ts';
import { LIVE_BOND_STATUSES } from '#domain/bonds/status.ts';
import { type BondValueLimits, bondValueLimits, type ValueProduct } from '#domain/bonds/value.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { openClaimCount } from '#server/claims/operations/open-claims.server.ts';

/**
 * The facts the bond rules of domain/bonds ask about, loaded here (reads only) so that every door, the request,
 * the answer, the payment, its completion and staff's renewals, asks with the same facts, in its own transaction.
 */

/** A bond's open claims and whether a cancellation of it is pending or accepted. */
export async function bondSituation(db: Db, bondId: string): Promise<BondSituation> {
  const [openClaims, cancel] = await Promise.all([
    openClaimCount(db, bondId),
    db
      .selectFrom('bond_request')
      .select('id')
      .where('bondId', '=', bondId)
      .where('type', '=', 'cancel')
      .where('status', 'in', ['pending', 'accepted'])
      .executeTakeFirst(),
  ]);
  return { openClaims, cancellationPending: !!cancel };
}

/** The tenant's live bonds (at most one, by the buy rule; the bond rules ask about all of them). */
export function liveBondsOf(db: Db, tenantId: string) {
  return db
    .selectFrom('bond')
    .select(['id', 'bondId', 'propertyId', 'status'])
    .where('tenantId', '=', tenantId)
    .where('status', 'in', [...LIVE_BOND_STATUSES])
    .execute();
}

/** The tenant's eligibility as stored (none stored reads as status none). */
export async function eligibilityOf(db: Db, tenantId: string) {
  const row = await db
    .selectFrom('eligibility')
    .select(['status', 'maxEligibilityAmount', 'reasonOfIneligibility'])
    .where('userId', '=', tenantId)
    .executeTakeFirst();
  return {
    status: row?.status ?? 'none',
    maxEligibilityAmount: row?.maxEligibilityAmount ?? undefined,
    reasonOfIneligibility: ((row?.reasonOfIneligibility as unknown[] | null) ?? []).filter(
      (r): r is string => typeof r === 'string',
    ),
  } as const;
}

/**
 * The facts of a new bond's value for this tenant on this property with this product, each read once: the tenant's
 * eligibility and the limits it sets with the property's rent (domain/bonds/value.ts).
 */
export async function newBondTerms(
  db: Db,
  tenantId: string,
  propertyId: string,
  product: ValueProduct,
): Promise<{ limits: BondValueLimits; eligibility: Awaited<ReturnType<typeof eligibilityOf>> }> {
  const [property, eligibility] = await Promise.all([
    db.selectFrom('property').select('expectedRent').where('id', '=', propertyId).executeTakeFirst(),
    eligibilityOf(db, tenantId),
  ]);
  return { limits: bondValueLimits(product, property?.expectedRent, eligibility), eligibility };
}
