import type { Db } from '#engine/runtime/db/db-type.ts';
import { forbidden, invalid, notFound } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { isId } from '#engine/runtime/request-input.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import { deleteRecord, present, updateRecord } from '#engine/runtime/resources/operations.server.ts';
import { versionOf, withVersion, type WriteConditions } from '#engine/runtime/resources/record-version.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';
import { requireUser } from '#server/http/guards.server.ts';

import { visibleUsers } from './user-visibility.server.ts';

const users = () => resource('user');

/** The user `id` if the caller may see it (see user-visibility.server.ts), else 404: others' ids are not confirmed. */
async function findVisible(db: Db, actor: UserActor, id: string) {
  if (!isId(id)) throw notFound(messages.labels.user);
  let q = db.selectFrom('user').selectAll().where('user.id', '=', id);
  const visible = visibleUsers(actor);
  if (visible) q = q.where(visible);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(messages.labels.user);
  return row;
}

/** GET /users/{id}: the record as this caller may see it (no password; private fields for staff and self only), with its version. */
export async function getUser(db: Db, caller: Actor, id: string): Promise<RecordOf<'user'>> {
  const actor = requireUser(caller);
  const row = await findVisible(db, actor, id);
  return withVersion(present(db, users(), actor, row), versionOf(row));
}

/** PATCH /users/{id}: the user themself, or staff with the users update permission; with If-Match, a stale change is 412. */
export async function patchUser(
  db: Db,
  caller: Actor,
  id: string,
  body: unknown,
  conditions: WriteConditions = {},
): Promise<RecordOf<'user'>> {
  const actor = requireUser(caller);
  if (actor.id !== id && !actor.internal) {
    await findVisible(db, actor, id);
    throw forbidden();
  }
  return updateRecord(db, users(), id, userChanges(id, body), actor, conditions);
}

/**
 * The body of PATCH /users/{id}: the fields themselves, or `{ userobj: {...}, Id }` as the profile
 * picture update sends them (spec 000 §7, 002 §7: "an update with userobj.avatar and Id").
 */
function userChanges(id: string, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('userobj' in body)) return body;
  const { userobj, Id, ...rest }: { userobj: unknown; Id?: unknown; [field: string]: unknown } = { ...body };
  if (!userobj || typeof userobj !== 'object' || Array.isArray(userobj))
    throw invalid({ userobj: messages.request.invalidBody });
  if (Id !== undefined && Id !== id) throw invalid({ Id: fillMessage(messages.request.notId, { field: 'Id' }) });
  return { ...rest, ...userobj };
}

/** DELETE /users/{id}: staff with the users delete permission, or an admin; never one's own account. */
export async function deleteUser(db: Db, caller: Actor, id: string, conditions: WriteConditions = {}): Promise<void> {
  const actor = requireUser(caller);
  await findVisible(db, actor, id);
  await deleteRecord(db, users(), id, actor, conditions);
}
