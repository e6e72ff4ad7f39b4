import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { HookContext, ResourceHooks, Row } from '#engine/runtime/resources/hooks.server.ts';
import { approverOf, judgeApproval } from './eligibility-approval.server.ts';
import { findEligibility } from './eligibility-store.server.ts';

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
  const setsAmount = 'maxEligibilityAmount' in data && data.maxEligibilityAmount !== (current.maxEligibilityAmount ?? null);
  if (!setsStatus && !setsAmount) return rest;
  const actor: Actor = ctx.actor;
  const change = {
    ...('status' in data && data.status !== null ? { status: data.status } : {}),
    maxEligibilityAmount: 'maxEligibilityAmount' in data ? data.maxEligibilityAmount ?? undefined : current.maxEligibilityAmount ?? undefined,
    comments: 'comments' in data ? data.comments ?? undefined : current.comments ?? undefined,
  };
  const { maxEligibilityAmount, comments } = judgeApproval(actor, current, change);
  return { ...rest, status: 'eligible', maxEligibilityAmount, ...(comments !== undefined ? { comments } : {}), reasonOfIneligibility: null, ...(await approverOf(ctx.db, actor)) };
}

export const eligibilityHooks: ResourceHooks<'eligibility'> = {
  beforeCreate: async (ctx, data) => judged(ctx, data, (typeof data.userId === 'string' ? await findEligibility(ctx.db, { userId: data.userId }) : undefined) ?? { status: 'none' }),
  beforeUpdate: (ctx, changes, existing) => judged(ctx, changes, existing),
};
