import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

import { visitDateLabel } from './visit-dates.ts';

/**
 * The reschedule confirmation (spec 000 §2 Schedule Visit widget, §4 Visit booking): "Reschedule Visit" / "Your
 * visit is being rescheduled for {date} at {slot}" / Reschedule. Loaded the first time a booked visit is moved.
 */
export default function RescheduleDialog({
  open,
  date,
  slot,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  date: string;
  slot: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="reschedule-title"
      aria-describedby="reschedule-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="reschedule-title" component="h2" sx={{ fontSize: '1.3rem', fontWeight: 800 }}>
        {t(messages.visit.rescheduleConfirmTitle)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="reschedule-text" sx={{ color: 'text.primary' }}>
          {date ? t(messages.visit.rescheduleConfirmText, { date: visitDateLabel(date), slot }) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('Cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined} autoFocus>
          {busy ? t('Rescheduling...') : t('Reschedule')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
