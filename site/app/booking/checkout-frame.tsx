import { useT } from '#forms/i18n.tsx';

import { ProviderFrame } from './provider-frame.tsx';

/** The checkout's one answer (the Razorpay-style protocol of the payment simulator). */
export type CheckoutResult =
  | {
      event: 'payment.success';
      response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    }
  | { event: 'payment.failed'; description?: string }
  | { event: 'dismissed' };

/** Reads a message from the checkout frame; anything else gives undefined. */
export function checkoutResult(data: unknown): CheckoutResult | undefined {
  const d = data as {
    source?: unknown;
    event?: unknown;
    response?: Record<string, unknown>;
    error?: { description?: unknown };
  } | null;
  if (!d || typeof d !== 'object' || d.source !== 'nivaas-checkout') return undefined;
  if (d.event === 'payment.success') {
    const r = d.response ?? {};
    const fields = [r.razorpay_payment_id, r.razorpay_order_id, r.razorpay_signature];
    if (!fields.every((f) => typeof f === 'string' && f)) return undefined;
    return {
      event: 'payment.success',
      response: {
        razorpay_payment_id: String(r.razorpay_payment_id),
        razorpay_order_id: String(r.razorpay_order_id),
        razorpay_signature: String(r.razorpay_signature),
      },
    };
  }
  if (d.event === 'payment.failed')
    return {
      event: 'payment.failed',
      description: typeof d.error?.description === 'string' ? d.error.description : undefined,
    };
  if (d.event === 'dismissed') return { event: 'dismissed' };
  return undefined;
}

/**
 * The checkout page of the payment provider in a frame inside a modal, as Razorpay's checkout shows (ProviderFrame:
 * only the first message from this frame counts; closing the modal is a dismissal).
 */
export function CheckoutFrame({
  order,
  title,
  onResult,
}: {
  order: { checkout: { url: string } };
  title?: string;
  onResult: (result: CheckoutResult) => void;
}) {
  const t = useT();
  return (
    <ProviderFrame<CheckoutResult>
      url={order.checkout.url}
      text={{
        title: title ?? t('Pay the refundable token'),
        closeLabel: t('Close the payment'),
        frameTitle: t('Secure checkout'),
        name: 'checkout',
        minHeight: 560,
      }}
      read={checkoutResult}
      dismissed={{ event: 'dismissed' }}
      onResult={onResult}
    />
  );
}
