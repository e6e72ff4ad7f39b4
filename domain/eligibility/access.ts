import { isAdminRole } from '#domain/access/roles.ts';
import { isApprovable, statusOf } from '#domain/eligibility/status.ts';
import { rupeeDigits } from '#domain/format/money.ts';
import { allowed, refuse, type Verdict } from '#domain/verdict.ts';
import { fillMessage, messages } from '#generated/messages.ts';

/**
 * Who may do what with a tenant's eligibility and credit report (spec 002 §4, §6), asked alike by the server (the actor
 * of the request) and the console (its signed-in user and the role's permissions from /users/permission):
 * - approve an ineligible or requested tenant as eligible, or raise an eligible tenant's amount: an eligibility
 *   approver, that is an underwriter, any role whose name contains 'admin', or a role with update permission on
 *   the Eligibility module ("The Eligibility feature with update permission lets a user approve or raise the bond
 *   amount");
 * - other staff can only 'request the admin' to approve ("Non-underwriter, non-admin internal users can only
 *   request admin approval"), and run no check: a check stores its result and may pull a paid credit report;
 * - a tenant runs their own check; nobody else outside staff does any of this.
 */
export interface EligibilityViewer {
  id?: string;
  /** Staff: the server's internal user, the console's related type 'employee'. */
  internal: boolean;
  role?: string | null;
  /** The role's module → permission strings (create, update, delete: substring matches, spec 002 §6). */
  permissions?: Readonly<Record<string, readonly string[]>> | null;
}

const REQUEST_ADMIN = { requestAdmin: messages.eligibility.requestAdmin };
const staffOnly = () => refuse('staff_only', messages.accounts.staffOnly, 'forbidden');

/** Underwriters, admin roles, and roles with update permission on eligibility (spec 002 §6). */
export function isEligibilityApprover(viewer: EligibilityViewer | null | undefined): boolean {
  if (!viewer?.internal) return false;
  return (
    viewer.role === 'underwriter' ||
    isAdminRole(viewer.role) ||
    (viewer.permissions?.eligibility ?? []).some((p) => p.includes('update'))
  );
}

export type ApprovalMode = 'approve' | 'raise';

/** What an approver can do for a tenant in `status`: approve (ineligible, requested), raise the amount (eligible), or nothing. */
export function approvalModeFor(status: unknown): ApprovalMode | undefined {
  if (status === 'eligible') return 'raise';
  return isApprovable(status) ? 'approve' : undefined;
}

/**
 * May the viewer approve (or, for an eligible tenant, raise the amount of) a tenant whose eligibility is `status`
 * (a tenant with none stored: 'none')? Without a status, only whether the viewer approves at all.
 */
export function mayApproveEligibility(viewer: EligibilityViewer | null | undefined, status?: string | null): Verdict {
  if (!viewer?.internal) return staffOnly();
  if (!isEligibilityApprover(viewer))
    return refuse('cannot_approve', fillMessage(messages.accounts.cannotApprove, REQUEST_ADMIN), 'forbidden');
  if (status !== undefined && !approvalModeFor(status ?? 'none'))
    return refuse('not_approvable', messages.accounts.approveOnlyIneligibleOrRequested);
  return allowed;
}

/** The eligibility as stored before a change, and what the change sets. */
export interface StoredEligibility {
  status?: string | null;
  maxEligibilityAmount?: number | null;
}
export interface EligibilityChange {
  status?: string | null;
  maxEligibilityAmount?: number | null;
}

/**
 * What an approval may set (after `mayApproveEligibility`): the status only to eligible, and for a tenant already
 * eligible only a higher amount ("An eligible tenant can have the bond amount raised (amount only)").
 */
export function checkApprovalChange(current: StoredEligibility | null | undefined, change: EligibilityChange): Verdict {
  if (change.status !== undefined && change.status !== null && change.status !== 'eligible') {
    return refuse('only_to_eligible', messages.accounts.onlyApproveToEligible, 'invalid', 'status');
  }
  if (approvalModeFor(statusOf(current)) !== 'raise') return allowed;
  const before = Number(current?.maxEligibilityAmount ?? 0);
  if (!(typeof change.maxEligibilityAmount === 'number' && change.maxEligibilityAmount > before)) {
    return refuse(
      'amount_only_raised',
      fillMessage(messages.accounts.amountOnlyRaised, { amount: rupeeDigits(before) }),
      'invalid',
      'maxEligibilityAmount',
    );
  }
  return allowed;
}

/**
 * May the viewer run the basic or full check of tenant `tenantId` ("Check eligibility")? The tenant themself, and
 * eligibility approvers; other staff request the admin instead (a check stores its result, which can make an eligible
 * tenant ineligible, and a full one may pull a paid credit report).
 */
export function mayRunEligibilityCheck(viewer: EligibilityViewer | null | undefined, tenantId?: string): Verdict {
  if (viewer && !viewer.internal && viewer.id !== undefined && viewer.id === tenantId) return allowed;
  if (!viewer?.internal) return refuse('own_records_only', messages.accounts.ownRecordsOnly, 'forbidden');
  if (!isEligibilityApprover(viewer))
    return refuse('cannot_check', fillMessage(messages.accounts.cannotRunCheck, REQUEST_ADMIN), 'forbidden');
  return allowed;
}

/** May the viewer 'request the admin' to approve a tenant? Staff who cannot approve themselves (approvers approve). */
export function mayRequestEligibilityApproval(viewer: EligibilityViewer | null | undefined): Verdict {
  if (!viewer?.internal) return staffOnly();
  return allowed;
}

/** Does the console offer 'request the admin' to this viewer: staff who may ask and cannot approve. */
export function offersApprovalRequest(viewer: EligibilityViewer | null | undefined): boolean {
  return mayRequestEligibilityApproval(viewer).ok && !isEligibilityApprover(viewer);
}

/** May the viewer pull a tenant's credit report from the bureau (a paid request)? Eligibility approvers only. */
export function mayPullCreditReport(viewer: EligibilityViewer | null | undefined): Verdict {
  if (!viewer?.internal) return staffOnly();
  if (!isEligibilityApprover(viewer))
    return refuse('cannot_pull_credit', messages.verification.cannotPullCredit, 'forbidden');
  return allowed;
}
