import { randomBytes } from 'node:crypto';

import { sql } from 'kysely';

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

/** A claimed message and its lease: the time its claim ends, which is also the claim's token (see renewLease). */
export type ClaimedMessage = MessageRow & { lease: string };

/**
 * Claims up to `limit` messages due at `now`, oldest first: the rows are locked (`FOR UPDATE SKIP LOCKED`, so processes
 * never claim the same message) and their next attempt moved to the lease's end, `now + leaseMs`; then the transaction
 * commits and the sends happen outside it. A process that dies before recording its attempt leaves the message due
 * again when the lease ends: the delivery is made again, never lost (decision 060).
 */
export async function claimDue(db: Db, now: Date, limit = 50, leaseMs = CLAIM_LEASE_MS): Promise<ClaimedMessage[]> {
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
    if (!due.length) return [];
    const lease = new Date(now.getTime() + leaseMs).toISOString();
    await trx
      .updateTable('webhook_message')
      .set({ nextAttemptAt: lease })
      .where(
        'id',
        'in',
        due.map((m) => m.id),
      )
      .execute();
    return due.map((m) => ({ ...m, lease }));
  });
}

/**
 * Extends a claim to `until` if it is still this worker's: the message is pending and its next attempt is still the
 * claim's lease (another process claims it only after the lease has ended, and a resend moves it). Answers the claim
 * with its new lease, or undefined when it is no longer ours (the message is then left to its new holder).
 */
export async function renewLease(db: Db, message: ClaimedMessage, until: Date): Promise<ClaimedMessage | undefined> {
  const lease = until.toISOString();
  const row = await db
    .updateTable('webhook_message')
    .set({ nextAttemptAt: lease })
    .where('id', '=', message.id)
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '=', message.lease)
    .returning('id')
    .executeTakeFirst();
  return row ? { ...message, lease } : undefined;
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

/**
 * Writes one attempt and the message's new state, in one statement, only while the claim is still ours (as
 * renewLease): answers false, writing nothing, when the lease had ended and another process took the message, so a
 * message is recorded once however many processes sent it. `healthy` also ends the webhook's failure clock (a
 * delivery succeeded), in the same statement. Runs in the caller's transaction when given one.
 */
export async function recordAttempt(
  db: Db,
  message: ClaimedMessage,
  attempt: AttemptRecord,
  healthy = false,
): Promise<boolean> {
  const attempts = (message.attempts ?? 0) + 1;
  const next = attempt.nextAttemptAt?.toISOString() ?? null;
  const { rows } = await sql<{ id: string }>`
    WITH held AS (
      UPDATE webhook_message
      SET status = ${attempt.status}, attempts = ${attempts}, "nextAttemptAt" = ${next}::timestamptz,
        "lastStatusCode" = ${attempt.statusCode ?? null}::integer
      WHERE id = ${message.id} AND status = 'pending' AND "nextAttemptAt" = ${message.lease}::timestamptz
      RETURNING id
    ), healthy AS (
      UPDATE webhook SET "failingSince" = NULL
      WHERE ${healthy} AND id = ${message.webhookId} AND "failingSince" IS NOT NULL AND EXISTS (SELECT 1 FROM held)
    )
    INSERT INTO webhook_attempt
      ("messageId", "webhookId", "userId", attempt, "attemptedAt", "durationMs", "statusCode", error, "nextAttemptAt")
    SELECT id, ${message.webhookId}::uuid, ${message.userId}::uuid, ${attempts}::integer,
      ${attempt.at.toISOString()}::timestamptz, ${attempt.durationMs}::integer, ${attempt.statusCode ?? null}::integer,
      ${attempt.error?.slice(0, 2000) ?? null}::text, ${next}::timestamptz
    FROM held
    RETURNING id`.execute(db);
  return rows.length > 0;
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
