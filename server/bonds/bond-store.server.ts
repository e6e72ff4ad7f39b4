import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Bond } from '#generated/types/bond.ts';
import { notFound } from '#engine/runtime/errors.ts';
import type { UserActor } from '#engine/runtime/resources/access.server.ts';
import { isId } from '#engine/runtime/request-input.ts';
import { messages } from '#generated/messages.ts';

export type BondRow = Bond & { id: string };

/** A bond by its record id or by its code (NVB-...); `forUpdate` locks it for the transaction. */
export async function findBond(db: Db, idOrCode: unknown, forUpdate = false): Promise<BondRow | undefined> {
  if (typeof idOrCode !== 'string' || !idOrCode) return undefined;
  let q = db.selectFrom('bond').selectAll();
  q = isId(idOrCode) ? q.where('id', '=', idOrCode) : q.where('bondId', '=', idOrCode);
  if (forUpdate) q = q.forUpdate();
  return (await q.executeTakeFirst()) as BondRow | undefined;
}

/** The landlord of a bond: the one recorded on it, or its property's. */
export async function bondLandlordId(db: Db, bond: BondRow): Promise<string | undefined> {
  if (bond.landlordId) return bond.landlordId;
  const property = await db.selectFrom('property').select('landlordId').where('id', '=', bond.propertyId).executeTakeFirst();
  return property?.landlordId ?? undefined;
}

/** Who may read a bond: staff, its tenant, its landlord. */
export async function canSeeBond(db: Db, actor: UserActor, bond: BondRow): Promise<boolean> {
  if (actor.internal) return true;
  if (bond.tenantId === actor.id) return true;
  return (await bondLandlordId(db, bond)) === actor.id;
}

/** The bond, if the caller may read it; 404 otherwise (another's bond is not acknowledged). */
export async function visibleBond(db: Db, actor: UserActor, idOrCode: unknown, forUpdate = false): Promise<BondRow> {
  const bond = await findBond(db, idOrCode, forUpdate);
  if (!bond || !(await canSeeBond(db, actor, bond))) throw notFound(messages.labels.bond);
  return bond;
}
