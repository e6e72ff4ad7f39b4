import { Box, Link, Typography } from '@mui/material';
import { shownDate } from '#domain/format/dates.ts';
import { useMoney } from '../../layout/use-money';
import { DetailList } from '../user/drawer/DetailList';
import type { ClaimRecord } from './claim-lines';

/**
 * A claim's comment, documents and settlement read-only (payments and recoveries, a payment view: amounts with
 * paise for every reader, 002 §9; the final comment): for staff who see the claim but may not decide it.
 * `evidence` false leaves out the comment and documents (the editor has them as fields).
 */
export function ClaimSettlement({ claim, evidence = true }: { claim: ClaimRecord; evidence?: boolean }) {
  const money = useMoney();
  const paid = (amount?: number) => money(amount, { payment: true });
  return (
    <Box data-testid="claim-settlement">
      <DetailList
        items={[
          ...(evidence
            ? [
                { label: 'Comment', value: claim.comment },
                { label: 'Documents', value: claim.docs?.length ? claim.docs.map((d, i) => <Link key={d} href={d} target="_blank" rel="noopener noreferrer" sx={{ mr: 1 }}>{`View ${i + 1}`}</Link>) : undefined },
              ]
            : []),
          { label: 'Payments', value: claim.payments?.map((p) => `${shownDate(p.paymentDate)} ${paid(p.authAmount)} (${p.utr_checkNumber})`).join(', ') },
          { label: 'Recoveries', value: claim.recoveries?.map((r) => `${shownDate(r.receiptDate)} ${paid(r.receiptAmount)} (${r.utr_checkNumber})`).join(', ') },
        ]}
      />
      {claim.finalComment && <Typography variant="body2" sx={{ mt: 2 }}>{claim.finalComment}</Typography>}
    </Box>
  );
}
