import { Alert, Box, Typography } from '@mui/material';

import { useMoney } from '#admin/layout/use-money.ts';
import { messages } from '#generated/messages.ts';

import { BondFacts } from './bond-facts.tsx';
import { RequestFacts } from './request-facts.tsx';
import { useRefundQuote } from './request-queries.ts';
import type { BondRequestRow } from './types.ts';

/** The bond's groups a cancellation shows: what it costs and when it runs (bond schema's x-ui.details). */
const BOND_GROUPS = ['money', 'dates'] as const;

/**
 * The cancellation view (spec 001 §1, 002 §4): the bond being cancelled, the refund the tenant chose (the request's
 * cancellation facts) and what it comes to, and the warning that a rejection for damage or other issues refunds no fee.
 */
export function CancelRequestDetails({ request }: { request: BondRequestRow }) {
  const money = useMoney();
  const refund = useRefundQuote(request.bondId);
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2 }} data-testid="cancel-details">
      <BondFacts bondId={request.bondId} groups={BOND_GROUPS}>
        <RequestFacts request={request} group="cancellation" testId="cancellation-facts" />
        {refund.data && (
          <Box component="dl" sx={{ m: 0 }} data-testid="refund-quote">
            <Typography component="dt" variant="caption" color="text.secondary">
              Refund Amount
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {money(refund.data.refundAmount, { payment: true })}
            </Typography>
          </Box>
        )}
      </BondFacts>
      {refund.data?.rule && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {refund.data.rule}
        </Typography>
      )}
      <Alert severity="warning" sx={{ mt: 1.5 }}>
        {messages.account.cancelRejectWarning}
      </Alert>
    </Box>
  );
}
