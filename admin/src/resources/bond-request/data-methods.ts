import { api } from '#admin/api/http.ts';
import type { ListPage } from '#client/list-page.ts';

import type { Answer, BondRequestCardsParams, BondRequestRow, BondRow, RefundQuote } from './types.ts';

const q = encodeURIComponent;

/**
 * The query keys of the request cards: under the react-admin resource's name, so an answer invalidates them all at
 * once, and react-admin's refresh reaches them. Bonds and their refund quotes sit under 'bond' (react-admin's own
 * getOne and getList of bonds too), move-in reports under 'inspection'.
 */
export const bondRequestKeys = {
  all: ['bond-request'] as const,
  cards: (params: BondRequestCardsParams) => ['bond-request', 'bondRequestCards', params] as const,
  refundQuote: (bondId: string | undefined) => ['bond', 'bondRefundQuote', bondId] as const,
  one: (id: string) => ['bond-request', 'bondRequestOne', id] as const,
};

/**
 * The data provider's custom methods for bond requests (react-admin "custom methods": screens call them through
 * useConsoleData(), so errors, the 401 path and caching are react-admin's). /api/v1/bondrequest answers what the
 * generic dialect does not: each request with its tenant and property and the facts its accept's rules ask, and the
 * answers, which are actions with their own rules and notices.
 */
export const bondRequestMethods = {
  /** GET /bondrequest: one page of the caller's requests of a type and status (landlords: those about their properties). */
  bondRequestCards: ({ type, status, page, limit }: BondRequestCardsParams) =>
    api.get<ListPage<BondRequestRow>>(
      `/bondrequest?${new URLSearchParams({ type, status, page: String(page), limit: String(limit) })}`,
    ),
  /** GET /bondrequest/{id}: one request as it stands now (its version is kept for the answer's If-Match). */
  bondRequestOne: (id: string) => api.get<BondRequestRow>(`/bondrequest/${q(id)}`),
  /** PATCH /bondrequest/{id}: accept or reject a pending request (a transfer's accept with the new bond value). */
  bondRequestAnswer: (id: string, answer: Answer) => api.patch<BondRequestRow>(`/bondrequest/${q(id)}`, answer),
  /** POST /bondrequest: staff raise a new bond request (type buy) for a tenant and a property. */
  bondRequestCreate: (body: { type: 'buy'; userId: unknown; propertyId: unknown }) =>
    api.post<BondRequestRow>('/bondrequest', body),
  /** POST /bond/release: the guarantee ends today (landlords and staff). */
  bondRelease: (bondId: string) => api.post<BondRow>('/bond/release', { bondId }),
  /** GET /refund/calculate/amt/{bondId}: what cancelling the bond now refunds, and the rule applied. */
  bondRefundQuote: (bondId: string) => api.get<RefundQuote>(`/refund/calculate/amt/${q(bondId)}`),
} satisfies Record<string, (...args: any[]) => Promise<unknown>>;
