import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

import { shownDate } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import { rupeesWithPaise } from '#domain/format/money.ts';
import type { Payment } from '#generated/types/payment.ts';

import { QueryState } from '../query-state.tsx';
import { SectionCard } from '../section-card.tsx';
import { useUserRecords } from '../use-user-detail.ts';

/** The tenant's payments (finalFee, bondFee, orderId, createdAt); amounts with two decimals (spec 002 §9). */
export function PaymentsSection({ userId }: { userId: string }) {
  const payments = useUserRecords<Payment>('payment', { tenantId: userId }, 50);
  return (
    <SectionCard title="Payments" testId="payments">
      <QueryState query={payments} label="payments">
        {(rows) =>
          rows.length === 0 ? (
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
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
