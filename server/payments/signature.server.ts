import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Payments are signed as the card provider signs them (Razorpay): HMAC-SHA256 of
 * `order_id|payment_id` with the key secret, hex. Without a provider configured, the key secret of the
 * local checkout simulator is derived from the server's secret.
 */
export function simulatorKeySecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('nivaas-payment-simulator').digest('hex');
}

export function signPayment(keySecret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function validPaymentSignature(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  const expected = Buffer.from(signPayment(keySecret, orderId, paymentId), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
