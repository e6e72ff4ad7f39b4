import type { Db } from '#engine/runtime/db/db-type.ts';
import { recordChange } from '../../audit/operations/record-change.server.ts';

/** The only named write of the invite table (decision 022): invitations are made through the engine's operations and the invite hooks. */
export async function acceptInvite(trx: Db, id: string): Promise<void> {
  await trx.updateTable('invite').set({ status: 'accepted', updatedAt: new Date().toISOString() }).where('id', '=', id).execute();
  await recordChange(trx, 'invite', id, 'accept', undefined, { status: 'accepted' });
}
