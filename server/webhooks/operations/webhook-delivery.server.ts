import { Webhook } from 'standardwebhooks';

import type { Db } from '#engine/runtime/db/db-type.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { type PeriodicTask, startPeriodicTask } from '#engine/runtime/periodic-task.server.ts';
import { messages } from '#generated/messages.ts';
import type { Webhook as WebhookRecord } from '#generated/types/webhook.ts';
import { notifyUser } from '#server/shared/notify.server.ts';

import {
  claimDue,
  type ClaimedMessage,
  failWithoutSending,
  markFailing,
  recordAttempt,
  renewLease,
  turnOff,
} from '../store.server.ts';
import { DELIVERY_TIMEOUT_MS, type DeliveryOutcome, type PostWebhook, postWebhook } from './post.server.ts';
import { attemptTimeout, CLAIM_LEASE_MS, DISABLE_AFTER_FAILING_MS, isSuccess, retryDelay } from './schedule.ts';
import { signingSecrets } from './secrets.server.ts';

type WebhookRow = WebhookRecord & { id: string };

export interface DeliveryOptions {
  /** Production refuses private, loopback and link-local callback addresses at send time. */
  production: boolean;
  /** The clock (tests pass a fake one). */
  now?: () => Date;
  /** How a delivery is sent (tests may record or fail them); an HTTPS/HTTP POST by default. */
  post?: PostWebhook;
  /** At most this many messages per round. */
  limit?: number;
  /** How long a claim lasts (CLAIM_LEASE_MS unless the configuration's webhookLeaseMs says otherwise); an attempt takes at most half. */
  leaseMs?: number;
}

/**
 * One round of the webhook worker: claims the messages due, sends each endpoint's messages one after
 * the other in the order they were made (endpoints in parallel), and records every attempt. Returns how
 * many messages were claimed. Tests call it to deliver without waiting for the worker.
 */
export async function deliverDue(db: Db, options: DeliveryOptions): Promise<number> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDue(db, now(), options.limit, options.leaseMs);
  if (!claimed.length) return 0;
  const hooks: WebhookRow[] = await db
    .selectFrom('webhook')
    .selectAll()
    .where('id', 'in', [...new Set(claimed.map((m) => m.webhookId))])
    .execute();
  const byId = new Map(hooks.map((h) => [h.id, h]));
  const queues = new Map<string, ClaimedMessage[]>();
  for (const m of [...claimed].sort((a, b) => (a.msgId < b.msgId ? -1 : 1)))
    queues.set(m.webhookId, [...(queues.get(m.webhookId) ?? []), m]);
  await Promise.all(
    [...queues].map(async ([webhookId, queue]) => {
      const hook = byId.get(webhookId);
      for (let i = 0; i < queue.length; i += 1) {
        if (!hook || hook.active !== true || !(await attempt(db, hook, queue[i], now, options))) {
          await failWithoutSending(
            db,
            queue.slice(hook?.active === true ? i + 1 : i).map((m) => m.id),
          );
          return;
        }
      }
    }),
  );
  return claimed.length;
}

/**
 * Sends one message and records the attempt; false when the webhook was disabled by it. The claim is renewed first
 * when less than three quarters of its lease are left; a message whose lease ended and that another process took is
 * left to that process, unsent here (decision 060).
 */
async function attempt(
  db: Db,
  hook: WebhookRow,
  claimed: ClaimedMessage,
  now: () => Date,
  options: DeliveryOptions,
): Promise<boolean> {
  const leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
  const at = now();
  const message =
    new Date(claimed.lease).getTime() - at.getTime() >= (leaseMs * 3) / 4
      ? claimed
      : await renewLease(db, claimed, new Date(at.getTime() + leaseMs));
  if (!message) return true;
  const headers = {
    ...signatureHeaders(message.msgId, at, message.body, signingSecrets(hook, at)),
    'user-agent': 'Nivaas-Webhooks/1.0',
  };
  const outcome = await (options.post ?? postWebhook)({
    url: hook.callback,
    headers,
    body: message.body,
    production: options.production,
    timeoutMs: attemptTimeout(leaseMs, DELIVERY_TIMEOUT_MS),
  });
  // Delivered: the attempt, the message and the end of any failure clock in one statement, no lock on the webhook.
  if (isSuccess(outcome.statusCode)) {
    await recordAttempt(db, message, { ...outcomeOf(outcome, at), status: 'delivered' }, true);
    return true;
  }
  return db.transaction().execute(async (trx) => {
    const current: WebhookRow | undefined = await trx
      .selectFrom('webhook')
      .selectAll()
      .where('id', '=', hook.id)
      .forUpdate()
      .executeTakeFirst();
    return settle(trx, current ?? hook, message, outcome, at, now());
  });
}

