import { useQuery } from '@tanstack/react-query';
import type { ClaimTerms } from '#domain/claims/terms.ts';
import { api } from '../../api/http';

export type { ClaimTerms };

/** GET /claims/{id}/terms: the claim's bond (value, rent, effective date) and the coverages of its product. */
export function useClaimTerms(claimId: string | undefined) {
  return useQuery({
    queryKey: ['claim-terms', claimId],
    queryFn: () => api.get<ClaimTerms>(`/claims/${encodeURIComponent(claimId!)}/terms`),
    enabled: !!claimId,
    staleTime: 60_000,
  });
}
