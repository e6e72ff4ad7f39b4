import { randomUUID } from 'node:crypto';

import type { Db } from '#engine/runtime/db/db-type.ts';
import type { RecordOf } from '#engine/runtime/resources/registry.server.ts';

import { changedFields, recordChange } from '../audit/operations/record-change.server.ts';

export type UserRow = RecordOf<'user'>;

/*
 * The only named writes of the user table (decision 022): registration, invitation, password changes and
 * verifications go through these. The console's edits go through the engine's operations and hooks.
 */

/** A new account (id made here). */
export async function insertUser(trx: Db, values: Record<string, unknown>): Promise<UserRow> {
  const row = (await trx
    .insertInto('user')
    .values({ id: randomUUID(), ...values } as never)
    .returningAll()
    .executeTakeFirstOrThrow()) as UserRow;
  await recordChange(trx, 'user', row.id, 'create', undefined, row);
  return row;
}

/** Changes an account's fields (updatedAt set here); undefined when there is no such account. */
export async function updateUser(
  trx: Db,
  userId: string,
  changes: Record<string, unknown>,
): Promise<UserRow | undefined> {
  const values = { ...changes, updatedAt: new Date().toISOString() };
  const row = (await trx
    .updateTable('user')
    .set(values as never)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst()) as UserRow | undefined;
  if (row) await recordChange(trx, 'user', row.id, 'update', undefined, changedFields(row, changes));
  return row;
}

/** The only named write of the invite table (decision 022): invitations are made through the engine's operations and the invite hooks. */
export async function acceptInvite(trx: Db, id: string): Promise<void> {
  await trx
    .updateTable('invite')
    .set({ status: 'accepted', updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  await recordChange(trx, 'invite', id, 'accept', undefined, { status: 'accepted' });
}
