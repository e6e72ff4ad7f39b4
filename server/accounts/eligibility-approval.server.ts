import type { Db } from '#engine/runtime/db/db-type.ts';
import { messages } from '#generated/messages.ts';
import { ApiError, forbidden, invalid, notFound } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { Eligibility } from '#generated/types/eligibility.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { resource, type RecordOf } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { canApproveEligibility, findUser, isId, isTenantType } from './access.server.ts';
import { requireUser } from '../http/guards.server.ts';
import { accountTexts, fill, rupees } from './account-messages.ts';
import { findEligibility, saveEligibility } from './eligibility-store.server.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { requireObject } from '#engine/runtime/request-input.ts';

/**
 * PATCH /eligibility/{id} {comments, manualCheckingUserId, status, maxEligibilityAmount} (002 §4, §5):
 * - a tenant who is not yet eligible (ineligible, requested...) is approved as eligible with a reason
 *   and a maximum amount;
 * - an eligible tenant's amount is raised (a reason is optional: increaseAmountOnly);
 * - only underwriters, admins and staff with update permission on eligibility may; others are told to
 *   request the admin. The approver recorded is the caller, whatever the body says.
 * `id` is the eligibility id, or the tenant's user id for a tenant never checked.
 */

export async function approveEligibility(db: Db, actor: Actor, id: string, body: unknown): Promise<RecordOf<'eligibility'> & { message: string }> {
  const user = requireUser(actor);
  if (!canApproveEligibility(user)) throw forbidden(fillMessage(messages.accounts.cannotApprove, { requestAdmin: messages.eligibility.requestAdmin }));
  requireObject(body);
  if (!isId(id)) throw notFound(messages.labels.eligibility);
  const current = (await findEligibility(db, { id })) ?? (await findEligibility(db, { userId: id })) ?? (await neverChecked(db, id));
  const alreadyEligible = current.status === 'eligible';
  const { manualCheckingUser: _name, manualCheckingUserId: _id, ...fields } = body;
  const checked = validate('eligibility-approval', { ...fields, increaseAmountOnly: alreadyEligible, manualCheckingUserId: user.id });
  if (!checked.ok) throw invalid(checked.errors);
  const { status, maxEligibilityAmount, comments } = checked.value;
  if (status !== undefined && status !== 'eligible') throw invalid({ status: accountTexts.onlyApproveToEligible });
  const before = Number(current.maxEligibilityAmount ?? 0);
  if (alreadyEligible && !(maxEligibilityAmount > before)) throw invalid({ maxEligibilityAmount: fill(accountTexts.amountOnlyRaised, { amount: rupees(before) }) });
  const approver = await findUser(db, user.id);
  const row = await db.transaction().execute((trx) =>
    saveEligibility(trx, String(current.userId), {
      status: 'eligible',
      maxEligibilityAmount,
      comments: comments ?? (alreadyEligible ? undefined : null),
      manualCheckingUserId: user.id,
      manualCheckingUser: approver?.name ?? approver?.email ?? null,
      reasonOfIneligibility: null,
    }));
  return { ...present(db, resource('eligibility'), actor, row), message: messages.success.tenantApproved };
}

/** A tenant with no eligibility row yet counts as status 'none'. */
async function neverChecked(db: Db, userId: string): Promise<Pick<Eligibility, 'userId' | 'status' | 'maxEligibilityAmount'>> {
  const tenant = await findUser(db, userId);
  if (!tenant || !isTenantType(tenant.userType)) throw notFound(messages.labels.eligibility);
  return { userId, status: 'none' };
}
