import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';

import { acceptVerdict } from './accept-verdict.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { RefusalNote } from './refusal-note.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { TransferApproveDialog } from './transfer-approve-dialog.tsx';
import type { BondRequestRow } from './types.ts';

/**
 * Approve and Reject, only on a pending request (spec 002 §4); each opens its dialog, with the landlord's consent tick
 * unless `consent` is false (staff answer without it).
 */
export function DecisionActions({ request, consent = true }: { request: BondRequestRow; consent?: boolean }) {
  const [open, setOpen] = useState<'approve' | 'reject'>();
  if (request.status !== 'pending') return null;
  const who = request.userdata?.name ?? 'tenant';
  const close = () => setOpen(undefined);
  const accept = acceptVerdict(request);
  return (
    <Stack direction="row" gap={1} sx={{ flexShrink: 0, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        onClick={() => setOpen('approve')}
        disabled={!accept.ok}
        aria-label={`Approve the request of ${who}`}
        data-testid="approve-request"
      >
        Approve
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        onClick={() => setOpen('reject')}
        aria-label={`Reject the request of ${who}`}
        data-testid="reject-request"
      >
        Reject
      </Button>
      {open === 'approve' && request.type === 'transfer' && (
        <TransferApproveDialog request={request} open onClose={close} consent={consent} />
      )}
      {open === 'approve' && request.type !== 'transfer' && (
        <ApproveDialog request={request} open onClose={close} consent={consent} />
      )}
      {open === 'reject' && <RejectDialog request={request} open onClose={close} />}
      {!accept.ok && <RefusalNote message={accept.message} />}
    </Stack>
  );
}
