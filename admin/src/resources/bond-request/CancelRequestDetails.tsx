import { Alert, Box, Stack, Typography } from '@mui/material';
import { humanize } from '#engine/runtime/forms/labels.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { messages } from '#generated/messages.ts';
import { useMoney } from '../../layout/use-money';
import { shownDate } from '#domain/format/dates.ts';
import { DetailList } from '../user/drawer/DetailList';
import { BondStatusChip } from '../user/StatusChip';
import { useBond, useRefundQuote } from './request-queries';
import type { BondRequestRow } from './types';

/**
 * The cancellation view (001 §1, 002 §4): the bond being cancelled, the refund the tenant chose and what it
 * comes to, and the warning that a rejection for damage or other issues refunds no fee.
 */
export function CancelRequestDetails({ request }: { request: BondRequestRow }) {
  const money = useMoney();
  const bond = useBond(request.bondId);
  const refund = useRefundQuote(request.bondId);
  const b = bond.data;
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 2 }} data-testid="cancel-details">
      <Stack direction="row" gap={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography component="h5" variant="subtitle2" sx={{ fontWeight: 600 }}>
          Bond {b?.bondId ?? ''}
        </Typography>
        {b && <BondStatusChip status={b.status} />}
      </Stack>
      {bond.isError && <Alert severity="error">{bond.error.message}</Alert>}
      <DetailList
        items={[
          { label: 'Bond Amount', value: money(b?.bondAmount) },
          { label: 'Bond Fee', value: money(b?.bondFee) },
          { label: 'Check-in', value: shownDate(b?.checkinDate) },
          { label: 'Effective From', value: shownDate(b?.bondEffectiveDate) },
          { label: 'Refund To', value: shownEnum('bondRefundType', request.refundType) || undefined },
          { label: 'Refund Amount', value: refund.data ? money(refund.data.refundAmount, { payment: true }) : undefined },
          ...(request.cancelOption ? [{ label: 'Cancel Option', value: humanize(request.cancelOption) }] : []),
          ...(request.reason ? [{ label: "Tenant's Reason", value: request.reason }] : []),
        ]}
      />
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
