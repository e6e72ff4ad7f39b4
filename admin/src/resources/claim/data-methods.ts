import { api, send } from '#admin/api/http.ts';
import type { ListPage } from '#client/list-page.ts';
import type { ClaimTerms } from '#domain/claims/terms.ts';

import type { ClaimRecord } from './claim-lines.ts';

const q = encodeURIComponent;

/** The claims screens' query keys: under the resource's name, so react-admin's refresh and invalidations reach them. */
export const claimKeys = {
  own: (page: number) => ['claim', 'claimOwnPage', page] as const,
  one: (id: string | undefined) => ['claim', 'claimOne', id] as const,
  terms: (id: string | undefined) => ['claim', 'claimTerms', id] as const,
  bondTerms: (bondId: string | undefined) => ['claim', 'claimBondTerms', bondId] as const,
};

/**
 * The data provider's custom methods for claims (react-admin "custom methods": screens call them through
 * useConsoleData(), so errors, the 401 path and caching are react-admin's). /api/v1/claims adds what the generic
 * dialect does not: the names of the claim's tenant and landlord, the claim's terms and its PDF report.
 */
export const claimMethods = {
  /** GET /claims: one page of the caller's claims (the server limits a landlord or tenant to theirs), newest first. */
  claimOwnPage: (page: number, limit: number) =>
    api.get<ListPage<ClaimRecord>>(
      `/claims?${new URLSearchParams({ page: String(page), limit: String(limit), sortBy: 'createdAt:desc' })}`,
    ),
  /** GET /claims/{id}: one claim with whose it is (tenantName, landlordName). */
  claimOne: (id: string) => api.get<ClaimRecord>(`/claims/${q(id)}`),
  /** PATCH /claims/{id}: the staff editor's save, the decision for admins; the landlord's change to their claim. */
  claimSave: (id: string, body: Record<string, unknown>) => api.patch<ClaimRecord>(`/claims/${q(id)}`, body),
  /** GET /claims/{id}/terms: the claim's bond, the claim types of its product and the caller as the claim rules read them. */
  claimTerms: (id: string) => api.get<ClaimTerms>(`/claims/${q(id)}/terms`),
  /** GET /claims/terms?bondId=: the same terms for a bond before a claim is raised on it (with its claim count). */
  claimBondTerms: (bondId: string) => api.get<ClaimTerms>(`/claims/terms?${new URLSearchParams({ bondId })}`),
  /** GET /claims/report/{id}: the claim's PDF, with the file name the server gives it. */
  claimReportFile: async (id: string) => {
    const res = await send(`/api/v1/claims/report/${q(id)}`, { headers: { Accept: 'application/pdf' } });
    return { blob: await res.blob(), disposition: res.headers.get('Content-Disposition') };
  },
} satisfies Record<string, (...args: any[]) => Promise<unknown>>;
