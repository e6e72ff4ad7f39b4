import { useQuery } from '@tanstack/react-query';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import type { ClaimTerms } from '#domain/claims/terms.ts';

import { claimKeys } from './data-methods.ts';

export type { ClaimTerms };

/** GET /claims/{id}/terms: the claim's bond (value, rent, effective date), the claim types of its product and the caller as the claim rules read them. */
export function useClaimTerms(claimId: string | undefined) {
  const data = useConsoleData();
  return useQuery({
    queryKey: claimKeys.terms(claimId),
    queryFn: () => data.claimTerms(claimId!),
    enabled: !!claimId,
    staleTime: 60_000,
  });
}

/** GET /claims/terms?bondId=: the same terms for a bond before a claim is raised on it (with its claim count, for mayRaiseClaim). */
export function useBondClaimTerms(bondId: string | undefined) {
  const data = useConsoleData();
  return useQuery({
    queryKey: claimKeys.bondTerms(bondId),
    queryFn: () => data.claimBondTerms(bondId!),
    enabled: !!bondId,
    staleTime: 0,
  });
}
