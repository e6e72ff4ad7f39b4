import AddHomeIcon from '@mui/icons-material/AddHomeWork';
import CancelIcon from '@mui/icons-material/EventBusy';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

import { RequestKindCard } from './request-kind-card.tsx';
import type { RequestKind } from './request-kinds.ts';
import { usePendingCount } from './request-queries.ts';
import { STAFF_KINDS, type StaffKind, useStaffRequestsLocation } from './staff-request-kinds.ts';
import { StaffRequestsDrawer } from './staff-requests-drawer.tsx';

const ICONS: Record<RequestKind, ReactNode> = {
  new: <AddHomeIcon />,
  cancel: <CancelIcon />,
  transfer: <SwapIcon />,
  inspection: <FactCheckIcon />,
};

/**
 * /home/requests for staff (spec 002 §2, §4): a card per kind of request (New Bond Requests, Cancel Request, Transfer
 * Requests, Inspection Request) with how many wait; each opens its drawer with the requests by status.
 */
export function StaffRequestsPage() {
  const location = useStaffRequestsLocation();
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, px: { xs: 0, sm: 1 }, maxWidth: 1200 }}>
      <Title title="Bond Requests" />
      <Stack gap={2.5}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2rem' } }}>
            Bond Requests
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Tenants' requests for new bonds, cancellations and transfers, and their move-in reports.
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {STAFF_KINDS.map((kind) => (
            <KindCard key={kind.key} kind={kind} onOpen={() => location.openKind(kind.key)} />
          ))}
        </Box>
      </Stack>
      <StaffRequestsDrawer location={location} />
    </Box>
  );
}

function KindCard({ kind, onOpen }: { kind: StaffKind; onOpen: () => void }) {
  const count = usePendingCount(kind.type);
  return (
    <RequestKindCard
      kind={kind}
      icon={ICONS[kind.key]}
      pending={count.data}
      loading={count.isPending}
      onOpen={onOpen}
    />
  );
}
