import type { RazorpayConfig } from '#server/config.server.ts';

import {
  type PaymentProvider,
  ProviderError,
  type ProviderOrder,
  type ProviderPayment,
  RAZORPAY_CHECKOUT_SCRIPT,
} from './provider.server.ts';
import type { ProviderPlan, ProviderSubscription, RecurringProvider } from './recurring-provider.server.ts';
import { validHmac } from './signature.server.ts';

/** How long one call to Razorpay's API may take. */
const TIMEOUT_MS = 15_000;

/**
 * Razorpay (decision 028): the Orders and Payments APIs, and the Plans and Subscriptions APIs for recurring mandates
 * (decision 056), over HTTPS with Basic auth (key id : key secret), at RAZORPAY_API_URL (a local stub in the contract
 * tests); signatures checked here with the key and webhook secrets. Plain fetch rather than the `razorpay` package:
 * its API host is fixed in its constructor, and seven calls do not need axios.
 */
export function razorpayProvider(config: RazorpayConfig): PaymentProvider & RecurringProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}/v1${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(0, 'NETWORK_ERROR', `Razorpay did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    let answer: any;
    try {
      answer = text ? JSON.parse(text) : undefined;
    } catch {
      answer = undefined;
    }
    if (!response.ok) {
      const error = answer?.error ?? {};
      throw new ProviderError(
        response.status,
        String(error.code ?? 'SERVER_ERROR'),
        String(error.description ?? `Razorpay answered ${response.status}`),
      );
    }
    if (!answer || typeof answer !== 'object')
      throw new ProviderError(response.status, 'SERVER_ERROR', 'Razorpay answered without JSON');
    return answer as T;
  }

  return {
    name: 'razorpay',
    keyId: config.keyId,
    checkoutScript: RAZORPAY_CHECKOUT_SCRIPT,
    webhooks: Boolean(config.webhookSecret),
    async createOrder({ amount, currency, receipt, notes }) {
      const order = await call<ProviderOrder>('POST', '/orders', {
        amount,
        currency,
        receipt,
        ...(notes ? { notes } : {}),
      });
      if (typeof order.id !== 'string' || order.amount !== amount)
        throw new ProviderError(502, 'SERVER_ERROR', 'Razorpay answered an order that does not match the request');
      return order;
    },
    fetchOrder: (orderId) => call<ProviderOrder>('GET', `/orders/${encodeURIComponent(orderId)}`),
    fetchPayment: (paymentId) => call<ProviderPayment>('GET', `/payments/${encodeURIComponent(paymentId)}`),
    verifyPayment: (orderId, paymentId, signature) => validHmac(config.keySecret, `${orderId}|${paymentId}`, signature),
    verifyWebhook: (rawBody, signature) =>
      Boolean(config.webhookSecret) && validHmac(config.webhookSecret!, rawBody, signature),
    async createPlan(request) {
      const plan = await call<ProviderPlan>('POST', '/plans', request);
      if (typeof plan.id !== 'string' || plan.item?.amount !== request.item.amount)
        throw new ProviderError(502, 'SERVER_ERROR', 'Razorpay answered a plan that does not match the request');
      return plan;
    },
    async createSubscription(request) {
      const subscription = await call<ProviderSubscription>('POST', '/subscriptions', request);
      if (typeof subscription.id !== 'string' || subscription.plan_id !== request.plan_id || !subscription.short_url)
        throw new ProviderError(
          502,
          'SERVER_ERROR',
          'Razorpay answered a subscription that does not match the request',
        );
      return subscription;
    },
    fetchSubscription: (id) => call<ProviderSubscription>('GET', `/subscriptions/${encodeURIComponent(id)}`),
    verifySubscription: (subscriptionId, paymentId, signature) =>
      validHmac(config.keySecret, `${paymentId}|${subscriptionId}`, signature),
    mandateUrl: (subscription) => String(subscription.short_url),
  };
}
