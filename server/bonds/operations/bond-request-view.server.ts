import { type Kysely, sql } from 'kysely';

import type { RequestAnswerFacts } from '#client/request-answer-facts.ts';
import { LIVE_BOND_STATUSES } from '#domain/bonds/status.ts';
import { claimIsOpen } from '#domain/claims/totals.ts';
import type { Database } from '#generated/db.ts';
import type { BondRequest } from '#generated/types/bond-request.ts';

/** The fields of a request its details are found by. */
type RequestKeys = Pick<BondRequest, 'userId' | 'propertyId' | 'type' | 'status' | 'expectedBondValue' | 'bondId'>;

/**
 * Requests as the request cards show them (spec 002 §3): each with `userdata` (the tenant: id, name, phone,
 * email, createdAt), `propertydata` (name, propertyImages, ownerFullName, expectedBondValue) and
 * `occurrence` (how many requests of that type and status the property has), and on a pending buy or transfer the
 * `answerFacts` its accept's rules ask (client/request-answer-facts.ts).
 */
export async function withRequestDetails<R extends RequestKeys>(db: Kysely<Database>, rows: R[]) {
  const userIds = [...new Set(rows.map((r) => r.userId).filter(Boolean))];
  const propertyIds = [...new Set(rows.map((r) => r.propertyId).filter(Boolean))];
  const [users, properties, counts, facts] = await Promise.all([
    userIds.length
      ? db.selectFrom('user').select(['id', 'name', 'phone', 'email', 'createdAt']).where('id', 'in', userIds).execute()
      : [],
    propertyIds.length
      ? db
          .selectFrom('property')
          .leftJoin('user as owner', 'owner.id', 'property.landlordId')
          .select(['property.id', 'property.name', 'property.propertyImages', 'owner.name as ownerFullName'])
          .where('property.id', 'in', propertyIds)
          .execute()
      : [],
    propertyIds.length
      ? db
          .selectFrom('bond_request')
          .select(['propertyId', 'type', 'status', sql<number>`count(*)`.as('n')])
          .where('propertyId', 'in', propertyIds)
          .groupBy(['propertyId', 'type', 'status'])
          .execute()
      : [],
    answerFacts(db, rows),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const propertyById = new Map(properties.map((p) => [p.id, p]));
  const count = new Map(counts.map((c) => [`${c.propertyId}|${c.type}|${c.status}`, Number(c.n)]));
  return rows.map((r) => {
    const p = propertyById.get(r.propertyId);
    return {
      ...r,
      occurrence: count.get(`${r.propertyId}|${r.type}|${r.status}`) ?? 1,
      userdata: userById.get(r.userId) ?? null,
      propertydata: p
        ? {
            name: p.name,
            propertyImages: p.propertyImages ?? [],
            ownerFullName: p.ownerFullName ?? null,
            expectedBondValue: r.expectedBondValue ?? null,
          }
        : null,
      ...(r.status === 'pending' && (r.type === 'buy' || r.type === 'transfer') ? { answerFacts: facts(r) } : {}),
    };
  });
}

/** The facts of the accept's rules for the page's pending buy and transfer requests, in four queries whatever the page. */
async function answerFacts(db: Kysely<Database>, rows: RequestKeys[]): Promise<(r: RequestKeys) => RequestAnswerFacts> {
  const pending = rows.filter((r) => r.status === 'pending');
  const tenants = [...new Set(pending.filter((r) => r.type === 'buy').map((r) => r.userId))];
  const bondIds = [...new Set(pending.filter((r) => r.type === 'transfer' && r.bondId).map((r) => r.bondId!))];
  const [live, bonds, claims, cancels] = await Promise.all([
    tenants.length
      ? db
          .selectFrom('bond')
          .select(['tenantId', 'bondId', 'propertyId', 'status'])
          .where('tenantId', 'in', tenants)
          .where('status', 'in', [...LIVE_BOND_STATUSES])
          .execute()
      : [],
    bondIds.length
      ? db
          .selectFrom('bond')
          .select(['id', 'bondId', 'status', 'bondEffectiveDate', 'tenure'])
          .where('id', 'in', bondIds)
          .execute()
      : [],
    bondIds.length
      ? db
          .selectFrom('claim')
          .select(['bondId', 'claims', 'payments', 'recoveries'])
          .where('bondId', 'in', bondIds)
          .execute()
      : [],
    bondIds.length
      ? db
          .selectFrom('bond_request')
          .select('bondId')
          .where('bondId', 'in', bondIds)
          .where('type', '=', 'cancel')
          .where('status', 'in', ['pending', 'accepted'])
          .execute()
      : [],
  ]);
  return (r) => {
    if (r.type === 'buy')
      return { liveBonds: live.filter((b) => b.tenantId === r.userId).map(({ tenantId: _t, ...b }) => b) };
    const bond = bonds.find((b) => b.id === r.bondId);
    if (!bond) return {};
    const situation = {
      openClaims: claims.filter((c) => c.bondId === bond.id && claimIsOpen(c)).length,
      cancellationPending: cancels.some((c) => c.bondId === bond.id),
    };
    return {
      bond: {
        bondId: bond.bondId,
        status: bond.status,
        bondEffectiveDate: bond.bondEffectiveDate,
        tenure: bond.tenure,
        situation,
      },
    };
  };
}
