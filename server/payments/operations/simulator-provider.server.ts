import type { Db } from '#engine/runtime/db/db-type.ts';

import {
  type PaymentProvider,
  ProviderError,
  providerId,
  type ProviderOrder,
  type ProviderPayment,
} from './provider.server.ts';
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

export interface SimulatorProvider extends PaymentProvider {
  readonly name: 'simulator';
  /** What Razorpay's Checkout answers the page after a successful payment of the order: a new payment id, signed. */
  pay(orderId: string): CheckoutResult;
  /** A signed `payment.captured` or `payment.failed` delivery about a payment of an order, as Razorpay's webhooks are. */
  webhook(
    event: 'payment.captured' | 'payment.failed',
    payment: { id: string; order_id: string; amount: number; error_description?: string },
  ): WebhookDelivery;
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
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_simulator',
        event,
        contains: ['payment'],
        payload: { payment: { entity } },
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
    },
  };
}
