import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';

import { shownEnum } from '#domain/format/labels.ts';

import { NewBondRequestButton } from './new-bond-request-button.tsx';
import { StaffKindList } from './staff-kind-list.tsx';
import type { useStaffRequestsLocation } from './staff-request-kinds.ts';

/** The drawer of one kind of request (spec 002 §2): its title, a status filter, and the requests of that status. */
export function StaffRequestsDrawer({ location }: { location: ReturnType<typeof useStaffRequestsLocation> }) {
  const titleId = useId();
  const { open: kind, status, page } = location;
  return (
    <Drawer
      anchor="right"
      open={!!kind}
      onClose={location.close}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          role: 'dialog',
          sx: { width: '100%', '@media (min-width:768px)': { width: 760 } },
        } as object,
      }}
    >
      {kind && (
        <Box sx={{ p: { xs: 2, md: 3 } }} data-testid="requests-drawer" data-kind={kind.key}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
            <Typography id={titleId} variant="h5" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
              {kind.title}
            </Typography>
            <IconButton aria-label="Close" onClick={location.close} data-testid="requests-drawer-close">
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack
            direction="row"
            gap={2}
            sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={status}
              onChange={(_, next: string | null) => next && location.setStatus(next)}
              aria-label="Status"
              sx={{ '& .MuiToggleButton-root': { textTransform: 'none', fontWeight: 600, px: 2 } }}
            >
              {kind.statuses.map((s) => (
                <ToggleButton key={s} value={s} data-testid={`status-${s}`}>
                  {shownEnum(kind.type === 'inspection' ? 'inspection.status' : 'bondRequest.status', s)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {kind.type === 'buy' && <NewBondRequestButton />}
          </Stack>
          <StaffKindList kind={kind} status={status} page={page} onPage={location.setPage} />
        </Box>
      )}
    </Drawer>
  );
}
