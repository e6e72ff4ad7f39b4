import type { Db } from '#engine/runtime/db/db-type.ts';
import { invalid, notFound } from '#engine/runtime/errors.ts';
import { requireObject } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';
import { requireUser } from '#server/http/guards.server.ts';

import { markRead } from '../store.server.ts';
import { isId } from './access.server.ts';

/** In-app notifications: created by domain events, read by their user, marked read by their user only. */

/** PATCH /notification/{id}: `{read}` (default true) on one of the caller's own notifications. */
export async function markNotification(
  db: Db,
  actor: Actor,
  id: string,
  body: unknown,
): Promise<RecordOf<'notification'>> {
  const user = requireUser(actor);
  const patch = body === undefined || body === null ? {} : body;
  requireObject(patch);
  const { read = true, ...rest } = patch;
  const unknown = Object.keys(rest).filter((k) => k !== 'id' && k !== '_id');
  if (unknown.length) throw invalid(Object.fromEntries(unknown.map((k) => [k, messages.accounts.onlyReadChanges])));
  if (typeof read !== 'boolean') throw invalid({ read: messages.accounts.readBoolean });
  if (!isId(id)) throw notFound(messages.labels.notification);
  const row = await markRead(db, id, user.id, read);
  if (!row) throw notFound(messages.labels.notification);
  return present(db, resource('notification'), actor, row);
}
