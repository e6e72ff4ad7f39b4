import { sql, type Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';

/**
 * Requests as the request cards show them (002 §3): each with `userdata` (the tenant: id, name, phone,
 * email, createdAt), `propertydata` (name, propertyImages, ownerFullName, expectedBondValue) and
 * `occurrence` (how many requests of that type and status the property has).
 */
export async function withRequestDetails(db: Kysely<Database>, rows: Row[]): Promise<Row[]> {
  if (!rows.length) return rows;
  const userIds = [...new Set(rows.map((r) => r.userId as string).filter(Boolean))];
  const propertyIds = [...new Set(rows.map((r) => r.propertyId as string).filter(Boolean))];
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
    const p = propertyById.get(r.propertyId as string);
    return {
      ...r,
      occurrence: count.get(`${r.propertyId}|${r.type}|${r.status}`) ?? 1,
      userdata: userById.get(r.userId as string) ?? null,
      propertydata: p ? { name: p.name, propertyImages: p.propertyImages ?? [], ownerFullName: p.ownerFullName ?? null, expectedBondValue: r.expectedBondValue ?? null } : null,
    };
  });
}
