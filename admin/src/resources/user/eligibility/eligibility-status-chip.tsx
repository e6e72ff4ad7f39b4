import { Box } from '@mui/material';

import { EligibilityChip } from '../status-chip.tsx';

/** The eligibility status (requested, eligible, basiceligible, ineligible, none): the users list's chip, AA contrast in both themes. */
export function EligibilityStatusChip({ status }: { status?: string }) {
  return (
    <Box component="span" data-testid="eligibility-status" data-status={status ?? 'none'}>
      <EligibilityChip status={status} />
    </Box>
  );
}
