import { Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';

import { isLiveBond } from '#domain/bonds/status.ts';
import { shownDate } from '#domain/format/dates.ts';

import { BondStatusChip } from '../user/status-chip.tsx';
import { PropertyThumb } from './property-thumb.tsx';
import { ReleaseBondButton } from './release-bond-button.tsx';
import { useTenantBond } from './request-queries.ts';
import type { BondRequestRow } from './types.ts';

/** An approved new-bond request: tenant, property, approval date, and the bond it became (Release Bond while it is live). */
export function ApprovedRequestItem({ request }: { request: BondRequestRow }) {
  const queryClient = useQueryClient();
  const bond = useTenantBond(request.userId, request.propertyId);
  const b = bond.data;
  return (
    <Box
      component="li"
      data-testid="approved-request"
      data-request-id={request.id}
      sx={{ listStyle: 'none', py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" gap={1.5} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
          <PropertyThumb src={request.propertydata?.propertyImages?.[0]} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600 }}>
              {request.userdata?.name ?? 'Tenant'}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {request.propertydata?.name ?? 'Property'} · approved {shownDate(request.updatedAt ?? request.createdAt)}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" gap={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {bond.isPending ? (
            <Skeleton width={90} height={28} />
          ) : b ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {b.bondId}
              </Typography>
              <BondStatusChip status={b.status} />
              {b.status && isLiveBond(b.status) && (
                <ReleaseBondButton
                  bond={{ id: b.id, bondId: b.bondId, status: b.status }}
                  onReleased={() => queryClient.invalidateQueries({ queryKey: ['bond'] })}
                />
              )}
            </>
          ) : (
            <Chip size="small" variant="outlined" label="Awaiting payment" />
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
