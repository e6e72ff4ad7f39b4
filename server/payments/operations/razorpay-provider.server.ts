import type { RazorpayConfig } from '#server/config.server.ts';

import {
  type PaymentProvider,
  ProviderError,
  type ProviderOrder,
  type ProviderPayment,
  RAZORPAY_CHECKOUT_SCRIPT,
} from './provider.server.ts';
import { validHmac } from './signature.server.ts';

/** How long one call to Razorpay's API may take. */
const TIMEOUT_MS = 15_000;

/**
 * Razorpay (decision 028): the Orders and Payments APIs over HTTPS with Basic auth (key id : key secret), at
 * RAZORPAY_API_URL (a local stub in the contract test); signatures checked here with the key and webhook secrets.
 * Plain fetch rather than the `razorpay` package: its API host is fixed in its constructor, and four calls do not
 * need axios.
 */
export function razorpayProvider(config: RazorpayConfig): PaymentProvider {
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
  };
}
