import { Box, Link, Typography } from '@mui/material';
import { rupees } from '#domain/format/money.ts';
import { shownDate } from '#domain/format/dates.ts';
import { DetailList } from '../../users/drawer/DetailList';
import { BreachPanel } from './BreachPanel';
import { ClaimLineSummary } from './ClaimLineSummary';
import { ClaimTotalsBar } from './ClaimTotalsBar';
import type { ClaimRecord } from './claim-lines';
import { isRentClaim } from '#domain/claims/claim-types.ts';
import type { ClaimTerms } from './use-claim-terms';

/** A claim for staff without claims update rights: its totals, lines (with the breach-day calculation), documents and settlement, nothing to change. */
export function ClaimReadOnly({ claim, terms }: { claim: ClaimRecord; terms: ClaimTerms }) {
  return (
    <Box data-testid="claim-readonly">
      <ClaimTotalsBar claim={claim} eligible={claim.eligibleAmount ?? terms.bond.bondAmount} admin={false} />
      <Box sx={{ mt: 2 }}>
        {claim.claims.map((line, i) => (
          <Box key={i}>
            <ClaimLineSummary line={line} index={i} />
            {isRentClaim(line.type) && <Box sx={{ mt: -1, mb: 2 }}><BreachPanel line={line} terms={terms} /></Box>}
          </Box>
        ))}
      </Box>
      <DetailList
        items={[
          { label: 'Comment', value: claim.comment },
          { label: 'Documents', value: claim.docs?.length ? claim.docs.map((d, i) => <Link key={d} href={d} target="_blank" rel="noopener noreferrer" sx={{ mr: 1 }}>{`View ${i + 1}`}</Link>) : undefined },
          { label: 'Payments', value: claim.payments?.map((p) => `${shownDate(p.paymentDate)} ${rupees(p.authAmount)} (${p.utr_checkNumber})`).join(', ') },
          { label: 'Recoveries', value: claim.recoveries?.map((r) => `${shownDate(r.receiptDate)} ${rupees(r.receiptAmount)} (${r.utr_checkNumber})`).join(', ') },
        ]}
      />
      {claim.finalComment && <Typography variant="body2" sx={{ mt: 2 }}>{claim.finalComment}</Typography>}
    </Box>
  );
}
