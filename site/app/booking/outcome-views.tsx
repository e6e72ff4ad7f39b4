import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { rupees } from '#domain/format/money.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { longDate } from '../visits/visit-slot.ts';
import { TOKEN_AMOUNT } from './token.ts';
import type { Booked } from './use-booking-flow.ts';

/** "Visit Scheduled Successfully!" (the dialog's title) with the date and time; the popup closes by itself. */
export function SuccessView({ booked, propertyName }: { booked: Booked; propertyName: string }) {
  const t = useT();
  const [before, after = ''] = t('Your visit to {property} is booked.').split('{property}');
  return (
    <Box data-testid="booking-success" role="status" sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircleIcon aria-hidden="true" sx={{ fontSize: 64, color: 'success.main' }} />
      <Box component="p" sx={{ mt: 1, mb: 2, fontSize: 17 }}>
        {before}
        <strong>{propertyName}</strong>
        {after}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'inline-grid',
          gridTemplateColumns: 'auto auto',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          textAlign: 'left',
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0 },
        }}
      >
        <dt>{t('Date')}</dt>
        <dd data-testid="booked-date">{longDate(booked.date)}</dd>
        <dt>{t('Time')}</dt>
        <dd data-testid="booked-time">{booked.slot}</dd>
      </Box>
      {booked.tokenPaid ? (
        <Box component="p" sx={{ mt: 2, mb: 0, color: 'text.secondary' }}>
          {t('Your 100% refundable token of {amount} is paid: the property is held for you.', {
            amount: rupees(TOKEN_AMOUNT),
          })}
        </Box>
      ) : null}
    </Box>
  );
}

/** "Payment Failed!" (the dialog's title) with its text; Try Again starts a new payment. */
export function PaymentFailedView({
  busy,
  onRetry,
  onClose,
}: {
  busy: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Box data-testid="payment-failed" sx={{ textAlign: 'center', py: 2 }}>
      <ErrorIcon aria-hidden="true" sx={{ fontSize: 64, color: 'error.main' }} />
      <Box component="p" sx={{ mt: 1, mb: 3, fontSize: 17 }}>
        {t(messages.booking.paymentFailedText)}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose}>
          {t('Close')}
        </Button>
        <Button variant="contained" color="secondary" onClick={onRetry} disabled={busy} aria-busy={busy}>
          {t('Try Again')}
        </Button>
      </Box>
    </Box>
  );
}
