import { Box } from '@mui/material';

import { isRentClaim } from '#domain/claims/claim-types.ts';

import { BreachPanel } from './breach-panel.tsx';
import { ClaimLineSummary } from './claim-line-summary.tsx';
import type { ClaimRecord } from './claim-lines.ts';
import { ClaimSettlement } from './claim-settlement.tsx';
import { ClaimTotalsBar } from './claim-totals-bar.tsx';
import type { ClaimTerms } from './use-claim-terms.ts';

/** A claim for staff without claims update rights: its totals, lines (with the breach-day calculation), documents and settlement, nothing to change. */
export function ClaimReadOnly({ claim, terms }: { claim: ClaimRecord; terms: ClaimTerms }) {
  return (
    <Box data-testid="claim-readonly">
      <ClaimTotalsBar claim={claim} eligible={claim.eligibleAmount ?? terms.bond.bondAmount} admin={false} />
      <Box sx={{ mt: 2 }}>
        {claim.claims.map((line, i) => (
          <Box key={i}>
            <ClaimLineSummary line={line} index={i} />
            {isRentClaim(line.type) && (
              <Box sx={{ mt: -1, mb: 2 }}>
                <BreachPanel line={line} terms={terms} />
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <ClaimSettlement claim={claim} />
    </Box>
  );
}
