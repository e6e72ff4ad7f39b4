import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

import { useT } from '#forms/i18n.tsx';
import { messages } from '#generated/messages.ts';

/** "Successfully Submitted Your Details": closing or confirming it reloads the page (spec 000 §4). */
export function SuccessModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="lead-success-title" maxWidth="xs" fullWidth>
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <CheckCircleIcon sx={{ fontSize: 64, color: 'success.main' }} aria-hidden />
        <DialogTitle id="lead-success-title" component="h2" sx={{ p: 0, mt: 1, fontSize: '1.25rem', fontWeight: 700 }}>
          {t(messages.lead.submitted)}
        </DialogTitle>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('OK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
