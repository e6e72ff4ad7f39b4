import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BondRequest } from '#generated/types/bond-request.ts';
import type { Bond } from '#generated/types/bond.ts';
import type { Inspection } from '#generated/types/inspection.ts';
import type { Property } from '#generated/types/property.ts';
import type { User } from '#generated/types/user.ts';
import type { ListPage } from '#client/list-page.ts';
import type { RequestAnswerFacts } from '#client/request-answer-facts.ts';
import { api } from '../../api/http';

/** A row of GET /bondrequest: the request with its tenant (`userdata`), property (`propertydata`) and `occurrence` (002 §3). */
export type BondRequestRow = BondRequest & {
  id: string;
  createdAt: string;
  occurrence: number;
  userdata: { id: string; name?: string; phone?: string; email?: string; createdAt?: string } | null;
  propertydata: { name?: string; propertyImages?: string[]; ownerFullName?: string | null; expectedBondValue?: number | null } | null;
  /** On a pending buy or transfer: the facts its accept's rules ask (see accept-verdict.ts). */
  answerFacts?: RequestAnswerFacts;
};

export type BondRow = Bond & { id: string };
export type PropertyRow = Property & { id: string };
export type InspectionRow = Inspection & { id: string; createdAt?: string };
export type UserRow = User & { id: string };

/** Every query of this page starts with this key, so one invalidation refreshes the lists after an answer. */
export const REQUESTS_KEY = 'landlord-requests';
export const PAGE_SIZE = 50;

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();

/** One page of the caller's bond requests of a type and status (landlords: those about their properties). */
export function useBondRequests(type: string, status: string, page: number, limit = PAGE_SIZE) {
  return useQuery({
    queryKey: [REQUESTS_KEY, 'requests', type, status, page, limit],
    queryFn: () => api.get<ListPage<BondRequestRow>>(`/bondrequest?${query({ type, status, page, limit })}`),
    placeholderData: keepPreviousData,
  });
}

/** One bond the caller may see, by id. */
export function useBond(id: string | undefined) {
  return useQuery({ queryKey: [REQUESTS_KEY, 'bond', id], queryFn: () => api.get<BondRow>(`/bond/${id}`), enabled: !!id, retry: false });
}

/** The tenant's newest bond on a property (an approved new-bond request becomes this bond once paid), or null. */
export function useTenantBond(tenantId: string | undefined, propertyId: string | undefined) {
  return useQuery({
    queryKey: [REQUESTS_KEY, 'tenant-bond', tenantId, propertyId],
    queryFn: async () => (await api.get<ListPage<BondRow>>(`/bond?${query({ tenantId, propertyId, limit: 1 })}`)).results[0] ?? null,
    enabled: !!tenantId && !!propertyId,
  });
}

/** A property as the caller may see it. */
export function useProperty(id: string | undefined) {
  return useQuery({ queryKey: ['property', id], queryFn: () => api.get<PropertyRow>(`/property/${id}`), enabled: !!id, retry: false, staleTime: 60_000 });
}

/** How many properties the landlord has (the page's empty state when none). */
export function usePropertyCount(landlordId: string | undefined) {
  return useQuery({
    queryKey: [REQUESTS_KEY, 'property-count', landlordId],
    queryFn: async () => (await api.get<ListPage<PropertyRow>>(`/property?${query({ landlordId, limit: 1 })}`)).totalResults,
    enabled: !!landlordId,
  });
}

/** What cancelling the bond now refunds (GET /refund/calculate/amt/{bondId}): the fee, the refund and the rule applied. */
export interface RefundQuote {
  bondFee: number;
  refundAmount: number;
  fullRefund: boolean;
  rule: string;
}

export function useRefundQuote(bondId: string | undefined) {
  return useQuery({ queryKey: [REQUESTS_KEY, 'refund', bondId], queryFn: () => api.get<RefundQuote>(`/refund/calculate/amt/${bondId}`), enabled: !!bondId, retry: false });
}

/** One page of the caller's move-in reports of a status, pending by default (landlords: those of their bonds). */
export function usePendingInspections(page: number, status = 'pending', limit = PAGE_SIZE) {
  return useQuery({
    queryKey: [REQUESTS_KEY, 'inspections', status, page, limit],
    queryFn: () => api.get<ListPage<InspectionRow>>(`/inspections?${query({ status, page, limit })}`),
    placeholderData: keepPreviousData,
  });
}

/** A user the caller may see (a landlord: their tenants). */
export function useUser(id: string | undefined) {
  return useQuery({ queryKey: ['user', id], queryFn: () => api.get<UserRow>(`/users/${id}`), enabled: !!id, retry: false, staleTime: 60_000 });
}

/** How many requests of a type (or move-in reports: 'inspection') wait for an answer. */
export function usePendingCount(type: string) {
  const path = type === 'inspection' ? `/inspections?${query({ status: 'pending', limit: 1 })}` : `/bondrequest?${query({ type, status: 'pending', limit: 1 })}`;
  return useQuery({ queryKey: [REQUESTS_KEY, 'pending-count', type], queryFn: async () => (await api.get<ListPage<unknown>>(path)).totalResults });
}
