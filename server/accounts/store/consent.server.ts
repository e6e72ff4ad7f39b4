import type { Insertable } from 'kysely';
import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { Database } from '#generated/db.ts';
import { recordChange } from '../../audit/operations/record-change.server.ts';

/** The only named write of the consent table (decision 022): an accepted consent, in the audit trail, in one transaction. */
export async function insertConsent(db: Db, values: Insertable<Database['consent']>, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const made = await trx.insertInto('consent').values(values).returningAll().executeTakeFirstOrThrow();
    await recordChange(trx, 'consent', made.id, 'create', undefined, made, actor);
    return made;
  });
}
