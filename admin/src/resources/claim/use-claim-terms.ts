import { useQuery } from '@tanstack/react-query';
import type { ClaimTerms } from '#domain/claims/terms.ts';
import { api } from '../../api/http';

export type { ClaimTerms };

/** GET /claims/{id}/terms: the claim's bond (value, rent, effective date), the claim types of its product and the caller as the claim rules read them. */
export function useClaimTerms(claimId: string | undefined) {
  return useQuery({
    queryKey: ['claim-terms', claimId],
    queryFn: () => api.get<ClaimTerms>(`/claims/${encodeURIComponent(claimId!)}/terms`),
    enabled: !!claimId,
    staleTime: 60_000,
  });
}

/** GET /claims/terms?bondId=: the same terms for a bond before a claim is raised on it (with its claim count, for mayRaiseClaim). */
export function useBondClaimTerms(bondId: string | undefined) {
  return useQuery({
    queryKey: ['bond-claim-terms', bondId],
    queryFn: () => api.get<ClaimTerms>(`/claims/terms?${new URLSearchParams({ bondId: bondId! })}`),
    enabled: !!bondId,
    staleTime: 0,
  });
}
