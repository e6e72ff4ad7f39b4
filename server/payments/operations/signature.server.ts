import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Payments are signed as the card provider signs them (Razorpay): the checkout's result is HMAC-SHA256 of
 * `order_id|payment_id` with the key secret, a webhook is HMAC-SHA256 of its raw body with the webhook secret
 * (header X-Razorpay-Signature), both hex. Without a provider configured, the local checkout simulator's two
 * secrets are derived from the server's secret.
 */
export function simulatorKeySecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('nivaas-payment-simulator').digest('hex');
}

export function simulatorWebhookSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('nivaas-payment-simulator-webhooks').digest('hex');
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** The given hex signature against the expected one, in constant time. */
export function validHmac(secret: string, data: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(hmacHex(secret, data), 'hex'), Buffer.from(signature, 'hex'));
}

export function signPayment(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function validPaymentSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return validHmac(keySecret, `${orderId}|${paymentId}`, signature);
}
