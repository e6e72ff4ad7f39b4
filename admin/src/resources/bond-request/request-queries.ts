import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useGetList, useGetOne } from 'react-admin';

import { useConsoleData } from '#admin/api/use-console-data.ts';

import { bondRequestKeys } from './data-methods.ts';
import type { BondRequestCardsParams, BondRow, InspectionRow, PropertyRow, UserRow } from './types.ts';

export const PAGE_SIZE = 50;

/** The stored resources' lists in the order their own API gives them: newest first. */
const NEWEST = { field: 'createdAt', order: 'DESC' } as const;

/** One page of the caller's bond requests of a type and status (landlords: those about their properties). */
export function useBondRequests(type: string, status: string, page: number, limit = PAGE_SIZE, enabled = true) {
  const data = useConsoleData();
  const params: BondRequestCardsParams = { type, status, page, limit };
  return useQuery({
    queryKey: bondRequestKeys.cards(params),
    queryFn: () => data.bondRequestCards(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One bond the caller may see, by id. */
export function useBond(id: string | undefined) {
  return useGetOne<BondRow>('bond', { id: id ?? '' }, { enabled: !!id, retry: false });
}

/** The tenant's newest bond on a property (an approved new-bond request becomes this bond once paid), or null. */
export function useTenantBond(tenantId: string | undefined, propertyId: string | undefined) {
  const list = useGetList<BondRow>(
    'bond',
    { filter: { tenantId, propertyId }, pagination: { page: 1, perPage: 1 }, sort: NEWEST },
    { enabled: !!tenantId && !!propertyId },
  );
  return { isPending: list.isPending, data: list.data ? (list.data[0] ?? null) : undefined };
}

/** A property as the caller may see it. */
export function useProperty(id: string | undefined) {
  return useGetOne<PropertyRow>('property', { id: id ?? '' }, { enabled: !!id, retry: false, staleTime: 60_000 });
}

/** How many properties the landlord has (the page's empty state when none). */
export function usePropertyCount(landlordId: string | undefined) {
  const list = useGetList<PropertyRow>(
    'property',
    { filter: { landlordId }, pagination: { page: 1, perPage: 1 }, sort: NEWEST },
    { enabled: !!landlordId },
  );
  return { isPending: list.isPending, error: list.error, data: list.total };
}

/** What cancelling the bond now refunds (the fee, the refund and the rule applied). */
export function useRefundQuote(bondId: string | undefined) {
  const data = useConsoleData();
  return useQuery({
    queryKey: bondRequestKeys.refundQuote(bondId),
    queryFn: () => data.bondRefundQuote(bondId!),
    enabled: !!bondId,
    retry: false,
  });
}

/** One page of the caller's move-in reports of a status, pending by default (landlords: those of their bonds). */
export function useInspections(page: number, status = 'pending', limit = PAGE_SIZE) {
  const list = useGetList<InspectionRow>(
    'inspection',
    { filter: { status }, pagination: { page, perPage: limit }, sort: NEWEST },
    { placeholderData: keepPreviousData },
  );
  return { ...list, totalPages: Math.ceil((list.total ?? 0) / limit) };
}

/** A user the caller may see (a landlord: their tenants). */
export function useUser(id: string | undefined) {
  return useGetOne<UserRow>('user', { id: id ?? '' }, { enabled: !!id, retry: false, staleTime: 60_000 });
}

/** How many requests of a type (or move-in reports: 'inspection') wait for an answer. */
export function usePendingCount(type: string) {
  const inspection = type === 'inspection';
  const reports = useGetList<InspectionRow>(
    'inspection',
    { filter: { status: 'pending' }, pagination: { page: 1, perPage: 1 }, sort: NEWEST },
    { enabled: inspection },
  );
  const requests = useBondRequests(type, 'pending', 1, 1, !inspection);
  return inspection
    ? { data: reports.total, isPending: reports.isPending }
    : { data: requests.data?.totalResults, isPending: requests.isPending };
}
