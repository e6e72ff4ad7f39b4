import { Chip, Stack, Typography } from '@mui/material';

import { shownDate } from '#domain/format/dates.ts';
import { messages } from '#generated/messages.ts';

import type { BondRequestRow } from './types.ts';

const COLOR = { accepted: 'success', rejected: 'error', pending: 'warning' } as const;
const LABEL = { accepted: 'Accepted', rejected: 'Rejected', pending: 'Pending' } as const;

/** A decided request's outcome: its status, when it was decided, and the reason of a rejection (reasonOfReject). */
export function DecisionNote({ request }: { request: BondRequestRow }) {
  const status = (request.status ?? 'pending') as keyof typeof COLOR;
  if (status === 'pending') return null;
  return (
    <Stack gap={0.5} data-testid="decision-note" data-status={status}>
      <Stack direction="row" gap={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={COLOR[status]} label={LABEL[status]} />
        <Typography variant="caption" color="text.secondary">
          on {shownDate(request.updatedAt ?? request.createdAt)}
        </Typography>
      </Stack>
      {status === 'rejected' && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Reason: {request.reasonOfReject || messages.bondRequest.noReasonGiven}
        </Typography>
      )}
    </Stack>
  );
}
