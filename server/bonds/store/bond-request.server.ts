import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';

/**
 * The only named writes of the bond_request table (decision 022). Requests are made and edited through the engine's
 * operations and the bond request hooks; what the domain's own operations change is here.
 */

/** The landlord's or staff's answer to a pending request (its rules checked by answerBondRequest). */
export async function storeAnswer(trx: Db, requestId: string, answer: Row) {
  return trx.updateTable('bond_request').set({ ...answer, updatedAt: new Date().toISOString() }).where('id', '=', requestId).returningAll().executeTakeFirstOrThrow();
}

/** The payment for an accepted buy or transfer request completed: the request is done (the dashboard stops asking to pay). */
export async function markRequestPaid(trx: Db, requestId: string): Promise<void> {
  await trx.updateTable('bond_request').set({ paidAt: new Date().toISOString() }).where('id', '=', requestId).execute();
}

/** A pending request its tenant takes back (`withdrawBondRequest` decides who may): final, nobody answers it any more. */
export async function markRequestWithdrawn(trx: Db, requestId: string) {
  return trx.updateTable('bond_request').set({ status: 'withdrawn', updatedAt: new Date().toISOString() }).where('id', '=', requestId).returningAll().executeTakeFirstOrThrow();
}
