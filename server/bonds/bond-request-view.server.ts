import { sql, type Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import type { BondRequest } from '#generated/types/bond-request.ts';

/** The fields of a request its details are found by. */
type RequestKeys = Pick<BondRequest, 'userId' | 'propertyId' | 'type' | 'status' | 'expectedBondValue'>;

/**
 * Requests as the request cards show them (002 §3): each with `userdata` (the tenant: id, name, phone,
 * email, createdAt), `propertydata` (name, propertyImages, ownerFullName, expectedBondValue) and
 * `occurrence` (how many requests of that type and status the property has).
 */
export async function withRequestDetails<R extends RequestKeys>(db: Kysely<Database>, rows: R[]) {
  const userIds = [...new Set(rows.map((r) => r.userId).filter(Boolean))];
  const propertyIds = [...new Set(rows.map((r) => r.propertyId).filter(Boolean))];
  const [users, properties, counts] = await Promise.all([
    userIds.length ? db.selectFrom('user').select(['id', 'name', 'phone', 'email', 'createdAt']).where('id', 'in', userIds).execute() : [],
    propertyIds.length
      ? db.selectFrom('property').leftJoin('user as owner', 'owner.id', 'property.landlordId').select(['property.id', 'property.name', 'property.propertyImages', 'owner.name as ownerFullName']).where('property.id', 'in', propertyIds).execute()
      : [],
    propertyIds.length
      ? db.selectFrom('bond_request').select(['propertyId', 'type', 'status', sql<number>`count(*)`.as('n')]).where('propertyId', 'in', propertyIds).groupBy(['propertyId', 'type', 'status']).execute()
      : [],
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
      propertydata: p ? { name: p.name, propertyImages: p.propertyImages ?? [], ownerFullName: p.ownerFullName ?? null, expectedBondValue: r.expectedBondValue ?? null } : null,
    };
  });
}
