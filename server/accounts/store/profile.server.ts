import type { Db } from '#engine/runtime/db/db-type.ts';
import { changedFields, recordChange } from '../../audit/operations/record-change.server.ts';

/*
 * The only named writes of the profile table (decision 022): co-applicant lists, eligibility amounts and
 * verifications go through this. The tenant's own edits go through the engine's operations and hooks.
 */

/** Changes the profile of a user (updatedAt set here); values may be SQL expressions (a jsonb merge). */
export async function updateProfileOf(trx: Db, userId: string, changes: Record<string, unknown>): Promise<void> {
  const row = await trx.updateTable('profile').set({ ...changes, updatedAt: new Date().toISOString() } as never).where('userId', '=', userId).returningAll().executeTakeFirst();
  if (row) await recordChange(trx, 'profile', row.id, 'update', undefined, changedFields(row, changes));
}

/** A user's profile, made (empty, of their type) when they have none yet, so a verification always has a place to land. */
export async function ensureProfileOf(trx: Db, userId: string): Promise<void> {
  const existing = await trx.selectFrom('profile').select('id').where('userId', '=', userId).executeTakeFirst();
  if (existing) return;
  const user = await trx.selectFrom('user').select('userType').where('id', '=', userId).executeTakeFirstOrThrow();
  const row = await trx.insertInto('profile').values({ userId, userType: user.userType } as never).returningAll().executeTakeFirstOrThrow();
  await recordChange(trx, 'profile', row.id, 'create', undefined, row);
}
