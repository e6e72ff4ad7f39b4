import { createHash } from 'node:crypto';

import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';
import { paymentOutcome } from '#server/webhooks/operations/record-events.server.ts';

import { claimEvent, settleEvent, updateOrder } from '../store.server.ts';
import { fulfilOrder, lockOrder } from './complete.server.ts';
import { paise, type PaymentProvider } from './provider.server.ts';

/** Where Razorpay (and the simulator, in its place) delivers payment webhooks; set it in Razorpay's dashboard. */
export const WEBHOOK_PATH = '/api/v1/payment/webhook/razorpay';

export type Outcome = 'completed' | 'already_paid' | 'failure_recorded' | 'ignored' | 'rejected';

/** The payment a webhook is about (Razorpay's `payload.payment.entity`), checked for the fields used here. */
interface EventPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  error_description?: string | null;
}

interface ParsedEvent {
  event: string;
  payment?: EventPayment;
  /** The whole event, for the handler of subscription events. */
  body: Record<string, any>;
}

/**
 * What handles the provider's subscription events (`subscription.*`, decision 056): the recoveries domain's, given by
 * the caller, run in the event's transaction; answers the outcome recorded with the event.
 */
export type SubscriptionEvents = (trx: Db, event: string, body: Record<string, any>) => Promise<[Outcome, string?]>;

export interface WebhookAnswer {
  status: Outcome | 'duplicate';
  eventId: string;
}

const header = (headers: Record<string, unknown>, name: string) => {
  const value = headers[name];
  return typeof (Array.isArray(value) ? value[0] : value) === 'string'
    ? String(Array.isArray(value) ? value[0] : value)
    : undefined;
};

/** Text as PostgreSQL stores it (no NUL), at most `max` characters. */
const text = (value: unknown, max: number) => String(value).replaceAll('\u0000', '').slice(0, max);

function parse(raw: Buffer): ParsedEvent {
  let body: any;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object' || typeof body.event !== 'string')
    throw new ApiError(400, 'invalid_event', messages.payment.webhookNotAnEvent);
  const entity = body.payload?.payment?.entity;
  const payment =
    entity && typeof entity === 'object' && typeof entity.id === 'string' && Number.isInteger(entity.amount)
      ? {
          id: text(entity.id, 80),
          order_id: typeof entity.order_id === 'string' ? text(entity.order_id, 80) : null,
          amount: entity.amount,
          currency: String(entity.currency ?? ''),
          error_description: typeof entity.error_description === 'string' ? text(entity.error_description, 500) : null,
        }
      : undefined;
  return { event: text(body.event, 80), payment, body };
}

/**
 * POST /payment/webhook/razorpay: the provider's second path to completion (decision 028), beside the browser's
 * return. The signature (X-Razorpay-Signature over the raw body, webhook secret) is checked first: a bad one is a
 * 400 and changes nothing. Each event is handled once, by its id (x-razorpay-event-id; a hash of the body when
 * absent), recorded with its outcome in the same transaction as its effect:
 * - `payment.captured` completes the order exactly as POST /payment/complete does (a paid order stays as it is,
 *   whichever of the two arrived first), if the amount captured is the order's;
 * - `payment.failed` marks an open order failed; a paid order is left alone (events arrive in any order);
 * - `subscription.*` events go to `subscriptionEvents` (the instalments of repayment plans, decision 056);
 * - other events, and payments of orders this server did not make, are recorded as ignored.
 * An order that cannot be completed (say the tenant bought the bond through another order meanwhile) is recorded
 * as rejected for staff, and answered 200: Razorpay's retries would not change it.
 */
export async function receiveWebhook(
  db: Db,
  provider: PaymentProvider | undefined,
  raw: unknown,
  headers: Record<string, unknown>,
  subscriptionEvents?: SubscriptionEvents,
): Promise<WebhookAnswer> {
  if (!provider?.webhooks) throw new ApiError(503, 'provider_unavailable', messages.payment.webhooksUnavailable);
  const body = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
  if (!provider.verifyWebhook(body, header(headers, 'x-razorpay-signature')))
    throw new ApiError(400, 'invalid_signature', messages.payment.webhookSignatureInvalid);
  const { event, payment, body: parsed } = parse(body);
  const eventId = text(
    header(headers, 'x-razorpay-event-id') ?? `sha256:${createHash('sha256').update(body).digest('hex')}`,
    100,
  );
  const record = (trx: Db, outcome: Outcome, detail?: string) =>
    claimEvent(trx, {
      eventId,
      provider: provider.name,
      event,
      order_id: payment?.order_id ?? undefined,
      paymentId: payment?.id,
      outcome,
      ...(detail ? { detail: text(detail, 500) } : {}),
    });
  try {
    return await db.transaction().execute(async (trx) => {
      // Claimed first: a second delivery of the same event waits here for the first to commit, then finds it.
      const claimed = await record(trx, 'ignored');
      if (!claimed) return { status: 'duplicate', eventId };
      const [outcome, detail] =
        event.startsWith('subscription.') && subscriptionEvents
          ? await subscriptionEvents(trx, event, parsed)
          : await handle(trx, event, payment);
      await settleEvent(trx, claimed.id, { outcome, ...(detail ? { detail: text(detail, 500) } : {}) });
      return { status: outcome, eventId };
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The order's own rules refused it: nothing of it happened; the event is kept, rejected, for staff.
    const kept = await db.transaction().execute((trx) => record(trx, 'rejected', error.message));
    return { status: kept ? 'rejected' : 'duplicate', eventId };
  }
}

async function handle(trx: Db, event: string, payment: EventPayment | undefined): Promise<[Outcome, string?]> {
  if ((event !== 'payment.captured' && event !== 'payment.failed') || !payment)
    return ['ignored', messages.payment.webhookEventIgnored];
  const order = payment.order_id ? await lockOrder(trx, 'order_id', payment.order_id) : undefined;
  if (!order) return ['ignored', messages.payment.webhookUnknownOrder];
  if (order.status === 'paid') return ['already_paid'];
  if (event === 'payment.failed') {
    if (order.status === 'created') await paymentOutcome(trx, await updateOrder(trx, order.id, { status: 'failed' }));
    return ['failure_recorded', payment.error_description ?? undefined];
  }
  // Refused at completion, its amount credited to the wallet already: a capture after the return changes nothing.
  if (order.status === 'refused') return ['rejected', order.refusal];
  const expected = paise(order.amount ?? 0);
  if (payment.amount !== expected || payment.currency !== 'INR') {
    throw new ApiError(
      409,
      'amount_mismatch',
      fillMessage(messages.payment.webhookAmountMismatch, { amount: payment.amount, expected }),
    );
  }
  if (order.type === 'token') await updateOrder(trx, order.id, { status: 'paid', paymentId: payment.id });
  else {
    const outcome = await fulfilOrder(trx, order, { paymentId: payment.id });
    if ('refused' in outcome) return ['rejected', outcome.refused];
  }
  return ['completed'];
}
