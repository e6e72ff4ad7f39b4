import { randomBytes } from 'node:crypto';

import type { Db } from '#engine/runtime/db/db-type.ts';
import type { WebhookEventType } from '#generated/enums.ts';
import type { Webhook } from '#generated/types/webhook.ts';
import type { WebhookMessage } from '#generated/types/webhook-message.ts';

import { recordChange } from '../audit/operations/record-change.server.ts';
import { CLAIM_LEASE_MS } from './operations/schedule.ts';

/*
 * The webhook table's writes besides the generic operations (decision 022): a rotated secret, the
 * failure clock of an endpoint, and turning one off.
 */

/** Stores a new secret, keeping the current one as the previous secret until `previousUntil`. */
export async function storeRotatedSecret(
  trx: Db,
  hook: Webhook & { id: string },
  secret: string,
  previousUntil: Date,
  now: Date,
) {
  const row = await trx
    .updateTable('webhook')
    .set({
      secret,
      previousSecret: hook.secret,
      previousSecretExpiresAt: previousUntil.toISOString(),
      updatedAt: now.toISOString(),
    })
    .where('id', '=', hook.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(trx, 'webhook', row.id, 'rotateSecret', hook, row);
  return row;
}

/** The endpoint failed at `at`, and has been failing since then unless it already was. */
export async function markFailing(trx: Db, id: string, at: Date): Promise<void> {
  await trx
    .updateTable('webhook')
    .set({ failingSince: at.toISOString() })
    .where('id', '=', id)
    .where('failingSince', 'is', null)
    .execute();
}

/** A delivery succeeded: the endpoint is no longer failing. */
export async function markHealthy(trx: Db, id: string): Promise<void> {
  await trx
    .updateTable('webhook')
    .set({ failingSince: null } as never)
    .where('id', '=', id)
    .execute();
}

export async function turnOff(trx: Db, id: string, reason: string): Promise<void> {
  await trx
    .updateTable('webhook')
    .set({ active: false, disabledReason: reason, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  await recordChange(trx, 'webhook', id, 'disable', undefined, { active: false, disabledReason: reason });
}

export type MessageRow = WebhookMessage & { id: string };

/** One pending message per webhook, due at `now`, each with its own `msg_` id. */
export async function insertMessages(
  trx: Db,
  hooks: readonly { id: string; userId: string }[],
  event: WebhookEventType,
  body: string,
  now: Date,
): Promise<void> {
  const due = now.toISOString();
  await trx
    .insertInto('webhook_message')
    .values(
      hooks.map((h) => ({
        msgId: newMessageId(now.getTime()),
        webhookId: h.id,
        userId: h.userId,
        event,
        body,
        status: 'pending' as const,
        attempts: 0,
        nextAttemptAt: due,
      })),
    )
    .execute();
}

/**
 * Claims up to `limit` messages due at `now`, oldest first: the rows are locked (`FOR UPDATE SKIP LOCKED`,
 * so processes never claim the same message) and their next attempt moved past the lease, then the
 * transaction commits and the sends happen outside it. A process that dies before recording its attempt
 * leaves the message due again when the lease ends: the delivery is made again, never lost.
 */
export async function claimDue(db: Db, now: Date, limit = 50): Promise<MessageRow[]> {
  return db.transaction().execute(async (trx) => {
    const due: MessageRow[] = await trx
      .selectFrom('webhook_message')
      .selectAll()
      .where('status', '=', 'pending')
      .where('nextAttemptAt', '<=', now.toISOString())
      .orderBy('nextAttemptAt')
      .orderBy('msgId')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    const place = new Map<string, number>();
    for (const m of due) {
      const n = (place.get(m.webhookId) ?? 0) + 1;
      place.set(m.webhookId, n);
      await trx
        .updateTable('webhook_message')
        .set({ nextAttemptAt: new Date(now.getTime() + n * CLAIM_LEASE_MS).toISOString() })
        .where('id', '=', m.id)
        .execute();
    }
    return due;
  });
}

export interface AttemptRecord {
  at: Date;
  statusCode?: number;
  durationMs: number;
  error?: string;
  /** The message's state after this attempt. */
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt?: Date;
}

/** Writes one attempt and the message's new state (in the caller's transaction). */
export async function recordAttempt(trx: Db, message: MessageRow, attempt: AttemptRecord): Promise<void> {
  const attempts = (message.attempts ?? 0) + 1;
  const next = attempt.nextAttemptAt?.toISOString();
  await trx
    .insertInto('webhook_attempt')
    .values({
      messageId: message.id,
      webhookId: message.webhookId,
      userId: message.userId,
      attempt: attempts,
      attemptedAt: attempt.at.toISOString(),
      durationMs: attempt.durationMs,
      ...(attempt.statusCode !== undefined ? { statusCode: attempt.statusCode } : {}),
      ...(attempt.error ? { error: attempt.error.slice(0, 2000) } : {}),
      ...(next ? { nextAttemptAt: next } : {}),
    })
    .execute();
  await trx
    .updateTable('webhook_message')
    .set({
      status: attempt.status,
      attempts,
      nextAttemptAt: next ?? null,
      lastStatusCode: attempt.statusCode ?? null,
    } as never)
    .where('id', '=', message.id)
    .execute();
}

/** Messages of a webhook that was turned off or removed are not sent: they fail (recover sends them again once it is back on). */
export async function failWithoutSending(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length)
    await db
      .updateTable('webhook_message')
      .set({ status: 'failed', nextAttemptAt: null } as never)
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .execute();
}

/** Puts messages back in the queue, due at `now`, with a fresh schedule (Resend, Recover). */
export async function requeue(db: Db, ids: readonly string[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .updateTable('webhook_message')
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now.toISOString() })
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.length;
}

let lastTime = 0;
let sequence = 0;

/**
 * A webhook message id: `msg_`, the time in milliseconds and a sequence (base 36, fixed width, so ids
 * sort as they were made in this process), then random characters so processes never collide.
 */
export function newMessageId(now = Date.now()): string {
  if (now <= lastTime) sequence += 1;
  else {
    lastTime = now;
    sequence = 0;
  }
  const random = BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .padStart(13, '0');
  return `msg_${lastTime.toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}${random}`;
}
