import { createHmac, randomBytes } from 'node:crypto';

import type { RazorpayStub } from './razorpay-stub.ts';

/**
 * Razorpay's Plans and Subscriptions APIs on the contract tests' stub (decision 056): POST /v1/plans, POST
 * /v1/subscriptions (with `short_url`, the hosted authorisation page), GET /v1/subscriptions/:id, Razorpay-shaped
 * answers and refusals. It also plays the customer authorising on Checkout (`authorise`: the signed result) and
 * Razorpay charging each cycle (`charge`, `fail`, `halt`: the signed subscription webhooks, the subscription moved on).
 */
export interface SubscriptionStub {
  subscriptions: Map<string, Record<string, any>>;
  authorise(subscriptionId: string): {
    razorpay_payment_id: string;
    razorpay_subscription_id: string;
    razorpay_signature: string;
  };
  /** The signed event about a subscription as it stands, with a payment of `amount` paise when given. */
  webhook(
    event: 'subscription.charged' | 'subscription.pending' | 'subscription.halted',
    subscriptionId: string,
    payment?: { id: string; amount: number },
  ): { body: string; headers: Record<string, string> };
  /** A cycle charged: paid_count moves on, and the webhook of it. */
  charge(
    subscriptionId: string,
    payment: { id: string; amount: number },
  ): { body: string; headers: Record<string, string> };
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const razorpayId = (prefix: string) => `${prefix}_${[...randomBytes(14)].map((b) => ALNUM[b % 62]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
const refusal = (description: string, field?: string): [number, unknown] => [
  400,
  {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'NA',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  },
];

export function withSubscriptions(stub: RazorpayStub): SubscriptionStub {
  const plans = new Map<string, Record<string, any>>();
  const subscriptions = new Map<string, Record<string, any>>();
  stub.routes = (method, path, text) => {
    let body: any = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return refusal('The request body is not valid JSON');
    }
    if (method === 'POST' && path === '/v1/plans') {
      if (body.period !== 'monthly' || !Number.isInteger(body.interval))
        return refusal('The period is invalid', 'period');
      if (!Number.isInteger(body.item?.amount) || body.item.amount < 100)
        return refusal('The amount must be at least INR 1.00', 'amount');
      const plan = {
        id: razorpayId('plan'),
        entity: 'plan',
        interval: body.interval,
        period: body.period,
        item: { id: razorpayId('item'), active: true, ...body.item },
        notes: body.notes ?? [],
        created_at: now(),
      };
      plans.set(plan.id, plan);
      return [200, plan];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      if (!plans.has(body.plan_id)) return refusal('The id provided does not exist', 'plan_id');
      if (!Number.isInteger(body.total_count) || body.total_count < 1)
        return refusal('The total count is invalid', 'total_count');
      const id = razorpayId('sub');
      const subscription = {
        id,
        entity: 'subscription',
        plan_id: body.plan_id,
        customer_id: null,
        status: 'created',
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity: 1,
        notes: body.notes ?? [],
        charge_at: null,
        start_at: null,
        end_at: null,
        auth_attempts: 0,
        total_count: body.total_count,
        paid_count: 0,
        customer_notify: body.customer_notify === 1,
        created_at: now(),
        expire_by: null,
        short_url: `https://rzp.io/i/${id.slice(4, 12)}`,
        has_scheduled_changes: false,
        change_scheduled_at: null,
        source: 'api',
        remaining_count: body.total_count,
      };
      subscriptions.set(id, subscription);
      return [200, subscription];
    }
    const one = method === 'GET' && /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (one)
      return subscriptions.has(one[1]) ? [200, subscriptions.get(one[1])] : refusal('The id provided does not exist');
    return undefined;
  };

  const webhook: SubscriptionStub['webhook'] = (event, subscriptionId, payment) => {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`the stub has no subscription ${subscriptionId}`);
    const failed = event !== 'subscription.charged';
    if (event === 'subscription.pending') subscription.status = 'pending';
    if (event === 'subscription.halted') subscription.status = 'halted';
    const paymentEntity = payment && {
      id: payment.id,
      entity: 'payment',
      amount: payment.amount,
      currency: 'INR',
      status: failed ? 'failed' : 'captured',
      order_id: razorpayId('order'),
      invoice_id: razorpayId('inv'),
      method: 'card',
      captured: !failed,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed because the card was declined' : null,
      created_at: now(),
    };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_stub',
      event,
      contains: paymentEntity ? ['subscription', 'payment'] : ['subscription'],
      payload: {
        subscription: { entity: { ...subscription } },
        ...(paymentEntity ? { payment: { entity: paymentEntity } } : {}),
      },
      created_at: now(),
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(stub.webhookSecret, body),
        'x-razorpay-event-id': razorpayId('evt'),
      },
    };
  };

  return {
    subscriptions,
    authorise(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`the stub has no subscription ${subscriptionId}`);
      Object.assign(subscription, { status: 'active', current_start: now(), auth_attempts: 1 });
      const paymentId = razorpayId('pay');
      return {
        razorpay_payment_id: paymentId,
        razorpay_subscription_id: subscriptionId,
        razorpay_signature: hmac(stub.keySecret, `${paymentId}|${subscriptionId}`),
      };
    },
    webhook,
    charge(subscriptionId, payment) {
      const subscription = subscriptions.get(subscriptionId)!;
      subscription.paid_count += 1;
      subscription.remaining_count = subscription.total_count - subscription.paid_count;
      subscription.status = subscription.remaining_count === 0 ? 'completed' : 'active';
      return webhook('subscription.charged', subscriptionId, payment);
    },
  };
}
