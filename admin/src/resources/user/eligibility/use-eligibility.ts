import { useQuery } from '@tanstack/react-query';

import { useConsoleData } from '#admin/api/use-console-data.ts';
import type { ConsoleConfig } from '#admin/layout/console-config.ts';
import type { Permissions } from '#admin/session/auth-provider.ts';
import { currentUser } from '#admin/session/session.ts';
import type { EligibilityViewer } from '#domain/eligibility/access.ts';

import { userDetailKey } from '../user-keys.ts';

/** GET /eligibility/tenant/{id}: the tenant's eligibility ({ status: 'none' } when never checked). Staff only. */
export function useEligibility(userId: string, enabled = true) {
  const data = useConsoleData();
  return useQuery({
    queryKey: [...userDetailKey(userId), 'eligibility'],
    queryFn: () => data.eligibilityOf(userId),
    enabled,
    retry: false,
  });
}

/**
 * The signed-in user as #domain/eligibility/access.ts sees them (the server sees the same facts of its actor):
 * staff or not, the role, the role's permissions. What the eligibility and credit screens offer is what those rules
 * allow, so a button never offers what the server refuses.
 */
export function eligibilityViewer(
  config: ConsoleConfig | undefined,
  permissions: Permissions | undefined,
): EligibilityViewer {
  return { id: currentUser()?.id, internal: config?.type === 'employee', role: config?.role, permissions };
}
