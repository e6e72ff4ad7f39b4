import ArrowIcon from '@mui/icons-material/ArrowForward';
import { Stack } from '@mui/material';

import { BondFacts } from './bond-facts.tsx';
import { PropertySummary } from './property-summary.tsx';
import { RequestFacts } from './request-facts.tsx';
import type { BondRequestRow } from './types.ts';

/** The bond's group a transfer shows: what it costs today (bond schema's x-ui.details). */
const BOND_GROUPS = ['money'] as const;

/**
 * The transfer view (spec 001 §2): the old and the new property side by side, the bond that moves, and the request's
 * transfer facts (the value asked for the new bond).
 */
export function TransferRequestDetails({ request }: { request: BondRequestRow }) {
  return (
    <Stack gap={1.5} data-testid="transfer-details">
      <Stack direction={{ xs: 'column', md: 'row' }} gap={1.5} sx={{ alignItems: { md: 'center' } }}>
        <PropertySummary caption="From" propertyId={request.oldPropertyId} testId="transfer-old-property" />
        <ArrowIcon
          color="action"
          sx={{ alignSelf: 'center', transform: { xs: 'rotate(90deg)', md: 'none' } }}
          aria-hidden
        />
        <PropertySummary caption="To" propertyId={request.propertyId} testId="transfer-new-property" />
      </Stack>
      <BondFacts bondId={request.bondId} groups={BOND_GROUPS}>
        <RequestFacts request={request} group="transfer" omit={['oldPropertyId']} testId="transfer-facts" />
      </BondFacts>
    </Stack>
  );
}
