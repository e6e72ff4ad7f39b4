import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, CircularProgress, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { usePermissions } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import { can } from '#admin/session/auth-provider.ts';

import { ClaimFacts } from './claim-facts.tsx';
import { ClaimReadOnly } from './claim-read-only.tsx';
import { ClaimReportButton } from './claim-report-button.tsx';
import { ClaimSides } from './claim-sides.tsx';
import { ClaimTimelinePanel } from './claim-timeline-panel.tsx';
import { claimKeys } from './data-methods.ts';
import { InstalmentsPanel } from './instalments-panel.tsx';
import { settled, StaffClaimForm } from './staff-claim-form.tsx';
import { useClaimDraft } from './use-claim-draft.tsx';
import { useClaimTerms } from './use-claim-terms.ts';

/**
 * A claim in the staff workspace (spec 002 §2 "Internal users get an editable claims screen"): its timeline first (the
 * overdue stage flagged, issue 34), whose it is and its bond, both sides' evidence line by line, then the editor for staff with claims update rights, titled Update Claim (the decision for those
 * mayDecideClaim allows: admins; read-only to the others), else the claim read-only, titled by its number; the
 * claim report PDF from the header. The editor's changes are kept as a draft that survives a reload, and a close
 * (the button, Escape, a click outside) asks before discarding them.
 */
export function StaffClaimDrawer({ claimId, onClose }: { claimId?: string; onClose: () => void }) {
  const titleId = useId();
  const { permissions } = usePermissions();
  const canEdit = can(permissions, 'claims', 'update');
  const data = useConsoleData();
  const claim = useQuery({
    queryKey: claimKeys.one(claimId),
    queryFn: () => data.claimOne(claimId!),
    enabled: !!claimId,
  });
  const terms = useClaimTerms(claimId);
  const error = claim.error ?? terms.error;
  const c = claim.data;
  const t = terms.data;
  const initial = useMemo(() => (c ? settled({ ...c }) : undefined), [c]);
  const draft = useClaimDraft(canEdit && claimId ? `staff-claim:${claimId}` : null, initial);
  const close = () => draft.close(onClose);
  return (
    <Drawer
      anchor="right"
      open={!!claimId}
      onClose={close}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          role: 'dialog',
          sx: { width: '100%', '@media (min-width:900px)': { width: 860 } },
        } as object,
      }}
    >
      <Box data-testid="staff-claim-drawer" sx={{ p: 2.5 }}>
        <Stack direction="row" alignItems="center" flexWrap="wrap" columnGap={1} rowGap={1} sx={{ mb: 2 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
            {canEdit ? 'Update Claim' : 'Claim'}{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {c?.claimNumber}
            </Box>
          </Typography>
          <Box sx={{ order: { xs: 3, sm: 0 }, width: { xs: '100%', sm: 'auto' } }}>
            {claimId && <ClaimReportButton claimId={claimId} />}
          </Box>
          <IconButton aria-label="Close" onClick={close} sx={{ order: { xs: 2, sm: 0 } }}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {error && <Alert severity="error">{error.message}</Alert>}
        {!error && (!c || !t) && <CircularProgress size={24} aria-label="Loading claim" />}
        {c && t && (
          <Stack gap={2.5}>
            <ClaimTimelinePanel claim={c} audience="staff" />
            <ClaimFacts claim={c} terms={t} />
            <ClaimSides claim={c} />
            <InstalmentsPanel claim={c} />
            {canEdit && draft.notice}
            {canEdit ? (
              draft.data && (
                <StaffClaimForm
                  key={`${c.id}:${c.updatedAt}`}
                  claim={c}
                  terms={t}
                  data={draft.data}
                  onChange={draft.setData}
                  onSaved={draft.saved}
                />
              )
            ) : (
              <ClaimReadOnly claim={c} terms={t} />
            )}
          </Stack>
        )}
      </Box>
      {draft.dialog}
    </Drawer>
  );
}
