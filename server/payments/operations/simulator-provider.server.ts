import type { Db } from '#engine/runtime/db/db-type.ts';

import {
  type PaymentProvider,
  ProviderError,
  providerId,
  type ProviderOrder,
  type ProviderPayment,
} from './provider.server.ts';
import {
  mandatePath,
  type ProviderSubscription,
  type RecurringProvider,
  type SubscriptionStatus,
} from './recurring-provider.server.ts';
import { hmacHex, signPayment, simulatorKeySecret, simulatorWebhookSecret, validHmac } from './signature.server.ts';

export const SIMULATOR_KEY_ID = 'rzp_test_simulator';

/** The checkout's signed result, as Razorpay's Checkout hands it to the page's handler. */
export interface CheckoutResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** A webhook delivery as Razorpay sends one: the exact body and its headers. */
export interface WebhookDelivery {
  body: string;
  headers: { 'content-type': 'application/json'; 'x-razorpay-signature': string; 'x-razorpay-event-id': string };
}

/** What the checkout answers the page once the tenant authorised a subscription (its first payment), signed. */
export interface MandateResult {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

export interface SimulatorProvider extends PaymentProvider, RecurringProvider {
  readonly name: 'simulator';
  /** What Razorpay's Checkout answers the page after a successful payment of the order: a new payment id, signed. */
  pay(orderId: string): CheckoutResult;
  /** A signed `payment.captured` or `payment.failed` delivery about a payment of an order, as Razorpay's webhooks are. */
  webhook(
    event: 'payment.captured' | 'payment.failed',
    payment: { id: string; order_id: string; amount: number; error_description?: string },
  ): WebhookDelivery;
  /** What Razorpay's Checkout answers after the tenant authorised a subscription: the first payment's id, signed. */
  authorise(subscriptionId: string): MandateResult;
  /** A signed subscription event as Razorpay sends it: the subscription's snapshot and, when charged or failed, the payment. */
  subscriptionWebhook(
    event: 'subscription.charged' | 'subscription.pending' | 'subscription.halted',
    subscription: ProviderSubscription,
    payment?: { id: string; amount: number; error_description?: string },
  ): WebhookDelivery;
}

/** A subscription's state at the provider as the repayment plan beside it records it (the simulator keeps no books). */
function subscriptionStatus(plan: { status: string | null; instalments: unknown }): SubscriptionStatus {
  if (plan.status === 'awaiting-mandate') return 'created';
  if (plan.status === 'completed') return 'completed';
  const statuses = (Array.isArray(plan.instalments) ? plan.instalments : []).map((i: { status?: string }) => i.status);
  if (statuses.includes('missed')) return 'halted';
  return statuses.includes('failed') || statuses.includes('retrying') ? 'pending' : 'active';
}

const missing = () => new ProviderError(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');

/**
 * The local checkout simulator (outside production, without Razorpay's keys): the same protocol as Razorpay with
 * its own key id and secrets, derived from the server's secret. It keeps no books of its own: an order's and a
 * payment's state at the "provider" are read from the payment order it stands beside.
 */
export function simulatorProvider(authSecret: string, db: Db): SimulatorProvider {
  const keySecret = simulatorKeySecret(authSecret);
  const webhookSecret = simulatorWebhookSecret(authSecret);
  const now = () => Math.floor(Date.now() / 1000);
  const stored = (column: 'order_id' | 'paymentId', value: string) =>
    db
      .selectFrom('payment_order')
      .select(['order_id', 'eqaroOrderId', 'amount', 'status', 'paymentId', 'createdAt'])
      .where(column, '=', value)
      .executeTakeFirst();

  const signed = (event: string, contains: string[], payload: Record<string, unknown>): WebhookDelivery => {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_simulator',
      event,
      contains,
      payload,
      created_at: now(),
    });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(webhookSecret, body),
        'x-razorpay-event-id': providerId('evt'),
      },
    };
  };

  return {
    name: 'simulator',
    keyId: SIMULATOR_KEY_ID,
    webhooks: true,
    async createOrder({ amount, currency, receipt, notes }) {
      return {
        id: providerId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt,
        status: 'created',
        attempts: 0,
        notes: notes ?? [],
        created_at: now(),
      };
    },
    async fetchOrder(orderId) {
      const row = await stored('order_id', orderId);
      if (!row?.order_id) throw missing();
      const amount = Math.round(Number(row.amount ?? 0) * 100);
      const paid = row.status === 'paid';
      const status: ProviderOrder['status'] = paid ? 'paid' : row.status === 'created' ? 'created' : 'attempted';
      return {
        id: row.order_id,
        entity: 'order',
        amount,
        amount_paid: paid ? amount : 0,
        amount_due: paid ? 0 : amount,
        currency: 'INR',
        receipt: row.eqaroOrderId ?? null,
        status,
        attempts: status === 'created' ? 0 : 1,
        notes: [],
        created_at: Math.floor(new Date(row.createdAt ?? Date.now()).getTime() / 1000),
      };
    },
    async fetchPayment(paymentId): Promise<ProviderPayment> {
      const row = await stored('paymentId', paymentId);
      if (!row?.order_id || row.status !== 'paid') throw missing();
      return {
        id: paymentId,
        entity: 'payment',
        amount: Math.round(Number(row.amount ?? 0) * 100),
        currency: 'INR',
        status: 'captured',
        order_id: row.order_id,
        captured: true,
      };
    },
    verifyPayment: (orderId, paymentId, signature) => validHmac(keySecret, `${orderId}|${paymentId}`, signature),
    verifyWebhook: (rawBody, signature) => validHmac(webhookSecret, rawBody, signature),
    pay(orderId) {
      const paymentId = providerId('pay');
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: signPayment(keySecret, orderId, paymentId),
      };
    },
    webhook(event, payment) {
      const failed = event === 'payment.failed';
      const entity: ProviderPayment = {
        id: payment.id,
        entity: 'payment',
        amount: payment.amount,
        currency: 'INR',
        status: failed ? 'failed' : 'captured',
        order_id: payment.order_id,
        captured: !failed,
        error_code: failed ? 'BAD_REQUEST_ERROR' : null,
        error_description: failed ? (payment.error_description ?? 'Payment failed') : null,
        created_at: now(),
      };
      return signed(event, ['payment'], { payment: { entity } });
    },
    async createPlan({ period, interval, item, notes }) {
      return { id: providerId('plan'), entity: 'plan', period, interval, item, notes: notes ?? [], created_at: now() };
    },
    async createSubscription({ plan_id, total_count, notes }) {
      const id = providerId('sub');
      return {
        id,
        entity: 'subscription',
        plan_id,
        status: 'created',
        total_count,
        paid_count: 0,
        remaining_count: total_count,
        current_start: null,
        charge_at: null,
        short_url: mandatePath(id),
        notes: notes ?? [],
        created_at: now(),
      };
    },
    async fetchSubscription(subscriptionId) {
      const plan = await db
        .selectFrom('repayment_plan')
        .select(['subscriptionId', 'planId', 'count', 'status', 'instalments', 'startDate', 'createdAt'])
        .where('subscriptionId', '=', subscriptionId)
        .executeTakeFirst();
      if (!plan?.subscriptionId) throw missing();
      const paid = (plan.instalments ?? []).filter((i) => i.status === 'paid').length;
      const total = Number(plan.count ?? 1);
      return {
        id: plan.subscriptionId,
        entity: 'subscription',
        plan_id: plan.planId ?? '',
        status: subscriptionStatus(plan),
        total_count: total,
        paid_count: paid,
        remaining_count: total - paid,
        current_start: plan.startDate ? Math.floor(Date.parse(`${plan.startDate}T00:00:00Z`) / 1000) : null,
        charge_at: null,
        short_url: mandatePath(plan.subscriptionId),
        notes: [],
        created_at: Math.floor(new Date(plan.createdAt ?? Date.now()).getTime() / 1000),
      };
    },
    verifySubscription: (subscriptionId, paymentId, signature) =>
      validHmac(keySecret, `${paymentId}|${subscriptionId}`, signature),
    mandateUrl: (subscription) => mandatePath(subscription.id),
    authorise(subscriptionId) {
      const paymentId = providerId('pay');
      return {
        razorpay_payment_id: paymentId,
        razorpay_subscription_id: subscriptionId,
        razorpay_signature: hmacHex(keySecret, `${paymentId}|${subscriptionId}`),
      };
    },
    subscriptionWebhook(event, subscription, payment) {
      const failed = event !== 'subscription.charged';
      const paymentEntity = payment && {
        id: payment.id,
        entity: 'payment',
        amount: payment.amount,
        currency: 'INR',
        status: failed ? 'failed' : 'captured',
        order_id: providerId('order'),
        invoice_id: null,
        method: 'card',
        captured: !failed,
        error_code: failed ? 'BAD_REQUEST_ERROR' : null,
        error_description: failed ? (payment.error_description ?? 'Payment failed') : null,
        created_at: now(),
      };
      return signed(event, paymentEntity ? ['subscription', 'payment'] : ['subscription'], {
        subscription: { entity: subscription },
        ...(paymentEntity ? { payment: { entity: paymentEntity } } : {}),
      });
    },
  };
}
