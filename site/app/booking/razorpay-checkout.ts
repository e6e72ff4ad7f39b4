import { msg } from '#engine/runtime/i18n/translator.ts';

import type { CheckoutResult } from './checkout-frame.tsx';

/** The checkout data an order answers when Razorpay takes the payment (server/payments/operations/provider.server.ts). */
export interface RazorpayCheckout {
  provider: 'razorpay';
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  checkoutScript: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | undefined;

/** Razorpay's standard Checkout script, loaded once, on the first payment (the site's CSP allows it only when configured). */
function loadScript(src: string): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error(msg('The payment window could not be opened')));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error(msg('The payment window could not be opened')));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Opens Razorpay's checkout for the order and answers once, in the same shape as the simulator's frame: the signed
 * success (checked again by the server), a failure with its description, or a dismissal.
 */
export async function openRazorpayCheckout(
  checkout: RazorpayCheckout,
  onResult: (result: CheckoutResult) => void,
): Promise<void> {
  let answered = false;
  const answer = (result: CheckoutResult) => {
    if (answered) return;
    answered = true;
    onResult(result);
  };
  try {
    const Razorpay = await loadScript(checkout.checkoutScript);
    const rzp = new Razorpay({
      key: checkout.key,
      order_id: checkout.order_id,
      amount: checkout.amount,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      handler: (response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) =>
        answer({ event: 'payment.success', response }),
      modal: { ondismiss: () => answer({ event: 'dismissed' }) },
      theme: { color: '#0F4C81' },
    });
    rzp.on('payment.failed', (response) =>
      answer({ event: 'payment.failed', description: response.error?.description }),
    );
    rzp.open();
  } catch (e) {
    answer({ event: 'payment.failed', description: (e as Error).message });
  }
}
