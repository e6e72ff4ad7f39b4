import { useEffect, useRef } from 'react';

import { CheckoutFrame, type CheckoutResult } from './checkout-frame.tsx';
import { openRazorpayCheckout, type RazorpayCheckout } from './razorpay-checkout.ts';

/** An order's checkout data: the simulator's page (`url`) or Razorpay's (`provider: 'razorpay'`, its script). */
export type OrderCheckout = { provider?: string; url?: string; order_id?: string } & Partial<
  Omit<RazorpayCheckout, 'provider'>
>;

/** Razorpay's own window: opened once when shown; it draws itself over the page. */
function RazorpayWindow({
  checkout,
  onResult,
}: {
  checkout: RazorpayCheckout;
  onResult: (result: CheckoutResult) => void;
}) {
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void openRazorpayCheckout(checkout, onResult);
  }, [checkout, onResult]);
  return null;
}

/** The payment provider's checkout for an order, whichever it is: one answer in the Razorpay handler's shape. */
export function ProviderCheckout({
  checkout,
  title,
  onResult,
}: {
  checkout: OrderCheckout;
  title?: string;
  onResult: (result: CheckoutResult) => void;
}) {
  if (checkout.provider === 'razorpay' && checkout.checkoutScript)
    return <RazorpayWindow checkout={checkout as RazorpayCheckout} onResult={onResult} />;
  return <CheckoutFrame order={{ checkout: { url: checkout.url ?? '' } }} title={title} onResult={onResult} />;
}
