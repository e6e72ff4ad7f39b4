import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useMemo } from 'react';

import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import type { CollegeProperty } from '../college/types.ts';
import { MOBILE_QUERY } from '../theme/theme.ts';
import { forgetBookingForm } from './booking-form.ts';
import { BookingStep } from './booking-steps.tsx';
import { PaymentFailedView, SuccessView } from './outcome-views.tsx';
import { ProviderCheckout } from './provider-checkout.tsx';
import { STEP_TITLES } from './step-form.tsx';
import { useToasts } from './toasts.tsx';
import { useBookingFlow } from './use-booking-flow.ts';

/**
 * The college page's booking popup (spec 000 §2, §4): "Why you pay?", "Contact Seller", "Select Time of Visit",
 * then "Visit Scheduled Successfully!" or "Payment Failed!". Loaded the first time a card's button is used;
 * mounted afresh (step 1, empty form) on every opening. Closing removes the stored form.
 */
export default function BookingPopup({
  open,
  property,
  onClose,
}: {
  open: boolean;
  property: CollegeProperty;
  onClose: () => void;
}) {
  const t = useT();
  const toasts = useToasts();
  const close = useCallback(() => {
    forgetBookingForm();
    onClose();
  }, [onClose]);
  const flow = useBookingFlow({ property, toast: toasts.show, onClose: close });
  const fullScreen = useMediaQuery(MOBILE_QUERY);
  const formContext = useMemo(() => ({ now: new Date() }), []);
  const title = t(
    flow.view === 'success'
      ? messages.booking.visitScheduledTitle
      : flow.view === 'failed'
        ? messages.booking.paymentFailedTitle
        : STEP_TITLES[flow.step],
  );
  return (
    <>
      <Dialog
        open={open}
        onClose={() => !flow.busy && !flow.checkout && close()}
        fullScreen={fullScreen}
        maxWidth="sm"
        fullWidth
        scroll="body"
        aria-labelledby="booking-title"
        data-testid="booking-popup"
      >
        <DialogTitle id="booking-title" component="h2" sx={{ pr: 7, fontSize: '1.4rem', fontWeight: 800 }}>
          {title}
        </DialogTitle>
        <IconButton
          aria-label={t('Close')}
          onClick={close}
          disabled={flow.busy}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ pt: 0 }}>
          {flow.view === 'success' && flow.booked ? (
            <SuccessView booked={flow.booked} propertyName={property.name} />
          ) : flow.view === 'failed' ? (
            <PaymentFailedView busy={flow.busy} onRetry={() => void flow.retryPayment()} onClose={close} />
          ) : (
            <BookingStep
              step={flow.step}
              form={flow.form}
              paid={flow.paid}
              busy={flow.busy}
              property={property}
              formContext={formContext}
              onChange={flow.change}
              onValid={() => {
                toasts.clearErrors();
                void flow.proceed();
              }}
              onInvalid={(list) => {
                toasts.clearErrors();
                list.forEach((m) => toasts.show(m));
              }}
              onBack={flow.back}
            />
          )}
        </DialogContent>
      </Dialog>
      {flow.checkout ? (
        <ProviderCheckout checkout={flow.checkout.checkout} onResult={(r) => void flow.onCheckoutResult(r)} />
      ) : null}
      {toasts.element}
    </>
  );
}
