import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';

import { useDiscardGuard } from '#forms/unsaved/index.ts';

import { ConsentCheckbox } from './consent-checkbox.tsx';
import { StaleAnswerDialog } from './stale-answer-dialog.tsx';
import type { BondRequestRow } from './types.ts';
import { useAnswerRequest } from './use-answer-request.ts';

const WHAT: Record<string, (tenant: string, place: string) => string> = {
  buy: (tenant, place) => `${tenant} will be e-mailed a payment link to buy the bond for ${place}.`,
  cancel: (tenant, place) =>
    `The bond of ${tenant} for ${place} is cancelled and the refund shown is paid as the tenant chose.`,
};

/**
 * The consent dialog of Approve for a new bond or a cancellation: what follows, the consent tick (the landlord's; staff
 * answer without it: `consent={false}`), then Approve.
 */
export function ApproveDialog({
  request,
  open,
  onClose,
  consent: asksConsent = true,
}: {
  request: BondRequestRow;
  open: boolean;
  onClose: () => void;
  consent?: boolean;
}) {
  const titleId = useId();
  const [consent, setConsent] = useState(!asksConsent);
  const { answer, saving, stale, takeTheirs, saveMine } = useAnswerRequest(request);
  // The landlord's consent, once ticked, is not dropped by Escape, a click outside or Cancel without asking.
  const { guard, dialog } = useDiscardGuard(asksConsent && consent);
  const close = () => guard(onClose);
  const tenant = request.userdata?.name ?? 'The tenant';
  const place = request.propertydata?.name ?? 'the property';
  const approve = async () => {
    if (await answer({ status: 'accepted' })) onClose();
  };
  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>
          {request.type === 'cancel' ? 'Approve cancellation?' : 'Approve bond request?'}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{(WHAT[request.type] ?? WHAT.buy)(tenant, place)}</DialogContentText>
          {asksConsent && <ConsentCheckbox checked={consent} onChange={setConsent} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" color="success" onClick={approve} disabled={!consent || saving}>
            Approve
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
