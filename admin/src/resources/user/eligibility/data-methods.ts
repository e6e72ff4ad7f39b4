import { api } from '#admin/api/http.ts';

import type { EligibilityApproval, EligibilityRecord } from './types.ts';

const q = encodeURIComponent;

/**
 * The eligibility actions of the user drawer (react-admin "custom methods": screens call them through
 * useConsoleData(), so errors, the 401 path and caching are react-admin's). None is a plain record operation: the
 * tenant's eligibility is read by user, the check runs the rules (and pulls a credit report), the approval and the
 * request to the approvers are rule-bound actions.
 */
export const eligibilityMethods = {
  /** GET /eligibility/tenant/{userId}. */
  eligibilityOf: (userId: string) => api.get<EligibilityRecord>(`/eligibility/tenant/${q(userId)}`),
  /** GET /eligibility/check/{userId}: the full check (422 with the reasons when not eligible, 406 for a co-applicant). */
  eligibilityCheck: (userId: string) => api.get<EligibilityRecord>(`/eligibility/check/${q(userId)}`),
  /** PATCH /eligibility/{id}. */
  eligibilityApprove: (id: string, approval: EligibilityApproval) =>
    api.patch<EligibilityRecord>(`/eligibility/${q(id)}`, approval),
  /** POST /eligibility/request-approval { uid }: staff without approval rights ask those who have them. */
  eligibilityRequestApproval: (userId: string) => api.post('/eligibility/request-approval', { uid: userId }),
} satisfies Record<string, (...args: any[]) => Promise<unknown>>;
