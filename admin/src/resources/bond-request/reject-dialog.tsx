import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';

import { useDiscardGuard } from '#forms/unsaved/index.ts';
import { cancelRejectReason } from '#generated/enums.ts';
import { messages } from '#generated/messages.ts';

import { StaleAnswerDialog } from './stale-answer-dialog.tsx';
import type { BondRequestRow } from './types.ts';
import { useAnswerRequest } from './use-answer-request.ts';

const OTHER = 'other';
const MAX_REASON = 400;

/**
 * Reject with a reason (spec 002 §4): a cancellation offers the three reasons of the schema's enum or a reason of
 * one's own, with the warning that the fee is not refunded; other requests take an optional free-text reason.
 */
export function RejectDialog({
  request,
  open,
  onClose,
}: {
  request: BondRequestRow;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const isCancel = request.type === 'cancel';
  const [choice, setChoice] = useState<string>(isCancel ? cancelRejectReason[0] : OTHER);
  const [text, setText] = useState('');
  const { answer, saving, stale, takeTheirs, saveMine } = useAnswerRequest(request);
  const reason = (choice === OTHER ? text : choice).trim();
  // A reason typed or picked is not lost to Escape, a click outside or Cancel without asking.
  const { guard, dialog } = useDiscardGuard(text.trim() !== '' || (isCancel && choice !== cancelRejectReason[0]));
  const close = () => guard(onClose);
  const reject = async () => {
    if (await answer({ status: 'rejected', ...(reason ? { reasonOfReject: reason } : {}) })) onClose();
  };
  const free = (
    <TextField
      label={isCancel ? 'Another reason' : 'Reason (optional)'}
      value={text}
      onChange={(e) => setText(e.target.value)}
      disabled={choice !== OTHER}
      multiline
      minRows={2}
      fullWidth
      slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
      sx={{ mt: 1 }}
    />
  );
  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{isCancel ? 'Reject cancellation?' : 'Reject request?'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {request.userdata?.name ?? 'The tenant'} is told of your answer and its reason.
          </DialogContentText>
          {isCancel ? (
            <FormControl fullWidth>
              <FormLabel id={`${titleId}-reason`}>Reason</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-reason`}
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
              >
                {cancelRejectReason.map((r) => (
                  <FormControlLabel key={r} value={r} control={<Radio />} label={r} />
                ))}
                <FormControlLabel value={OTHER} control={<Radio />} label="Other" />
              </RadioGroup>
              {free}
              <Alert severity="warning" sx={{ mt: 2 }}>
                {messages.account.cancelRejectWarning}
              </Alert>
            </FormControl>
          ) : (
            free
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button
            variant="contained"
            color="error"
            onClick={reject}
            disabled={saving || (choice === OTHER && isCancel && !reason)}
          >
            Reject
          </Button>
        </DialogActions>
      </Dialog>
      {dialog}
      <StaleAnswerDialog
        request={request}
        stale={stale}
        onTakeTheirs={() => {
          takeTheirs();
          onClose();
        }}
        onSaveMine={() => void saveMine().then((saved) => saved && onClose())}
      />
    </>
  );
}
