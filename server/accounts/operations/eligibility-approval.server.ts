import {
  approvalModeFor,
  checkApprovalChange,
  type EligibilityViewer,
  mayApproveEligibility,
} from '#domain/eligibility/access.ts';
import { statusOf } from '#domain/eligibility/status.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { invalid, notFound } from '#engine/runtime/errors.ts';
import { requireObject } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import type { Eligibility } from '#generated/types/eligibility.ts';
import { requireUser } from '#server/http/guards.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';

import { findEligibility, saveEligibility } from '../store.server.ts';
import { findUser, isId, isTenantType } from './access.server.ts';

/**
 * PATCH /eligibility/{id} {comments, manualCheckingUserId, status, maxEligibilityAmount} (spec 002 §4, §5):
 * - an ineligible or requested tenant is approved as eligible with a reason and a maximum amount;
 * - an eligible tenant's amount is raised (a reason is optional: increaseAmountOnly);
 * - a tenant never checked (none) or who passed only the basic check is not approved (409): staff run the check;
 * - only eligibility approvers may (#domain/eligibility/access.ts); other staff are told to request the admin.
 * The approver recorded is the caller, whatever the body says. `id` is the eligibility id, or the tenant's user id.
 * The generic eligibility writes ask the same rule (`judgeApproval`, accounts/hooks.server.ts).
 */

export async function approveEligibility(
  db: Db,
  actor: Actor,
  id: string,
  body: unknown,
): Promise<RecordOf<'eligibility'> & { message: string }> {
  // Who may approve at all is asked before the record is looked up; of whom, once it is read.
  requireAllowed(mayApproveEligibility(requireUser(actor)));
  requireObject(body);
  if (!isId(id)) throw notFound(messages.labels.eligibility);
  const { manualCheckingUser: _name, manualCheckingUserId: _id, ...fields } = body;
  const row = await db.transaction().execute(async (trx) => {
    // Judged on the stored eligibility, read in the write's transaction.
    const current =
      (await findEligibility(trx, { id })) ??
      (await findEligibility(trx, { userId: id })) ??
      (await neverChecked(trx, id));
    const { status, maxEligibilityAmount, comments } = judgeApproval(actor, current, fields);
    const approver = await approverOf(trx, actor);
    return saveEligibility(trx, String(current.userId), {
      status: status ?? 'eligible',
      maxEligibilityAmount,
      comments: comments ?? (approvalModeFor(current.status) === 'raise' ? undefined : null),
      ...approver,
      reasonOfIneligibility: null,
    });
  });
  return { ...present(db, resource('eligibility'), actor, row), message: messages.success.tenantApproved };
}

/**
 * The one judgement of an approval or a raise, whatever the door: who (an approver), of whom (an ineligible or
 * requested tenant; an eligible one's amount only raised), and the approval form's rules (a reason unless raising,
 * a maximum amount). Throws the refusal; answers the validated change.
 */
export function judgeApproval(
  actor: Actor,
  current: { status?: string | null; maxEligibilityAmount?: number | null },
  change: Record<string, unknown>,
) {
  const viewer: EligibilityViewer | undefined = actor.kind === 'user' ? actor : undefined;
  requireAllowed(mayApproveEligibility(viewer, statusOf(current)));
  const raising = approvalModeFor(statusOf(current)) === 'raise';
  const checked = validate('eligibility-approval', {
    ...change,
    increaseAmountOnly: raising,
    ...(viewer?.id ? { manualCheckingUserId: viewer.id } : {}),
  });
  if (!checked.ok) throw invalid(checked.errors);
  const { status, maxEligibilityAmount, comments } = checked.value;
  requireAllowed(checkApprovalChange(current, { status, maxEligibilityAmount }));
  return { status, maxEligibilityAmount, comments };
}

/** Who approved: the caller, never what a body says. */
export async function approverOf(
  db: Db,
  actor: Actor,
): Promise<{ manualCheckingUserId?: string; manualCheckingUser?: string | null }> {
  if (actor.kind !== 'user') return {};
  const me = await findUser(db, actor.id);
  return { manualCheckingUserId: actor.id, manualCheckingUser: me?.name ?? me?.email ?? null };
}

/** A tenant with no eligibility row yet counts as status 'none'. */
async function neverChecked(
  db: Db,
  userId: string,
): Promise<Pick<Eligibility, 'userId' | 'status' | 'maxEligibilityAmount'>> {
  const tenant = await findUser(db, userId);
  if (!tenant || !isTenantType(tenant.userType)) throw notFound(messages.labels.eligibility);
  return { userId, status: 'none' };
}
