import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';

import { messages } from '#generated/messages.ts';

import { onApiError } from '../api/api-events.ts';

/** A 406 from any call opens 'Co-Applicant Eligibilty' with the server's message and OK (spec 002 §8). */
export function CoApplicantDialog() {
  const [message, setMessage] = useState<string>();
  useEffect(() => onApiError((f) => f.status === 406 && setMessage(f.body.message ?? '')), []);
  return (
    <Dialog open={message !== undefined} onClose={() => setMessage(undefined)} aria-labelledby="co-applicant-title">
      <DialogTitle id="co-applicant-title">{messages.eligibility.coApplicantDialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setMessage(undefined)} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
