import type { Kysely } from 'kysely';
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
    .values({ ...message, status: 'pending', attempts: 0 } as any)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
