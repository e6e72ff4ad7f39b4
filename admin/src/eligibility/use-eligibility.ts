import { useQuery } from '@tanstack/react-query';
import type { Eligibility } from '#generated/types/eligibility.ts';
import type { EligibilityViewer } from '#domain/eligibility/access.ts';
import type { ConsoleConfig } from '../layout/console-config';
import type { Permissions } from '../session/auth-provider';
import { currentUser } from '../session/session';
import { api } from '../api/http';

export type EligibilityRecord = Eligibility & { id?: string };

/** GET /eligibility/tenant/{id}: the tenant's eligibility ({ status: 'none' } when never checked). Staff only. */
export function useEligibility(userId: string, enabled = true) {
  return useQuery({
    queryKey: ['user-detail', userId, 'eligibility'],
    queryFn: () => api.get<EligibilityRecord>(`/eligibility/tenant/${userId}`),
    enabled,
    retry: false,
  });
}

/**
 * The signed-in user as #domain/eligibility/access.ts sees them (the server sees the same facts of its actor):
 * staff or not, the role, the role's permissions. What the eligibility and credit screens offer is what those rules
 * allow, so a button never offers what the server refuses.
 */
export function eligibilityViewer(config: ConsoleConfig | undefined, permissions: Permissions | undefined): EligibilityViewer {
  return { id: currentUser()?.id, internal: config?.type === 'employee', role: config?.role, permissions };
}
