import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

import { shownDate } from '#domain/format/dates.ts';
import { messages } from '#generated/messages.ts';

export type Outcome =
  | { kind: 'success'; type: 'buy' | 'renew' | 'transfer'; bondCode?: string; expiryDate?: string }
  | { kind: 'failed'; type: 'buy' | 'renew' | 'transfer'; reason?: string };

/** While the order is made or the payment confirmed (spec 001 §4: a processing dialog shows). */
export function ProcessingDialog() {
  return (
    <Dialog open aria-labelledby="processing-title">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
        <CircularProgress size={28} />
        <Typography id="processing-title">Processing your payment…</Typography>
      </DialogContent>
    </Dialog>
  );
}

const DONE: Record<Outcome['type'], string> = {
  buy: 'Your bond is issued',
  renew: 'Your bond is renewed',
  transfer: 'Your bond is transferred',
};

/** The success or failure dialog of the payment's type (buy, renew, transfer). */
export function OutcomeDialog({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
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
        {success ? 'Payment successful!' : messages.payment.failedTitle}
      </DialogTitle>
      <DialogContent>
        <Box id="outcome-text">
          {success ? (
            <Typography>
              {DONE[outcome.type]}
              {outcome.bondCode ? ` (${outcome.bondCode})` : ''}
              {outcome.expiryDate ? ` and runs until ${shownDate(outcome.expiryDate)}.` : '.'}
            </Typography>
          ) : (
            <>
              <Typography>{messages.payment.failedText}</Typography>
              {outcome.reason && <Typography sx={{ mt: 1, color: 'text.secondary' }}>{outcome.reason}</Typography>}
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {success && outcome.bondCode && (
          <Button href={`/home/bond/pdf/${encodeURIComponent(outcome.bondCode)}`} target="_blank" rel="noopener">
            Download Bond
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {success ? 'Go to dashboard' : 'Try again'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
