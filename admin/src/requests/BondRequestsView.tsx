import type { ReactNode } from 'react';
import { Alert, CircularProgress, Stack } from '@mui/material';
import { groupByProperty } from './group-by-property';
import { useBondRequests, type BondRequestRow } from './requests-api';
import { EmptyState } from './EmptyState';
import { ListPager } from './ListPager';
import { PropertyRequestsCard } from './PropertyRequestsCard';

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
}

/** The pending requests of one type, grouped per property, with Approve and Reject on each. */
export function BondRequestsView({ type, noun, page, onPage, banner, detailsOf }: BondRequestsViewProps) {
  const list = useBondRequests(type, 'pending', page);
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  if (list.isPending) return <CircularProgress aria-label={`Loading ${noun}`} />;
  const { results, totalPages, totalResults } = list.data;
  if (!results.length) return <EmptyState testId="no-requests" title={`No ${noun}`} text="New requests from tenants appear here." />;
  return (
    <Stack gap={2} data-testid={`requests-${type}`}>
      {banner?.(totalResults)}
      {groupByProperty(results).map((group) => (
        <PropertyRequestsCard key={group.propertyId} group={group} detailsOf={detailsOf} />
      ))}
      <ListPager page={page} totalPages={totalPages} onChange={onPage} label={`Pages of ${noun}`} />
    </Stack>
  );
}
