import type { Db } from '#engine/runtime/db/db-type.ts';

/*
 * The only named writes of the profile table (decision 022): co-applicant lists, eligibility amounts and
 * verifications go through this. The tenant's own edits go through the engine's operations and hooks.
 */

/** Changes the profile of a user (updatedAt set here); values may be SQL expressions (a jsonb merge). */
export async function updateProfileOf(trx: Db, userId: string, changes: Record<string, unknown>): Promise<void> {
  await trx.updateTable('profile').set({ ...changes, updatedAt: new Date().toISOString() } as never).where('userId', '=', userId).execute();
}
