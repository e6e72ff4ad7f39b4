import { Alert, CircularProgress, Stack } from '@mui/material';

import { EmptyState } from './empty-state.tsx';
import { FocusNotListed } from './focus-not-listed.tsx';
import { useFocusedRequest } from './focused-request.ts';
import { InspectionCard } from './inspection-card.tsx';
import { ListPager } from './list-pager.tsx';
import { useInspections } from './request-queries.ts';

/**
 * The Inspection view: the pending move-in reports of the landlord's bonds, newest first; staff read the reports of
 * either status (`readOnly`: they view, the landlord resolves).
 */
export function InspectionRequests({
  page,
  onPage,
  status = 'pending',
  readOnly,
}: {
  page: number;
  onPage: (page: number) => void;
  status?: string;
  readOnly?: boolean;
}) {
  const list = useInspections(page, status);
  const focus = useFocusedRequest().bond;
  if (list.error) return <Alert severity="error">{list.error.message}</Alert>;
  if (list.isPending || !list.data) return <CircularProgress aria-label="Loading move-in reports" />;
  const missing = !!focus && !list.data.some((i) => i.bondId === focus) && <FocusNotListed />;
  if (!list.data.length)
    return (
      <Stack gap={2}>
        {missing}
        <EmptyState
          testId="no-requests"
          title="No inspection requests"
          text={
            readOnly
              ? 'Move-in reports tenants submit appear here.'
              : 'Move-in reports your tenants submit appear here for your review.'
          }
        />
      </Stack>
    );
  return (
    <Stack gap={2} data-testid="requests-inspection">
      {missing}
      {list.data.map((i) => (
        <InspectionCard key={i.id} inspection={i} readOnly={readOnly} />
      ))}
      <ListPager page={page} totalPages={list.totalPages} onChange={onPage} label="Pages of move-in reports" />
    </Stack>
  );
}
