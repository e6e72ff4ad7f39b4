import { type Kysely, sql } from 'kysely';

import type { Database } from '#generated/db.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
  html?: string;
}

/**
 * Queues an e-mail or SMS. Pass the transaction of the change that causes the message: it is sent
 * only if that change commits (the outbox worker delivers it through the configured provider).
 */
export async function enqueueMessage(db: Kysely<Database>, message: OutgoingMessage): Promise<string> {
  const row = await db
    .insertInto('outbox_message')
    .values({ ...message, status: 'pending', attempts: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** At most this many delivery attempts; then the message is `failed`. */
export const MAX_ATTEMPTS = 5;

/** Records one delivery attempt of a claimed message (in the transaction that holds its row lock). */
export async function recordAttempt(
  trx: Kysely<Database>,
  id: string,
  attempts: number,
  error?: string,
): Promise<void> {
  if (error === undefined) {
    await trx
      .updateTable('outbox_message')
      .set({ status: 'sent', attempts, sentAt: new Date().toISOString(), lastError: sql<string>`null` })
      .where('id', '=', id)
      .execute();
  } else {
    await trx
      .updateTable('outbox_message')
      .set({ status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', attempts, lastError: error.slice(0, 2000) })
      .where('id', '=', id)
      .execute();
  }
}
