import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList } from 'react-admin';

import { useMoney } from '#admin/layout/use-money.ts';
import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import type { RepaymentPlan } from '#generated/types/repayment-plan.ts';
import type { WalletEntry } from '#generated/types/wallet-entry.ts';

type Plan = RepaymentPlan & { id: string };
type Entry = WalletEntry & { id: string };

/**
 * The tenant's repayment of a claim in the staff claim drawer (decision 056): the plan they chose, each instalment's
 * due date, amount and status (with a failed one's attempts and reason), the missed flag, and the wallet entries its
 * paid instalments wrote. Read through the generic resources (repayment-plan, wallet-entry); nothing when the tenant
 * has not chosen.
 */
export function InstalmentsPanel({ claim }: { claim: { id: string; claimNumber?: string; tenantId?: string } }) {
  const money = useMoney();
  const paid = (amount?: number) => money(amount, { payment: true });
  const plans = useGetList<Plan>('repayment-plan', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { claimId: claim.id },
  });
  const plan = plans.data?.[0];
  const entries = useGetList<Entry>(
    'wallet-entry',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { userId: plan?.tenantId },
    },
    { enabled: !!plan?.tenantId },
  );
  if (plans.error) return <Alert severity="error">{(plans.error as Error).message}</Alert>;
  if (!plan) return null;
  const own = (entries.data ?? []).filter((e) => e.referenceId?.startsWith(`${claim.claimNumber}/`));
  return (
    <Box component="section" aria-labelledby="instalments-title" data-testid="instalments-panel">
      <Stack direction="row" alignItems="center" gap={1} flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography id="instalments-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Repayment by the tenant
        </Typography>
        <Chip size="small" label={shownEnum('repaymentPlan.status', plan.status)} />
        {plan.missed && <Chip size="small" color="error" label="Missed instalment" data-testid="missed-flag" />}
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {shownEnum('instalmentCount', String(plan.count))}, {paid(plan.amount)} in all
        {plan.startDate ? `, monthly from ${shownDate(plan.startDate)}` : ', mandate not yet authorised'}
        {plan.subscriptionId ? ` · ${shownEnum('repaymentPlan.provider', plan.provider)} ${plan.subscriptionId}` : ''}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Instalments">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Due</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Paid on</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.instalments.map((i) => (
              <TableRow key={i.number}>
                <TableCell>{i.number}</TableCell>
                <TableCell>{shownDate(i.dueDate)}</TableCell>
                <TableCell align="right">{paid(i.amount)}</TableCell>
                <TableCell>
                  {shownEnum('repaymentPlan.instalment.status', i.status)}
                  {(i.attempts ?? 0) > 1 && ` (${i.attempts} attempts)`}
                  {i.status !== 'paid' && i.failure ? ` · ${i.failure}` : ''}
                </TableCell>
                <TableCell>{shownDate(i.paidAt) || '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {own.length > 0 && (
        <Typography variant="body2" component="div" sx={{ mt: 1 }}>
          Wallet entries:{' '}
          {own
            .map(
              (e) =>
                `${shownDate(e.createdAt)} ${shownEnum('walletEntry.reason', e.reason)} ${paid(e.amount)} (${e.referenceId})`,
            )
            .join(', ')}
        </Typography>
      )}
    </Box>
  );
}
