// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { openRazorpayCheckout } from '#site/booking/razorpay-checkout.ts';

/** Razorpay's Checkout as its script defines it: a constructor taking the options, `on('payment.failed')`, `open()`. */
function fakeRazorpay() {
  const made: { options: Record<string, any>; failed?: (r: unknown) => void; opened: boolean }[] = [];
  (window as any).Razorpay = class {
    entry: (typeof made)[number];
    constructor(options: Record<string, any>) {
      this.entry = { options, opened: false };
      made.push(this.entry);
    }
    on(_event: string, handler: (r: unknown) => void) {
      this.entry.failed = handler;
    }
    open() {
      this.entry.opened = true;
    }
  };
  return made;
}

const checkout = {
  provider: 'razorpay' as const,
  key: 'rzp_test_x',
  order_id: 'order_ABC',
  amount: 296040,
  currency: 'INR',
  name: 'Nivaas',
  description: 'Bond payment (renew)',
  checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
};

describe("Razorpay's standard Checkout on the site", () => {
  it('opens with the order and answers its signed success once (a later dismissal is ignored)', async () => {
    const made = fakeRazorpay();
    const results: unknown[] = [];
    await openRazorpayCheckout(checkout, (r) => results.push(r));
    expect(made[0].opened).toBe(true);
    expect(made[0].options).toMatchObject({
      key: 'rzp_test_x',
      order_id: 'order_ABC',
      amount: 296040,
      currency: 'INR',
    });
    const response = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_ABC', razorpay_signature: 'sig' };
    made[0].options.handler(response);
    made[0].options.modal.ondismiss();
    expect(results).toEqual([{ event: 'payment.success', response }]);
  });

  it('answers a failure with its description', async () => {
    const made = fakeRazorpay();
    const results: unknown[] = [];
    await openRazorpayCheckout(checkout, (r) => results.push(r));
    made[0].failed!({ error: { description: 'Your bank declined this payment' } });
    expect(results).toEqual([{ event: 'payment.failed', description: 'Your bank declined this payment' }]);
  });
});
