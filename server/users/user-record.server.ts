import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { forbidden, notFound } from '#engine/runtime/errors.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import type { Row } from '#engine/runtime/resources/hooks.server.ts';
import { deleteRecord, present, updateRecord } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { requireUser } from '../auth/require-user.server.ts';
import { visibleUsers } from './visibility.server.ts';
import { messages } from '#generated/messages.ts';
import { isId } from '#engine/runtime/request-input.ts';

type Db = Kysely<Database>;

const users = () => resource('user')!;

/** The user `id` if the caller may see it (see visibility.server.ts), else 404: others' ids are not confirmed. */
async function findVisible(db: Db, actor: UserActor, id: string) {
  if (!isId(id)) throw notFound(messages.labels.user);
  let q = db.selectFrom('user').selectAll().where('user.id', '=', id);
  const visible = visibleUsers(actor);
  if (visible) q = q.where(visible);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(messages.labels.user);
  return row;
}

/** GET /users/{id}: the record as this caller may see it (no password; private fields for staff and self only). */
export async function getUser(db: Db, caller: Actor, id: string): Promise<Row> {
  const actor = requireUser(caller);
  return present(users(), actor, await findVisible(db, actor, id));
}

/** PATCH /users/{id}: the user themself, or staff with the users update permission. */
export async function patchUser(db: Db, caller: Actor, id: string, body: unknown): Promise<Row> {
  const actor = requireUser(caller);
  if (actor.id !== id && !actor.internal) {
    await findVisible(db, actor, id);
    throw forbidden();
  }
  return updateRecord(db, users(), id, body, actor);
}

/** DELETE /users/{id}: staff with the users delete permission, or an admin; never one's own account. */
export async function deleteUser(db: Db, caller: Actor, id: string): Promise<void> {
  const actor = requireUser(caller);
  await findVisible(db, actor, id);
  await deleteRecord(db, users(), id, actor);
}
