import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import type { BondRequestRow } from './requests-api';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';
import { TransferApproveDialog } from './TransferApproveDialog';

/**
 * What staff with bond-request update rights may do with a request (002 §4): Approve and Reject (with an
 * optional reasonOfReject) only on a pending new-bond request; a pending transfer is accepted with its new
 * bond value (required). Cancellations and move-in reports are their landlord's to answer; nothing otherwise.
 */
export function StaffDecisionActions({ request, canAnswer }: { request: BondRequestRow; canAnswer: boolean }) {
  const [open, setOpen] = useState<'approve' | 'reject' | 'transfer'>();
  if (!canAnswer || request.status !== 'pending') return null;
  const who = request.userdata?.name ?? 'tenant';
  const close = () => setOpen(undefined);
  if (request.type === 'transfer') {
    return (
      <>
        <Button size="small" variant="contained" startIcon={<SwapIcon />} onClick={() => setOpen('transfer')} aria-label={`Accept the transfer of ${who}`} data-testid="accept-transfer" sx={{ flexShrink: 0 }}>
          Accept Transfer
        </Button>
        {open === 'transfer' && <TransferApproveDialog request={request} open onClose={close} consent={false} />}
      </>
    );
  }
  if (request.type !== 'buy') return null;
  return (
    <Stack direction="row" gap={1} sx={{ flexShrink: 0 }}>
      <Button size="small" variant="contained" color="success" startIcon={<CheckIcon />} onClick={() => setOpen('approve')} aria-label={`Approve the request of ${who}`} data-testid="approve-request">
        Approve
      </Button>
      <Button size="small" variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => setOpen('reject')} aria-label={`Reject the request of ${who}`} data-testid="reject-request">
        Reject
      </Button>
      {open === 'approve' && <ApproveDialog request={request} open onClose={close} consent={false} />}
      {open === 'reject' && <RejectDialog request={request} open onClose={close} />}
    </Stack>
  );
}
