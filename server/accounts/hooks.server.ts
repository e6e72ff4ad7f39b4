import { ApiError, forbidden, notFoundMessage } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { HookContext, HooksBySlug, ResourceHooks, Row } from '#engine/runtime/resources/hooks.server.ts';
import { messages } from '#generated/messages.ts';
import type { EmploymentDetails } from '#generated/types/employment-details.ts';

import { coApplicantHooks } from './operations/co-applicant.server.ts';
import { documentHooks } from './operations/documents.server.ts';
import { approverOf, judgeApproval } from './operations/eligibility-approval.server.ts';
import { walletHooks } from './operations/wallet.server.ts';
import { findEligibility } from './store.server.ts';

/**
 * The generic eligibility writes (/api/admin/eligibility, the console's Eligibility resource) ask the rule the
 * approval route asks (`judgeApproval`, #domain/eligibility/access.ts): a write that sets a status or an amount is an
 * approval of an ineligible or requested tenant, or a raise of an eligible one's amount, by an eligibility approver,
 * recorded under the caller's name; anything else is refused as PATCH /eligibility/{id} refuses it. Who approved is
 * never taken from the body. `data`: what a create or an update writes; `current`: the stored eligibility.
 */
type Stored = { status?: string | null; maxEligibilityAmount?: number | null; comments?: string | null };

async function judged(ctx: HookContext, data: Row, current: Stored): Promise<Row> {
  const { manualCheckingUserId: _forged, manualCheckingUser: _name, ...rest } = data;
  const setsStatus = 'status' in data && data.status !== (current.status ?? 'none');
  const setsAmount =
    'maxEligibilityAmount' in data && data.maxEligibilityAmount !== (current.maxEligibilityAmount ?? null);
  if (!setsStatus && !setsAmount) return rest;
  const actor: Actor = ctx.actor;
  const change = {
    ...('status' in data && data.status !== null ? { status: data.status } : {}),
    maxEligibilityAmount:
      'maxEligibilityAmount' in data
        ? (data.maxEligibilityAmount ?? undefined)
        : (current.maxEligibilityAmount ?? undefined),
    comments: 'comments' in data ? (data.comments ?? undefined) : (current.comments ?? undefined),
  };
  const { maxEligibilityAmount, comments } = judgeApproval(actor, current, change);
  return {
    ...rest,
    status: 'eligible',
    maxEligibilityAmount,
    ...(comments !== undefined ? { comments } : {}),
    reasonOfIneligibility: null,
    ...(await approverOf(ctx.db, actor)),
  };
}

export const eligibilityHooks: ResourceHooks<'eligibility'> = {
  beforeCreate: async (ctx, data) =>
    judged(
      ctx,
      data,
      (typeof data.userId === 'string' ? await findEligibility(ctx.db, { userId: data.userId }) : undefined) ?? {
        status: 'none',
      },
    ),
  beforeUpdate: (ctx, changes, existing) => judged(ctx, changes, existing),
};

type WorkEmail = Partial<Pick<EmploymentDetails, 'workEmail' | 'isWorkEmailVerified'>>;

/**
 * Rules every write of a profile obeys, whichever route it comes through:
 * - only staff change who a profile belongs to, its type or its staff role;
 * - the work-email verification flag is the verification flow's: kept as it was, reset when the work email changes;
 * - co-applicants listed on a profile must be that user's co-applicants.
 */
export const profileHooks: ResourceHooks<'profile'> = {
  async beforeUpdate(ctx, changes, existing) {
    const internal = ctx.actor.kind === 'user' && ctx.actor.internal;
    for (const field of ['userId', 'userType', 'role'] as const) {
      if (field in changes && changes[field] !== existing[field] && !internal)
        throw forbidden(fillMessage(messages.accounts.cannotChangeField, { field }));
    }
    if (changes.employmentDetails) {
      const before: WorkEmail = existing.employmentDetails ?? {};
      const after = { ...changes.employmentDetails };
      after.isWorkEmailVerified = after.workEmail === before.workEmail ? before.isWorkEmailVerified === true : false;
      changes.employmentDetails = after;
      if (existing.isWorkEmailVerified && !after.isWorkEmailVerified) changes.isWorkEmailVerified = false;
    }
    const ids = changes.coApplicants;
    if (ids?.length) {
      const owned = await ctx.db
        .selectFrom('co_applicant')
        .select('id')
        .where('tenantId', '=', changes.userId ?? existing.userId)
        .where('id', 'in', ids)
        .execute();
      if (owned.length !== new Set(ids).size)
        throw new ApiError(400, 'validation_failed', notFoundMessage(messages.labels.coApplicant), {
          coApplicants: notFoundMessage(messages.labels.coApplicant),
        });
    }
    return changes;
  },
};

/** The accounts domain's hooks: profiles, co-applicants, documents, eligibility, wallets and their ledger. */
export const hooks: HooksBySlug = {
  profile: profileHooks,
  'co-applicant': coApplicantHooks,
  document: documentHooks,
  eligibility: eligibilityHooks,
  wallet: walletHooks,
};
