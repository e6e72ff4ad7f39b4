import { Alert, Box, Stack, Typography } from '@mui/material';

import { useMoney } from '#admin/layout/use-money.ts';
import { type ClaimParts, claimTotals } from '#domain/claims/totals.ts';
import { messages } from '#generated/messages.ts';

/**
 * A claim's totals as they stand in the form (spec 002 §2, §5): claimed, approved, authorized and eligible (and what
 * was paid and recovered, for admins); the notice when more than the bond value is claimed, and the error when the
 * approved amounts go past the eligible amount.
 */
export function ClaimTotalsBar({ claim, eligible, admin }: { claim: ClaimParts; eligible: number; admin: boolean }) {
  const money = useMoney();
  const totals = claimTotals(claim);
  // Paid and recovered are payments: a payment view's amounts, with paise for every reader (spec 002 §9).
  const items = [
    ['Claimed', totals.totalClaimAmount, false],
    ['Approved', totals.totalApprovedAmount, false],
    ['Authorized', totals.totalAuthAmount, false],
    ['Eligible', eligible, false],
    ...(admin
      ? [
          ['Paid', totals.totalPaid, true],
          ['Recovered', totals.totalRecovered, true],
        ]
      : []),
  ] as [string, number, boolean][];
  return (
    <Box data-testid="claim-totals">
      <Stack direction="row" gap={1} flexWrap="wrap">
        {items.map(([label, amount, payment]) => (
          <Box
            key={label}
            data-testid={`total-${label.toLowerCase()}`}
            sx={{ flex: '1 1 96px', p: 1.25, borderRadius: 1, border: 1, borderColor: 'divider' }}
          >
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {money(amount, { payment })}
            </Typography>
          </Box>
        ))}
      </Stack>
      {totals.totalClaimAmount > eligible && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {messages.claim.overBondValue}
        </Alert>
      )}
      {totals.totalApprovedAmount > eligible && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messages.claim.approvedOverEligible}
        </Alert>
      )}
    </Box>
  );
}
