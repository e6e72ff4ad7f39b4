import { randomUUID } from 'node:crypto';
import type { Db } from '#engine/runtime/db/db-type.ts';

/** The only named writes of the password_reset table (decision 022): a link's hash is stored, used once, forgotten with its user. */

export async function insertPasswordReset(trx: Db, userId: string, tokenHash: string, expiresAt: string): Promise<void> {
  await trx.insertInto('password_reset').values({ id: randomUUID(), userId, tokenHash, expiresAt }).execute();
}

/** Marks every open link of a user used (one reset spends them all). */
export async function markResetsUsed(trx: Db, userId: string, now: string): Promise<void> {
  await trx.updateTable('password_reset').set({ usedAt: now }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
}

/** Forgets the reset links of a user whose account is being deleted (in the deleting transaction). */
export async function deleteUserResets(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('password_reset').where('userId', '=', userId).execute();
}
