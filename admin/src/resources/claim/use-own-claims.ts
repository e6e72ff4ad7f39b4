import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useConsoleData } from '#admin/api/use-console-data.ts';

import { claimKeys } from './data-methods.ts';

/** Claims table page size (spec 002 §9). */
export const CLAIMS_PAGE_SIZE = 10;

/** GET /claims: one page of the caller's own claims (the server limits a landlord or tenant to theirs), newest first, with the names of whose they are. */
export function useOwnClaims(page: number) {
  const data = useConsoleData();
  return useQuery({
    queryKey: claimKeys.own(page),
    queryFn: () => data.claimOwnPage(page, CLAIMS_PAGE_SIZE),
    placeholderData: (previous) => previous,
  });
}

/** The claims screen's list state: the page shown, its rows and what the table needs of them. */
export function useClaimsPage() {
  const [page, setPage] = useState(1);
  const list = useOwnClaims(page);
  const rows = list.data?.results ?? [];
  return {
    rows,
    error: list.error as Error | null,
    table: { rows, page, total: list.data?.totalResults ?? 0, loading: list.isFetching || !list.data, onPage: setPage },
  };
}
