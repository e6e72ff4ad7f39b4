import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { usePermissions } from 'react-admin';
import { api } from '../../api/http';
import { can } from '../../session/auth-provider';
import { rupees } from '#domain/format/money.ts';
import { shownDate } from '#domain/format/dates.ts';
import { DetailList } from '../../users/drawer/DetailList';
import { ClaimReadOnly } from './ClaimReadOnly';
import { ClaimReportButton } from './ClaimReportButton';
import type { ClaimRecord } from './claim-lines';
import { StaffClaimForm } from './StaffClaimForm';
import { useClaimTerms } from './use-claim-terms';

/**
 * A claim in the staff workspace (002 §2 "Internal users get an editable claims screen"): whose it is and its
 * bond, then the editor for staff with claims update rights (the decision for those mayDecideClaim allows: admins),
 * else the claim read-only; the claim report PDF from the header.
 */
export function StaffClaimDrawer({ claimId, onClose }: { claimId?: string; onClose: () => void }) {
  const titleId = useId();
  const { permissions } = usePermissions();
  const canEdit = can(permissions, 'claims', 'update');
  const claim = useQuery({ queryKey: ['claim', claimId], queryFn: () => api.get<ClaimRecord>(`/claims/${encodeURIComponent(claimId!)}`), enabled: !!claimId });
  const terms = useClaimTerms(claimId);
  const error = claim.error ?? terms.error;
  const c = claim.data;
  const t = terms.data;
  return (
    <Drawer anchor="right" open={!!claimId} onClose={onClose} slotProps={{ paper: { 'aria-labelledby': titleId, role: 'dialog', sx: { width: '100%', '@media (min-width:900px)': { width: 860 } } } as object }}>
      <Box data-testid="staff-claim-drawer" sx={{ p: 2.5 }}>
        <Stack direction="row" alignItems="center" gap={1} sx={{ mb: 2 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {canEdit ? 'Update Claim' : 'Claim'} {c?.claimNumber}
          </Typography>
          {claimId && <ClaimReportButton claimId={claimId} />}
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {error && <Alert severity="error">{error.message}</Alert>}
        {!error && (!c || !t) && <CircularProgress size={24} aria-label="Loading claim" />}
        {c && t && (
          <Stack gap={2.5}>
            <DetailList
              items={[
                { label: 'Tenant', value: c.tenantName },
                { label: 'Landlord', value: c.landlordName },
                { label: 'Raised On', value: shownDate(c.createdAt) },
                { label: 'Bond', value: `${t.bond.bondId} (${t.bond.status})` },
                { label: 'Product', value: t.product?.name },
                { label: 'Bond Effective Date', value: shownDate(t.bond.bondEffectiveDate) },
                { label: 'Bond Value', value: rupees(t.bond.bondAmount) },
                { label: 'Monthly Rent', value: rupees(t.bond.monthlyRent) },
              ]}
            />
            {canEdit ? <StaffClaimForm key={`${c.id}:${c.updatedAt}`} claim={c} terms={t} /> : <ClaimReadOnly claim={c} terms={t} />}
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
