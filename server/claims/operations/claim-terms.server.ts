import { DEFAULT_BREACH_WINDOW_DAYS } from '#domain/claims/breach-days.ts';
import { claimTypesFor } from '#domain/claims/claim-types.ts';
import type { ClaimCoverage, ClaimTerms } from '#domain/claims/terms.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { notFound } from '#engine/runtime/errors.ts';
import { asId } from '#engine/runtime/request-input.ts';
import { type Actor, authorize, inScope, type UserActor } from '#engine/runtime/resources/access.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';
import type { Feature } from '#generated/types/feature.ts';
import { bondLandlordId, type BondRow, findBond, visibleBond } from '#server/bonds/store.server.ts';
import { requireUser } from '#server/http/guards.server.ts';

const orUndefined = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** The coverages of a product, once each, with the limit and breach window (90 days unless set) of the feature covering them. */
export async function productCoverages(
  db: Db,
  productId: string | null | undefined,
): Promise<{ product?: { id: string; name: string }; coverages: ClaimCoverage[] }> {
  const product = productId
    ? await db.selectFrom('product').select(['id', 'name', 'features']).where('id', '=', productId).executeTakeFirst()
    : undefined;
  if (!product) return { coverages: [] };
  const features: readonly Feature[] = (product.features ?? []).filter((f) => f.coverage);
  const ids = (key: 'coverage' | 'specificlimit') => [...new Set(features.map((f) => f[key]).filter(Boolean))];
  const coverageIds = ids('coverage');
  const limitIds = ids('specificlimit');
  const [names, limits] = await Promise.all([
    coverageIds.length ? db.selectFrom('coverage').select(['id', 'name']).where('id', 'in', coverageIds).execute() : [],
    limitIds.length
      ? db
          .selectFrom('specific_limit')
          .select(['id', 'limit', 'breachWindowDays'])
          .where('id', 'in', limitIds)
          .execute()
      : [],
  ]);
  const coverages: ClaimCoverage[] = [];
  for (const f of features) {
    const name = names.find((c) => c.id === f.coverage)?.name;
    if (!name || coverages.some((c) => c.name === name)) continue;
    const limit = limits.find((l) => l.id === f.specificlimit);
    coverages.push({
      name,
      limit: orUndefined(limit?.limit),
      breachWindowDays: limit?.breachWindowDays ?? DEFAULT_BREACH_WINDOW_DAYS,
    });
  }
  return { product: { id: product.id, name: product.name }, coverages };
}

/** The claim types of a bond: the coverages of its product (claimTypesFor). */
export async function claimTypesOfBond(db: Db, bond: { productId?: string | null } | undefined): Promise<string[]> {
  return claimTypesFor(await productCoverages(db, bond?.productId));
}

/** How many claims a bond has (a landlord raises one, spec 002 §5). */
export async function claimsOnBond(db: Db, bondId: string): Promise<number> {
  const row = await db
    .selectFrom('claim')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bondId', '=', bondId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The terms of claims on `bond` for `user` (see ClaimTerms). */
async function termsOf(db: Db, user: UserActor, bond: BondRow): Promise<ClaimTerms> {
  const [{ product, coverages }, landlordId, count] = await Promise.all([
    productCoverages(db, bond.productId),
    bondLandlordId(db, bond),
    claimsOnBond(db, bond.id),
  ]);
  return {
    bond: {
      id: bond.id,
      bondId: bond.bondId ?? '',
      status: bond.status ?? '',
      bondAmount: bond.bondAmount,
      monthlyRent: orUndefined(bond.monthlyRent),
      bondEffectiveDate: bond.bondEffectiveDate,
      checkinDate: orUndefined(bond.checkinDate),
      checkoutDate: orUndefined(bond.checkoutDate),
      tenantId: orUndefined(bond.tenantId),
      landlordId,
    },
    ...(product ? { product } : {}),
    coverages,
    claimTypes: claimTypesFor({ coverages }),
    claimsOnBond: count,
    viewer: { id: user.id, internal: user.internal, admin: user.admin },
  };
}

/**
 * GET /claims/{id}/terms, for staff and the claim's landlord and tenant: the bond's value, rent and effective
 * date (no date before it), and the claim types its product covers, each with its breach window (spec 002 §5, §9).
 */
export async function claimTerms(db: Db, actor: Actor, id: string): Promise<ClaimTerms> {
  // The claim's own read rule (staff, and its owners: landlord and tenant).
  const scope = authorize(resource('claim'), 'get', actor);
  const claim = await db
    .selectFrom('claim')
    .select(['bondId', 'landlordId', 'tenantId'])
    .where('id', '=', asId(id))
    .executeTakeFirst();
  if (!claim || !inScope(scope, claim)) throw notFound(messages.labels.claim);
  const bond = await findBond(db, claim.bondId);
  if (!bond) throw notFound(messages.labels.bond);
  return termsOf(db, requireUser(actor), bond);
}

/**
 * GET /claims/terms?bondId=, before a claim exists (the Raise Claims form): the same terms for a bond the caller may
 * read (staff, its tenant and its landlord; 404 for anyone else), with what mayRaiseClaim needs.
 */
export async function bondClaimTerms(db: Db, actor: Actor, bondId: unknown): Promise<ClaimTerms> {
  const user = requireUser(actor);
  authorize(resource('claim'), 'get', actor);
  return termsOf(db, user, await visibleBond(db, user, bondId));
}
