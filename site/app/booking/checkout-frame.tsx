import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';

import { MOBILE_QUERY } from '../theme/theme.ts';

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
 * The checkout page of the payment provider in a frame inside a modal, as Razorpay's checkout shows. Only a
 * message from this frame (same origin, from its window) counts, and only the first; closing the modal is a
 * dismissal.
 */
export function CheckoutFrame({
  order,
  title = 'Pay the refundable token',
  onResult,
}: {
  order: { checkout: { url: string } };
  title?: string;
  onResult: (result: CheckoutResult) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const answered = useRef(false);
  const fullScreen = useMediaQuery(MOBILE_QUERY);
  const finish = useRef(onResult);
  finish.current = onResult;
  const answer = (result: CheckoutResult) => {
    if (answered.current) return;
    answered.current = true;
    finish.current(result);
  };
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !frame.current || event.source !== frame.current.contentWindow)
        return;
      const result = checkoutResult(event.data);
      if (result) answer(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <Dialog
      open
      onClose={() => answer({ event: 'dismissed' })}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="checkout-title"
      data-testid="checkout-modal"
    >
      <DialogTitle id="checkout-title" component="h2" sx={{ pr: 7, fontWeight: 800 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="Close the payment"
        onClick={() => answer({ event: 'dismissed' })}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: { xs: 0, sm: 2 }, pb: 2, flex: 1, display: 'flex' }}>
        <Box
          component="iframe"
          ref={frame}
          src={order.checkout.url}
          title="Secure checkout"
          data-testid="checkout-frame"
          sx={{
            border: 0,
            width: '100%',
            minHeight: { xs: '70vh', sm: 560 },
            flex: 1,
            borderRadius: { sm: 1 },
            bgcolor: '#FFFFFF',
          }}
        />
      </Box>
    </Dialog>
  );
}
