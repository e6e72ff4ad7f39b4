import { Button, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';

import { SlugForm } from '#admin/schema-resources/slug-form.tsx';
import { isChanged, useDiscardGuard } from '#forms/unsaved/index.ts';

import { ConsentCheckbox } from './consent-checkbox.tsx';
import { StaleAnswerDialog } from './stale-answer-dialog.tsx';
import type { BondRequestRow } from './types.ts';
import { useAnswerRequest } from './use-answer-request.ts';

const OVERRIDES = { newPropertyId: { 'ui:widget': 'hidden' }, 'ui:options': { label: false } };

/**
 * Approve a transfer (spec 002 §4, §5): the new bond value is required (the transfer-form schema and its message),
 * then the consent tick (the landlord's; staff approve without it: `consent={false}`); the tenant is e-mailed a payment
 * link for the transfer.
 */
export function TransferApproveDialog({
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
  const initial = {
    newPropertyId: request.propertyId,
    ...(request.expectedBondValue !== undefined ? { expectedBondValue: request.expectedBondValue } : {}),
  };
  const [value, setValue] = useState<unknown>(initial.expectedBondValue);
  // A bond value typed, or the consent ticked, is not lost to Escape, a click outside or Cancel without asking.
  const { guard, dialog } = useDiscardGuard(isChanged(initial.expectedBondValue, value) || (asksConsent && consent));
  const close = () => guard(onClose);
  const submit = async (data: Record<string, any>) => {
    if (await answer({ status: 'accepted', expectedBondValue: Number(data.expectedBondValue) })) onClose();
  };
  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>Approve transfer?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Set the value of the bond at {request.propertydata?.name ?? 'your property'}.{' '}
            {request.userdata?.name ?? 'The tenant'} will be e-mailed a payment link for the transfer.
          </DialogContentText>
          {asksConsent && <ConsentCheckbox checked={consent} onChange={setConsent} />}
          {open && (
            <SlugForm
              slug="transfer-form"
              idPrefix="transfer"
              initial={initial}
              uiOverrides={OVERRIDES}
              submitLabel="Approve"
              saving={saving || !consent}
              onSubmit={submit}
              onChange={(data) => setValue(data.expectedBondValue)}
              actions={<Button onClick={close}>Cancel</Button>}
            />
          )}
        </DialogContent>
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
