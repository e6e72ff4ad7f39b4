import { isDateTime } from '#engine/runtime/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid, notFound } from '#engine/runtime/errors.ts';
import { asId, requireObject } from '#engine/runtime/request-input.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import { createRecord, present } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { messages } from '#generated/messages.ts';
import { can, requireUser } from '#server/http/guards.server.ts';

import { requeue, storeRotatedSecret } from '../store.server.ts';
import { queueMessages } from './emit.server.ts';
import { newSecret, PREVIOUS_SECRET_GRACE_MS } from './secrets.server.ts';

/** 409 for an action that needs the webhook turned on. */
const webhookOff = () => new ApiError(409, 'webhook_inactive', messages.webhook.inactive);

const webhooks = () => resource('webhook');
const messagesOf = () => resource('webhook-message');

/** The webhook, locked, if the caller may act on it: its owner, or staff with webhooks update rights (other staff 403, anyone else 404). */
async function webhookToManage(trx: Db, user: UserActor, id: string) {
  const hook = await trx.selectFrom('webhook').selectAll().where('id', '=', asId(id)).forUpdate().executeTakeFirst();
  if (!hook) throw notFound(webhooks().title);
  if (hook.userId === user.id || can(user, webhooks().module, 'update')) return hook;
  if (user.internal) throw forbidden(messages.webhook.onlyOwner);
  throw notFound(webhooks().title);
}

/**
 * POST /webhooks: the generic create (validation, access, the hooks that make the secret), answered with
 * the secret this once; no other answer ever carries it.
 */
export async function createWebhook(db: Db, actor: Actor, body: unknown): Promise<RecordOf<'webhook'>> {
  const record = await createRecord(db, webhooks(), body, actor);
  const { secret } = await db
    .selectFrom('webhook')
    .select('secret')
    .where('id', '=', record.id)
    .executeTakeFirstOrThrow();
  return { ...record, secret };
}

/** POST /webhooks/{id}/rotate-secret: a new secret, answered once; the old one keeps signing deliveries for 24 hours. */
export async function rotateSecret(db: Db, actor: Actor, id: string, now = new Date()): Promise<RecordOf<'webhook'>> {
  const user = requireUser(actor);
  return db.transaction().execute(async (trx) => {
    const hook = await webhookToManage(trx, user, id);
    const secret = newSecret();
    const row = await storeRotatedSecret(trx, hook, secret, new Date(now.getTime() + PREVIOUS_SECRET_GRACE_MS), now);
    return { ...present(trx, webhooks(), user, row), secret };
  });
}

/** POST /webhooks/{id}/test: queues a `webhook.test` message to this webhook alone, whatever it subscribes to. */
export async function sendTestEvent(db: Db, actor: Actor, id: string): Promise<RecordOf<'webhook-message'>> {
  const user = requireUser(actor);
  return db.transaction().execute(async (trx) => {
    const hook = await webhookToManage(trx, user, id);
    if (hook.active !== true) throw webhookOff();
    await queueMessages(trx, [{ id: hook.id, userId: hook.userId }], 'webhook.test', {
      webhookId: hook.id,
      callback: hook.callback,
    });
    const row = await trx
      .selectFrom('webhook_message')
      .selectAll()
      .where('webhookId', '=', hook.id)
      .where('event', '=', 'webhook.test')
      .orderBy('msgId', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return present(trx, messagesOf(), user, row);
  });
}

/** POST /webhooks/messages/{id}/resend: a delivered or failed message is sent again (same webhook-id), with a fresh retry schedule. */
export async function resendMessage(
  db: Db,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<RecordOf<'webhook-message'>> {
  const user = requireUser(actor);
  return db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom('webhook_message')
      .selectAll()
      .where('id', '=', asId(id))
      .forUpdate()
      .executeTakeFirst();
    if (!message) throw notFound(messagesOf().title);
    const hook = await webhookToManage(trx, user, message.webhookId).catch((e) => {
      throw e instanceof ApiError && e.status === 404 ? notFound(messagesOf().title) : e;
    });
    if (hook.active !== true) throw webhookOff();
    if (message.status === 'pending') throw new ApiError(409, 'message_pending', messages.webhook.notRetryable);
    await requeue(trx, [message.id], now);
    const row = await trx
      .selectFrom('webhook_message')
      .selectAll()
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    return present(trx, messagesOf(), user, row);
  });
}

/** POST /webhooks/{id}/recover {since}: every failed message of the webhook made since then goes back in the queue. */
export async function recoverFailed(
  db: Db,
  actor: Actor,
  id: string,
  body: unknown,
  now = new Date(),
): Promise<{ recovered: number }> {
  const user = requireUser(actor);
  requireObject(body);
  const since = body.since;
  if (typeof since !== 'string' || !isDateTime(since)) throw invalid({ since: messages.webhook.sinceRequired });
  return db.transaction().execute(async (trx) => {
    const hook = await webhookToManage(trx, user, id);
    if (hook.active !== true) throw webhookOff();
    const failed = await trx
      .selectFrom('webhook_message')
      .select('id')
      .where('webhookId', '=', hook.id)
      .where('status', '=', 'failed')
      .where('createdAt', '>=', new Date(since.replace(' ', 'T')).toISOString())
      .execute();
    return {
      recovered: await requeue(
        trx,
        failed.map((m) => m.id),
        now,
      ),
    };
  });
}
