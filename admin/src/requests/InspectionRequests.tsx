import { Alert, CircularProgress, Stack } from '@mui/material';
import { usePendingInspections } from './requests-api';
import { EmptyState } from './EmptyState';
import { InspectionCard } from './InspectionCard';
import { ListPager } from './ListPager';

/** The Inspection view: the pending move-in reports of the landlord's bonds, newest first. */
export function InspectionRequests({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = usePendingInspections(page);
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  if (list.isPending) return <CircularProgress aria-label="Loading move-in reports" />;
  if (!list.data.results.length) return <EmptyState testId="no-requests" title="No inspection requests" text="Move-in reports your tenants submit appear here for your review." />;
  return (
    <Stack gap={2} data-testid="requests-inspection">
      {list.data.results.map((i) => (
        <InspectionCard key={i.id} inspection={i} />
      ))}
      <ListPager page={page} totalPages={list.data.totalPages} onChange={onPage} label="Pages of move-in reports" />
    </Stack>
  );
}
