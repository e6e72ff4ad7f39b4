import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Notification } from '#generated/types/notification.ts';

/** The only named writes of the notification table (decision 022): made by domain events, marked read by their user. */

export type NewNotification = Pick<Notification, 'type' | 'title' | 'message' | 'link'>;

/** Adds one notification per user, inside the caller's transaction. */
export async function notifyUsers(trx: Db, userIds: string[], note: NewNotification): Promise<void> {
  if (!userIds.length) return;
  await trx.insertInto('notification').values(userIds.map((userId) => ({ ...note, userId, read: false }))).execute();
}

/** Sets `read` on one of a user's notifications; undefined when that user has no such notification. */
export async function markRead(db: Db, id: string, userId: string, read: boolean) {
  return db
    .updateTable('notification')
    .set({ read, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