const outcomeOf = (outcome: DeliveryOutcome, at: Date) => ({
  at,
  statusCode: outcome.statusCode,
  durationMs: outcome.durationMs,
  error: outcome.error,
});

/**
 * Records a failed attempt with the webhook locked (its failure clock, a 410 or five days of failures turn it off); an
 * attempt whose claim another process had taken meanwhile records nothing (true: go on).
 */
async function settle(
  trx: Db,
  hook: WebhookRow,
  message: ClaimedMessage,
  outcome: DeliveryOutcome,
  at: Date,
  end: Date,
): Promise<boolean> {
  const base = outcomeOf(outcome, at);
  if (outcome.statusCode === 410) {
    if (!(await recordAttempt(trx, message, { ...base, status: 'failed' }))) return true;
    await disableWebhook(trx, hook, messages.webhook.gone);
    return false;
  }
  const delay = retryDelay((message.attempts ?? 0) + 1);
  const recorded = await recordAttempt(
    trx,
    message,
    delay === undefined
      ? { ...base, status: 'failed' }
      : { ...base, status: 'pending', nextAttemptAt: new Date(end.getTime() + delay) },
  );
  if (!recorded) return true;
  const since = hook.failingSince ? new Date(hook.failingSince) : at;
  if (!hook.failingSince) await markFailing(trx, hook.id, at);
  if (at.getTime() - since.getTime() >= DISABLE_AFTER_FAILING_MS) {
    await disableWebhook(trx, hook, messages.webhook.failingFiveDays);
    return false;
  }
  return true;
}

/**
 * The Standard Webhooks headers of one attempt: webhook-id (the message's id, the same on every attempt),
 * webhook-timestamp (the attempt's time, in seconds) and webhook-signature, `v1,<base64 HMAC-SHA256 of
 * id.timestamp.body>` once per secret, space-separated (the current secret, and the previous one while valid).
 * Signed by the specification's reference library.
 */
export function signatureHeaders(
  msgId: string,
  at: Date,
  body: string,
  secrets: readonly string[],
): Record<string, string> {
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(msgId, at, body)).join(' '),
  };
}

/** Where an owner manages their webhooks (the console's Settings > Webhooks). */
export const WEBHOOK_SETTINGS_LINK = '/admin/home/settings/webhooks';

/** Turns a webhook off because its endpoint is gone (410) or kept failing, and tells its owner (in the app and by e-mail, through the outbox). */
export async function disableWebhook(
  trx: Db,
  hook: { id: string; userId: string; callback: string },
  reason: string,
): Promise<void> {
  await turnOff(trx, hook.id, reason);
  await notifyUser(trx, hook.userId, {
    type: 'general',
    title: messages.webhook.disabledTitle,
    message: fillMessage(messages.webhook.disabledText, { callback: hook.callback, reason }),
    link: WEBHOOK_SETTINGS_LINK,
  });
}

export type WebhookWorker = PeriodicTask;

/**
 * Delivers due webhook messages every `intervalMs` in the background, emptying the queue each round.
 * Every app process runs one; they share the queue through FOR UPDATE SKIP LOCKED and leases (decision 060): each
 * message is recorded delivered once, and sent at least once (again only when a process died between sending it and
 * recording it, with the same webhook-id). stop() waits for the round in progress.
 */
export function startWebhookWorker(
  db: Db,
  options: DeliveryOptions & { intervalMs: number; log: { error(obj: unknown, msg?: string): void } },
): WebhookWorker {
  const limit = options.limit ?? 50;
  return startPeriodicTask(
    options.intervalMs,
    async (stopped) => {
      while (!stopped() && (await deliverDue(db, { ...options, limit })) === limit);
    },
    (err) => options.log.error({ err }, 'webhook delivery failed'),
  );
}
