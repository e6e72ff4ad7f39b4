import { randomBytes } from 'node:crypto';

import { ApiError } from '#engine/runtime/errors.ts';
import { messages } from '#generated/messages.ts';
import { BRAND } from '#server/shared/brand.ts';

/** An order at the provider, as Razorpay's Orders API answers it (amounts in paise). */
export interface ProviderOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt?: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes?: Record<string, string> | unknown[];
  created_at: number;
}

/** A payment at the provider, as Razorpay's Payments API answers it (and its webhooks carry it). */
export interface ProviderPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  captured?: boolean;
  error_code?: string | null;
  error_description?: string | null;
  created_at?: number;
}

/**
 * The card payment provider behind one interface (decision 028): Razorpay when its keys are set, else the
 * local checkout simulator outside production, which speaks exactly the same protocol (its own key id and
 * secrets). Production without keys has none: payments answer 503.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'simulator';
  /** The public key id the checkout opens with. */
  readonly keyId: string;
  /** The provider's Checkout script the page loads (Razorpay's); the simulator serves a page of its own instead. */
  readonly checkoutScript?: string;
  /** Whether webhooks can be checked (Razorpay needs RAZORPAY_WEBHOOK_SECRET). */
  readonly webhooks: boolean;
  /** Orders API: an order for `amount` paise; `receipt` is our order number. */
  createOrder(request: {
    amount: number;
    currency: 'INR';
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<ProviderOrder>;
  fetchOrder(orderId: string): Promise<ProviderOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** The checkout's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyPayment(orderId: string, paymentId: string, signature: unknown): boolean;
  /** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: unknown): boolean;
}

/** A refusal by the provider's API, in Razorpay's shape `{error: {code, description}}`. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
  }
}

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
/** Where the local checkout simulator serves an order's checkout page. */
export const checkoutPath = (orderId: string) => `/payment-simulator/checkout/${encodeURIComponent(orderId)}`;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** An id as Razorpay makes them: a prefix and 14 letters and digits (`order_EKwxwAgItmmXdp`, `pay_...`, `evt_...`, `plan_...`, `sub_...`). */
export function providerId(prefix: 'order' | 'pay' | 'evt' | 'plan' | 'sub'): string {
  let tail = '';
  for (const b of randomBytes(14)) tail += BASE62[b % 62];
  return `${prefix}_${tail}`;
}

export const providerUnavailable = () =>
  new ApiError(503, 'provider_unavailable', messages.payment.providerUnavailable);

/** An order at the provider; its refusals and silences become a 502 with a message for people (the cause kept for the log). */
export async function createProviderOrder(
  provider: PaymentProvider,
  amountPaise: number,
  receipt: string,
  notes: Record<string, string>,
): Promise<ProviderOrder> {
  try {
    return await provider.createOrder({ amount: amountPaise, currency: 'INR', receipt, notes });
  } catch (error) {
    throw Object.assign(new ApiError(502, 'provider_error', messages.payment.providerFailed), { cause: error });
  }
}

/** Rupees (two decimals) to paise. */
export const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * What the page opens the checkout with, in Razorpay Checkout's option names (`key`, `order_id`, `amount`,
 * `currency`, `name`, `description`), plus which provider it is: Razorpay's script to load, or the simulator's
 * page to frame.
 */
export function checkoutData(
  provider: PaymentProvider,
  order: { order_id: string; amount: number; description: string },
) {
  return {
    provider: provider.name,
    key: provider.keyId,
    order_id: order.order_id,
    amount: order.amount,
    currency: 'INR' as const,
    name: BRAND,
    description: order.description,
    ...(provider.checkoutScript ? { checkoutScript: provider.checkoutScript } : { url: checkoutPath(order.order_id) }),
  };
}
