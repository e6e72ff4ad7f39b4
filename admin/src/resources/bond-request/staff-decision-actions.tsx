import SwapIcon from '@mui/icons-material/SwapHoriz';
import { Button } from '@mui/material';
import { useState } from 'react';

import { acceptVerdict } from './accept-verdict.ts';
import { DecisionActions } from './decision-actions.tsx';
import { RefusalNote } from './refusal-note.tsx';
import { TransferApproveDialog } from './transfer-approve-dialog.tsx';
import type { BondRequestRow } from './types.ts';

/**
 * What staff with bond-request update rights may do with a request (spec 002 §4): Approve and Reject (with an
 * optional reasonOfReject) only on a pending new-bond request; a pending transfer is accepted with its new
 * bond value (required). Cancellations and move-in reports are their landlord's to answer; nothing otherwise.
 */
export function StaffDecisionActions({ request, canAnswer }: { request: BondRequestRow; canAnswer: boolean }) {
  const [open, setOpen] = useState(false);
  if (!canAnswer || request.status !== 'pending') return null;
  const who = request.userdata?.name ?? 'tenant';
  const close = () => setOpen(false);
  if (request.type === 'transfer') {
    const accept = acceptVerdict(request);
    return (
      <>
        <Button
          size="small"
          variant="contained"
          startIcon={<SwapIcon />}
          onClick={() => setOpen(true)}
          disabled={!accept.ok}
          aria-label={`Accept the transfer of ${who}`}
          data-testid="accept-transfer"
          sx={{ flexShrink: 0 }}
        >
          Accept Transfer
        </Button>
        {!accept.ok && <RefusalNote message={accept.message} />}
        {open && <TransferApproveDialog request={request} open onClose={close} consent={false} />}
      </>
    );
  }
  return request.type === 'buy' ? <DecisionActions request={request} consent={false} /> : null;
}
