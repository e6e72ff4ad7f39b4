import { Box, Stack, Typography } from '@mui/material';
import ArrowIcon from '@mui/icons-material/ArrowForward';
import { useMoney } from '../../layout/use-money';
import { useBond } from './request-queries';
import type { BondRequestRow } from './types';
import { PropertySummary } from './PropertySummary';

/** The transfer view (001 §2): the old and the new property side by side, the current bond and the value asked for the new one. */
export function TransferRequestDetails({ request }: { request: BondRequestRow }) {
  const money = useMoney();
  const bond = useBond(request.bondId);
  return (
    <Box data-testid="transfer-details">
      <Stack direction={{ xs: 'column', md: 'row' }} gap={1.5} sx={{ alignItems: { md: 'center' } }}>
        <PropertySummary caption="From" propertyId={request.oldPropertyId} testId="transfer-old-property" />
        <ArrowIcon color="action" sx={{ alignSelf: 'center', transform: { xs: 'rotate(90deg)', md: 'none' } }} aria-hidden />
        <PropertySummary caption="To" propertyId={request.propertyId} testId="transfer-new-property" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {bond.data ? `Bond ${bond.data.bondId ?? ''}: ${money(bond.data.bondAmount)} today. ` : ''}
        New bond value asked: {request.expectedBondValue != null ? money(request.expectedBondValue) : 'not given'}
      </Typography>
    </Box>
  );
}
