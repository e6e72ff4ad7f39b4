import type { Db } from '#engine/runtime/db/db-type.ts';
import { notFound } from '#engine/runtime/errors.ts';
import { isId } from '#engine/runtime/request-input.ts';
import type { UserActor } from '#engine/runtime/resources/access.server.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';
import { messages } from '#generated/messages.ts';
import type { Bond } from '#generated/types/bond.ts';

import { recordChange } from '../audit/operations/record-change.server.ts';
import { bondChanged, bondCreated } from '../webhooks/operations/record-events.server.ts';

export type BondRow = Bond & { id: string };

/** A bond by its record id or by its code (NVB-...); `forUpdate` locks it for the transaction. */
export async function findBond(db: Db, idOrCode: unknown, forUpdate = false): Promise<BondRow | undefined> {
  if (typeof idOrCode !== 'string' || !idOrCode) return undefined;
  let q = db.selectFrom('bond').selectAll();
  q = isId(idOrCode) ? q.where('id', '=', idOrCode) : q.where('bondId', '=', idOrCode);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The landlord of a bond: the one recorded on it, or its property's. */
export async function bondLandlordId(db: Db, bond: BondRow): Promise<string | undefined> {
  if (bond.landlordId) return bond.landlordId;
  const property = await db
    .selectFrom('property')
    .select('landlordId')
    .where('id', '=', bond.propertyId)
    .executeTakeFirst();
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

/*
 * The only writes of the bond table (decision 022): issuing, changing, releasing and cancelling go through
 * these, whichever domain operation decides them (bond lifecycle, bond requests, payments).
 */

/** Issues a bond; jsonb fields are given as JSON text. */
export async function insertBond(trx: Db, values: Record<string, unknown>): Promise<BondRow> {
  const row: BondRow = await trx
    .insertInto('bond')
    .values(values as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  await bondCreated(trx, row);
  await recordChange(trx, 'bond', row.id, 'create', undefined, row);
  return row;
}

/** The audit trail's name for a change of a bond: what its status or tenure became. */
function bondAction(changes: Record<string, unknown>, bond: BondRow): string {
  if (changes.status === 'Released') return 'release';
  if (changes.status === 'Cancelled') return 'cancel';
  if (changes.tenure !== undefined && Number(changes.tenure) > bond.tenure) return 'renew';
  return 'update';
}

/** Changes the fields of `bond` (as read, locked, by the caller; updatedAt set here); jsonb fields are given as JSON text. */
export async function updateBond(trx: Db, bond: BondRow, changes: Record<string, unknown>): Promise<BondRow> {
  const values = { ...changes, updatedAt: new Date().toISOString() };
  const row: BondRow = await trx
    .updateTable('bond')
    .set(values as never)
    .where('id', '=', bond.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await bondChanged(trx, row, changes);
  await recordChange(trx, 'bond', row.id, bondAction(changes, bond), bond, row);
  return row;
}

/** Releases a bond on `day` (its check-out date too, unless it has one). */
export function markBondReleased(trx: Db, bond: BondRow, day: string): Promise<BondRow> {
  return updateBond(trx, bond, { status: 'Released', releaseDate: day, checkoutDate: bond.checkoutDate ?? day });
}

/** Cancels a bond (its refund is the caller's). */
export function markBondCancelled(trx: Db, bond: BondRow): Promise<BondRow> {
  return updateBond(trx, bond, { status: 'Cancelled' });
}

/**
 * The only named writes of the bond_request table (decision 022). Requests are made and edited through the engine's
 * operations and the bond request hooks; what the domain's own operations change is here.
 */

/** The landlord's or staff's answer to a pending request (its rules checked by answerBondRequest). */
export async function storeAnswer(trx: Db, requestId: string, answer: Row) {
  return trx
    .updateTable('bond_request')
    .set({ ...answer, updatedAt: new Date().toISOString() })
    .where('id', '=', requestId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The payment for an accepted buy or transfer request completed: the request is done (the dashboard stops asking to pay). */
export async function markRequestPaid(trx: Db, requestId: string): Promise<void> {
  await trx.updateTable('bond_request').set({ paidAt: new Date().toISOString() }).where('id', '=', requestId).execute();
}

/** A pending request its tenant takes back (`withdrawBondRequest` decides who may): final, nobody answers it any more. */
export async function markRequestWithdrawn(trx: Db, requestId: string) {
  return trx
    .updateTable('bond_request')
    .set({ status: 'withdrawn', updatedAt: new Date().toISOString() })
    .where('id', '=', requestId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
