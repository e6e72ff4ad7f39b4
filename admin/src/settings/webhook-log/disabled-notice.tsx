import PowerIcon from '@mui/icons-material/PowerSettingsNew';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useState } from 'react';

import { messages } from '#generated/messages.ts';

/** Why a webhook is off (410 Gone, five failing days, or its owner), and the way to turn it on again. */
export function DisabledNotice({ reason, onTurnOn }: { reason?: string; onTurnOn: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const turnOn = async () => {
    setBusy(true);
    try {
      await onTurnOn();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert severity="warning" data-testid="webhook-disabled">
      <AlertTitle>{messages.webhook.disabledTitle}</AlertTitle>
      {reason ? `${reason}.` : 'Deliveries to this webhook are turned off.'} Nothing is sent while it is off. Fix the
      endpoint, turn it on, then recover the failed messages.
      <Box sx={{ mt: 1.5 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={<PowerIcon />}
          onClick={turnOn}
          disabled={busy}
        >
          Turn on again
        </Button>
      </Box>
    </Alert>
  );
}
