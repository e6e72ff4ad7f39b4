import type { Insertable } from 'kysely';
import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { Database } from '#generated/db.ts';
import { recordChange } from '../../audit/operations/record-change.server.ts';

/** The only named write of the document table (decision 022): an uploaded document, unverified, in the audit trail. */
export async function insertDocument(trx: Db, values: Insertable<Database['document']>, actor: Actor) {
  const row = await trx.insertInto('document').values({ ...values, isVerified: false }).returningAll().executeTakeFirstOrThrow();
  await recordChange(trx, 'document', row.id, 'create', undefined, row, actor);
  return row;
}
