import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

import { shownDate } from '#domain/format/dates.ts';
import { msg } from '#engine/runtime/i18n/translator.ts';
import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

export type Outcome =
  | { kind: 'success'; type: 'buy' | 'renew' | 'transfer'; bondCode?: string; expiryDate?: string }
  | { kind: 'failed'; type: 'buy' | 'renew' | 'transfer'; reason?: string };

/** While the order is made or the payment confirmed (spec 001 §4: a processing dialog shows). */
export function ProcessingDialog() {
  const t = useT();
  return (
    <Dialog open aria-labelledby="processing-title">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
        <CircularProgress size={28} />
        <Typography id="processing-title">{t('Processing your payment…')}</Typography>
      </DialogContent>
    </Dialog>
  );
}

const DONE: Record<Outcome['type'], string> = {
  buy: msg('Your bond is issued'),
  renew: msg('Your bond is renewed'),
  transfer: msg('Your bond is transferred'),
};

/** The success or failure dialog of the payment's type (buy, renew, transfer). */
export function OutcomeDialog({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const t = useT();
  const success = outcome.kind === 'success';
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="outcome-title"
      aria-describedby="outcome-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="outcome-title" sx={{ color: success ? 'success.dark' : 'error.main', fontWeight: 800 }}>
        {success ? t('Payment successful!') : t(messages.payment.failedTitle)}
      </DialogTitle>
      <DialogContent>
        <Box id="outcome-text">
          {success ? (
            <Typography>
              {t(DONE[outcome.type])}
              {outcome.bondCode ? ` (${outcome.bondCode})` : ''}
              {outcome.expiryDate ? t(' and runs until {date}.', { date: shownDate(outcome.expiryDate) }) : '.'}
            </Typography>
          ) : (
            <>
              <Typography>{t(messages.payment.failedText)}</Typography>
              {outcome.reason && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t(outcome.reason)}</Typography>}
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {success && outcome.bondCode && (
          <Button href={`/home/bond/pdf/${encodeURIComponent(outcome.bondCode)}`} target="_blank" rel="noopener">
            {t('Download Bond')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {success ? t('Go to dashboard') : t('Try again')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
