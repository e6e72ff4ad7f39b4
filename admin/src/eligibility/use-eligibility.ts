import { useQuery } from '@tanstack/react-query';
import type { Eligibility } from '#generated/types/eligibility.ts';
import { hasFeature, type ConsoleConfig } from '../layout/console-config';
import { can, type Permissions } from '../session/auth-provider';
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

/** Approve and raise need the Eligibility feature with update permission (002 §6); other staff request the admin. */
export function canApproveEligibility(config: ConsoleConfig | undefined, permissions: Permissions | undefined): boolean {
  return hasFeature(config, 'eligibility', 'Eligibility') && can(permissions, 'eligibility', 'update');
}

/** Statuses an approver turns into 'eligible'; an eligible tenant can only have the amount raised. */
export const APPROVABLE = ['ineligible', 'requested', 'none', 'basiceligible'];
