import { Alert, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';

import { EmptyState } from './empty-state.tsx';
import { FocusNotListed } from './focus-not-listed.tsx';
import { useFocusedRequest } from './focused-request.ts';
import { groupByProperty } from './group-by-property.ts';
import { ListPager } from './list-pager.tsx';
import { PropertyRequestsCard } from './property-requests-card.tsx';
import { useBondRequests } from './request-queries.ts';
import type { BondRequestRow } from './types.ts';

export interface BondRequestsViewProps {
  /** The bond request type listed (buy, transfer, cancel). */
  type: string;
  /** How the empty state names these requests, e.g. "new bond requests". */
  noun: string;
  page: number;
  onPage: (page: number) => void;
  /** Shown above the list when there are pending requests (the congratulations banner). */
  banner?: (total: number) => ReactNode;
  detailsOf?: (request: BondRequestRow) => ReactNode;
  /** The actions of each request (default: the landlord's Approve and Reject on pending ones). */
  actionsOf?: (request: BondRequestRow) => ReactNode;
  /** The status listed (default pending). */
  status?: string;
  /** The empty state's sentence. */
  emptyText?: string;
}

/** The requests of one type and status (pending by default), grouped per property, with the actions on each. */
export function BondRequestsView({
  type,
  noun,
  page,
  onPage,
  banner,
  detailsOf,
  actionsOf,
  status = 'pending',
  emptyText = 'New requests from tenants appear here.',
}: BondRequestsViewProps) {
  const list = useBondRequests(type, status, page);
  const focus = useFocusedRequest().request;
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  if (list.isPending) return <CircularProgress aria-label={`Loading ${noun}`} />;
  const { results, totalPages, totalResults } = list.data;
  const missing = !!focus && !results.some((r) => r.id === focus) && <FocusNotListed />;
  if (!results.length)
    return (
      <Stack gap={2}>
        {missing}
        <EmptyState testId="no-requests" title={`No ${noun}`} text={emptyText} />
      </Stack>
    );
  return (
    <Stack gap={2} data-testid={`requests-${type}`}>
      {missing}
      {banner?.(totalResults)}
      {groupByProperty(results).map((group) => (
        <PropertyRequestsCard key={group.propertyId} group={group} detailsOf={detailsOf} actionsOf={actionsOf} />
      ))}
      <ListPager page={page} totalPages={totalPages} onChange={onPage} label={`Pages of ${noun}`} />
    </Stack>
  );
}
