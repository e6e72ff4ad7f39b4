import AddHomeIcon from '@mui/icons-material/AddHomeWork';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { useConsoleConfig } from '#admin/layout/console-config.ts';
import { currentUser } from '#admin/session/session.ts';

import { EmptyState } from './empty-state.tsx';
import { KindView } from './kind-view.tsx';
import { RequestKindToggle } from './request-kind-toggle.tsx';
import { REQUEST_KINDS, useRequestKind } from './request-kinds.ts';
import { usePropertyCount } from './request-queries.ts';
import { StaffRequestsPage } from './staff-requests-page.tsx';

/**
 * /home/requests (spec 001 §2, 002 §2 Bond requests): the landlord's requests, by kind (kept in the address as
 * `?kind=`): new bonds with the Approved Requests, transfers, cancellations and move-in reports. A landlord
 * without properties sees how to add one instead. Staff get the four kinds as cards and drawers (StaffRequestsPage).
 */
export default function RequestsPage() {
  const config = useConsoleConfig();
  const landlord = config.data?.type === 'landlord';
  const properties = usePropertyCount(landlord ? currentUser()?.id : undefined);
  const { kind, page, selectKind, setPage } = useRequestKind();
  const waiting = config.isPending || (landlord && properties.isPending);
  const noProperties = landlord && properties.data === 0;
  if (config.data?.type === 'employee') return <StaffRequestsPage />;
  return (
    <Box sx={{ py: { xs: 2, md: 3 }, px: { xs: 0, sm: 1 }, maxWidth: 1100 }}>
      <Title title="Requests" />
      <Stack gap={2.5}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2rem' } }}>
            Requests
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Answer your tenants' bond, transfer and cancellation requests and review their move-in reports.
          </Typography>
        </Box>
        {config.error ? (
          <Alert severity="error">{config.error.message}</Alert>
        ) : properties.error ? (
          <Alert severity="error">{properties.error.message}</Alert>
        ) : waiting ? (
          <CircularProgress aria-label="Loading requests" />
        ) : noProperties ? (
          <EmptyState
            testId="no-properties"
            title="You have no properties yet"
            text="Add your properties to receive bond requests from credit-verified tenants."
            action={
              <Button component={RouterLink} to="/property/create" variant="contained" startIcon={<AddHomeIcon />}>
                ADD PROPERTIES
              </Button>
            }
          />
        ) : (
          <>
            <RequestKindToggle value={kind} onChange={selectKind} />
            <Box component="section" aria-label={`${REQUEST_KINDS.find((k) => k.key === kind)?.label} requests`}>
              <KindView kind={kind} page={page} onPage={setPage} />
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
