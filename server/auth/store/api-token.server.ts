import { randomUUID } from 'node:crypto';
import type { Db } from '#engine/runtime/db/db-type.ts';
import type { UserActor } from '#engine/runtime/resources/access.server.ts';
import { recordChange } from '../../audit/operations/record-change.server.ts';

/** The only named writes of the api_token table (decision 022); made and deleted ones go in the audit trail. */

type ApiTokenColumn = 'id' | 'description' | 'createdAt' | 'expiresAt' | 'lastUsedAt';

/** Stores a new token of its owner (its hash only) and answers the columns asked for. */
export async function insertApiToken<C extends ApiTokenColumn>(
  trx: Db,
  token: { userId: string; description?: string | null; tokenHash: string; expiresAt?: string | null },
  columns: readonly C[],
  owner: UserActor,
) {
  const { expiresAt, ...rest } = token;
  const row = await trx
    .insertInto('api_token')
    .values({ id: randomUUID(), ...rest, ...(expiresAt ? { expiresAt } : {}) })
    .returning([...columns])
    .executeTakeFirstOrThrow();
  await recordChange(trx, 'api-token', String(row.id), 'create', undefined, row, owner);
  return row;
}

/** Deletes one token of its owner; false when the owner has no such token. */
export async function deleteOwnApiToken(trx: Db, tokenId: string, owner: UserActor): Promise<boolean> {
  const gone = await trx.deleteFrom('api_token').where('id', '=', tokenId).where('userId', '=', owner.id).returning(['id', 'description']).executeTakeFirst();
  if (gone) await recordChange(trx, 'api-token', gone.id, 'delete', gone, undefined, owner);
  return !!gone;
}

/** Forgets every API token of a user whose account is being deleted (in the deleting transaction). */
export async function deleteUserApiTokens(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('api_token').where('userId', '=', userId).execute();
}

/** Notes when a token was last used (its owner sees it in the console). */
export async function markApiTokenUsed(db: Db, tokenId: string): Promise<void> {
  await db.updateTable('api_token').set({ lastUsedAt: new Date().toISOString() }).where('id', '=', tokenId).execute();
}
