import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { resource, type RecordOf } from '#engine/runtime/resources/registry.server.ts';
import { actorFor } from './authenticate.server.ts';

/** A user record as its owner sees it (never the password: it is writeOnly). */
export async function presentOwnAccount(db: Kysely<Database>, row: { id: string }): Promise<RecordOf<'user'>> {
  return present(db, resource('user'), await actorFor(db, row.id, 'session'), row);
}
