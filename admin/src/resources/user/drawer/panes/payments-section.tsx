import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

import { useViewerRoles } from '#admin/layout/use-viewer-roles.ts';
import { type AccessRole } from '#domain/access/roles.ts';
import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import { detailGroups, type DetailItem } from '#forms/details/detail-groups.ts';
import paymentSchema from '#generated/schemas/payment.json';
import type { Payment } from '#generated/types/payment.ts';

import { QueryState } from '../query-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { useUserRecords } from '../use-user-detail.ts';

type PaymentRow = Payment & { id: string };

/**
 * Each payment's fields beyond the table's own columns (the payment schema's x-ui.details 'more' group: what an
 * analyst adds), as the viewer may read them; a column for every such field one of the payments holds.
 */
function moreFields(rows: PaymentRow[], roles: readonly AccessRole[]) {
  const more = (p: PaymentRow) =>
    new Map(
      detailGroups(paymentSchema, { ...p }, { group: 'more', roles, money: rupeesWithPaise })
        .flatMap((g) => g.items)
        .map((i): [string, DetailItem] => [i.field, i]),
    );
  const byRow = new Map(rows.map((p) => [p.id, more(p)]));
  const columns = new Map<string, string>();
  for (const items of byRow.values()) for (const i of items.values()) columns.set(i.field, i.label);
  return { columns: [...columns], text: (p: PaymentRow, field: string) => byRow.get(p.id)?.get(field)?.text ?? '—' };
}

/** The tenant's payments (finalFee, bondFee, orderId, createdAt); amounts with two decimals (spec 002 §9). */
export function PaymentsSection({ userId }: { userId: string }) {
  const payments = useUserRecords<PaymentRow>('payment', { tenantId: userId }, 50);
  const roles = useViewerRoles();
  return (
    <SectionCard title="Payments" testId="payments">
      <QueryState query={payments} label="payments">
        {(rows) => {
          const more = moreFields(rows, roles);
          return rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No payments.
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Payments">
                <TableHead>
                  <TableRow>
                    <TableCell>Order ID</TableCell>
                    <TableCell align="right">Final Fee</TableCell>
                    <TableCell align="right">Bond Fee</TableCell>
                    <TableCell>Paid On</TableCell>
                    <TableCell>Mode</TableCell>
                    {more.columns.map(([field, label]) => (
                      <TableCell key={field}>{label}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((p) => (
                    <TableRow key={p.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.orderId}</TableCell>
                      <TableCell align="right">{rupeesWithPaise(p.finalFee)}</TableCell>
                      <TableCell align="right">{rupeesWithPaise(p.bondFee)}</TableCell>
                      <TableCell>{shownDate(p.createdAt)}</TableCell>
                      <TableCell>{shownEnum('payment.mode', p.mode)}</TableCell>
                      {more.columns.map(([field]) => (
                        <TableCell key={field}>{more.text(p, field)}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
