import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify } from 'react-admin';

import { messages } from '#generated/messages.ts';

export interface OneTimeValueDialogProps {
  title: string;
  label: string;
  /** The value to show; the dialog is open while it is set. */
  value?: string;
  /** Said under the warning (e.g. how long the value it replaces keeps working). */
  note?: string;
  onClose: () => void;
}

/** Shows a secret the server returns only once (an API token, a webhook signing secret), with Copy. */
export function OneTimeValueDialog({ title, label, value, note, onClose }: OneTimeValueDialogProps) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value ?? '');
      notify(messages.success.copied, { type: 'success' });
    } catch {
      notify('The browser did not allow copying: select the value and copy it by hand.', { type: 'warning' });
    }
  };
  return (
    <Dialog open={!!value} onClose={onClose} aria-labelledby="one-time-value-title" fullWidth maxWidth="sm">
      <DialogTitle id="one-time-value-title">{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy it now: it is shown only this once and cannot be shown again.
        </Alert>
        {note && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="one-time-value-note">
            {note}
          </Alert>
        )}
        <TextField
          label={label}
          value={value ?? ''}
          fullWidth
          multiline
          slotProps={{
            input: {
              readOnly: true,
              sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'break-all' },
            },
          }}
          onFocus={(e) => e.target.select()}
          inputProps={{ 'data-testid': 'one-time-value' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
          Copy
        </Button>
      </DialogActions>
    </Dialog>
  );
}
