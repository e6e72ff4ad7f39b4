import { ApiError } from '#engine/runtime/errors.ts';
import { messages } from '#generated/messages.ts';

/** A plan at the provider, as Razorpay's Plans API answers it: one fixed amount (paise) charged each period. */
export interface ProviderPlan {
  id: string;
  entity: 'plan';
  interval: number;
  period: 'monthly';
  item: { name: string; amount: number; currency: string };
  notes?: Record<string, string> | unknown[];
  created_at: number;
}

export type SubscriptionStatus =
  'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed' | 'expired';

/** A subscription (the tenant's recurring mandate on a plan), as Razorpay's Subscriptions API answers it. */
export interface ProviderSubscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  status: SubscriptionStatus;
  total_count: number;
  paid_count: number;
  remaining_count: number;
  /** Unix seconds: when the current cycle began (the mandate's start, then a month per charge). */
  current_start: number | null;
  charge_at: number | null;
  short_url: string | null;
  notes?: Record<string, string> | unknown[];
  created_at: number;
}

/**
 * The recurring half of the payment provider (decision 056), implemented by the same clients as PaymentProvider
 * (decision 028): Razorpay's Plans and Subscriptions APIs, or the local simulator speaking them. The tenant authorises
 * the subscription on the provider's checkout (Razorpay Checkout with `subscription_id`; the simulator's mandate page);
 * the provider charges each cycle and reports by signed webhooks (subscription.charged, subscription.pending,
 * subscription.halted) on the same webhook path as payments.
 */
export interface RecurringProvider {
  /** Plans API: `amount` paise each month. */
  createPlan(request: {
    period: 'monthly';
    interval: 1;
    item: { name: string; amount: number; currency: 'INR'; description?: string };
    notes?: Record<string, string>;
  }): Promise<ProviderPlan>;
  /** Subscriptions API: `total_count` charges of the plan; `addons` are charged with the first (the paise left over). */
  createSubscription(request: {
    plan_id: string;
    total_count: number;
    customer_notify: 0 | 1;
    addons?: { item: { name: string; amount: number; currency: 'INR' } }[];
    notes?: Record<string, string>;
  }): Promise<ProviderSubscription>;
  fetchSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** The checkout's signature of an authorised subscription: HMAC-SHA256 of `payment_id|subscription_id`, key secret. */
  verifySubscription(subscriptionId: string, paymentId: string, signature: unknown): boolean;
  /** Where the tenant authorises the mandate: Razorpay's hosted page (`short_url`), or the simulator's page. */
  mandateUrl(subscription: Pick<ProviderSubscription, 'id' | 'short_url'>): string;
}

/** Where the local simulator serves a subscription's mandate page. */
export const mandatePath = (subscriptionId: string) =>
  `/payment-simulator/subscription/${encodeURIComponent(subscriptionId)}`;

/** A provider's refusal or silence, as the caller sees it: 502 with a message for people, the cause kept for the log. */
export async function atProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw Object.assign(new ApiError(502, 'provider_error', messages.payment.providerFailed), { cause: error });
  }
}
