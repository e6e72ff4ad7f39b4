import { amountToRecover, INSTALMENT_COUNTS } from '#domain/claims/instalments.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, unauthorized } from '#engine/runtime/errors.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';

import type { PlanRow } from '../store.server.ts';
import { instalmentsOf } from './plan-rules.server.ts';

export const claimNotFound = () => new ApiError(404, 'not_found', messages.recoveries.claimNotFound);

/** The claim a repayment is about, as its tenant or staff may see it; anyone else is answered 404 (nothing leaks). */
export async function claimFor(db: Db, actor: Actor, claimId: unknown) {
  if (actor.kind !== 'user') throw unauthorized();
  const id = typeof claimId === 'string' && /^[0-9a-f-]{36}$/i.test(claimId) ? claimId : undefined;
  const claim = id
    ? await db
        .selectFrom('claim')
        .select(['id', 'claimNumber', 'tenantId', 'claims', 'payments', 'recoveries'])
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!claim || (claim.tenantId !== actor.id && !actor.internal)) throw claimNotFound();
  return { claim, actor: actor as UserActor };
}

/** A plan as its reader sees it: the provider's ids for staff only (the schema's x-access). */
export function shownPlan(plan: PlanRow, staff: boolean) {
  const { planId, subscriptionId, provider, ...rest } = plan;
  return {
    ...rest,
    instalments: instalmentsOf(plan).map(({ paymentId, ...i }) => (staff ? { ...i, paymentId } : i)),
    ...(staff ? { planId, subscriptionId, provider } : {}),
  };
}

/**
 * GET /recoveries/claim/:claimId: what the tenant owes on the claim, the counts they may choose, and their plan
 * (schedule, each instalment's status) with the wallet entries its paid instalments wrote.
 */
export async function repaymentOf(db: Db, actor: Actor, claimId: unknown) {
  const { claim, actor: user } = await claimFor(db, actor, claimId);
  const plan = (await db
    .selectFrom('repayment_plan')
    .selectAll()
    .where('claimId', '=', claim.id)
    .executeTakeFirst()) as PlanRow | undefined;
  const entries = plan
    ? await db
        .selectFrom('wallet_entry')
        .select(['id', 'amount', 'balance', 'reason', 'referenceId', 'createdAt'])
        .where('userId', '=', plan.tenantId)
        .where('referenceId', 'like', `${claim.claimNumber}/%`)
        .orderBy('createdAt')
        .orderBy('amount', 'desc')
        .execute()
    : [];
  return {
    claimId: claim.id,
    claimNumber: claim.claimNumber,
    amountToRecover: plan ? plan.amount : amountToRecover(claim),
    counts: INSTALMENT_COUNTS,
    mayChoose: !plan && claim.tenantId === user.id && amountToRecover(claim) > 0,
    plan: plan ? shownPlan(plan, user.internal) : null,
    entries,
  };
}
