import { today } from '#domain/format/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, unauthorized } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import type { PaymentProvider } from '#server/payments/operations/provider.server.ts';
import { providerUnavailable } from '#server/payments/operations/provider.server.ts';
import { atProvider, type RecurringProvider } from '#server/payments/operations/recurring-provider.server.ts';

import { lockPlan, type PlanRow, updatePlan } from '../store.server.ts';
import { activate, instalmentsOf } from './plan-rules.server.ts';
import { repaymentOf } from './plan-view.server.ts';

type Provider = (PaymentProvider & RecurringProvider) | undefined;

const planNotFound = () => new ApiError(404, 'not_found', messages.recoveries.planNotFound);

/** The tenant's own plan, held for the transaction; staff and others are told it is not theirs to change. */
async function ownPlan(trx: Db, actor: Actor, planId: unknown): Promise<PlanRow> {
  if (actor.kind !== 'user') throw unauthorized();
  const plan =
    typeof planId === 'string' && /^[0-9a-f-]{36}$/i.test(planId) ? await lockPlan(trx, 'id', planId) : undefined;
  if (!plan || (plan.tenantId !== actor.id && !actor.internal)) throw planNotFound();
  if (plan.tenantId !== actor.id) throw forbidden(messages.recoveries.onlyTenant);
  return plan;
}

/**
 * POST /recoveries/plans/:id/authorise: the browser's return from the provider's mandate page with its signed result
 * `{razorpay_payment_id, razorpay_subscription_id, razorpay_signature}` (HMAC of `payment_id|subscription_id`). A good
 * signature activates the plan from today (idempotent; the provider's subscription.charged webhook may have done it
 * first). The charge itself is recorded by the webhook.
 */
export async function authoriseMandate(db: Db, actor: Actor, planId: unknown, body: unknown, provider: Provider) {
  if (!provider) throw providerUnavailable();
  const result = (body ?? {}) as Record<string, unknown>;
  const plan = await db.transaction().execute(async (trx) => {
    const plan = await ownPlan(trx, actor, planId);
    if (result.razorpay_subscription_id !== plan.subscriptionId)
      throw new ApiError(400, 'mandate_other', messages.recoveries.mandateOther);
    if (
      !provider.verifySubscription(
        plan.subscriptionId!,
        String(result.razorpay_payment_id ?? ''),
        result.razorpay_signature,
      )
    )
      throw new ApiError(400, 'invalid_signature', messages.recoveries.mandateSignatureInvalid);
    return activate(trx, plan, today());
  });
  return repaymentOf(db, actor, plan.claimId);
}

/**
 * POST /recoveries/plans/:id/retry: the tenant retries a failed instalment now rather than waiting for the provider's
 * own retry: it shows as retrying, and the answer carries the provider's page where the tenant pays it.
 */
export async function retryInstalment(db: Db, actor: Actor, planId: unknown, provider: Provider) {
  if (!provider) throw providerUnavailable();
  const found = await db.transaction().execute((trx) => ownPlan(trx, actor, planId));
  const failed = instalmentsOf(found).find((i) => i.status === 'failed' || i.status === 'missed');
  if (!failed) throw new ApiError(409, 'nothing_to_retry', messages.recoveries.nothingToRetry);
  // The provider's page first: a provider that does not answer leaves the instalment as it was.
  const subscription = await atProvider(() => provider.fetchSubscription(found.subscriptionId!));
  await db.transaction().execute(async (trx) => {
    const plan = await ownPlan(trx, actor, planId);
    const instalments = instalmentsOf(plan).map((i) =>
      i.number === failed.number && i.status !== 'paid' ? { ...i, status: 'retrying' as const } : i,
    );
    await updatePlan(trx, plan, { instalments }, 'instalment-retry', actor);
  });
  return { ...(await repaymentOf(db, actor, found.claimId)), mandateUrl: provider.mandateUrl(subscription) };
}

/** GET /recoveries/plans/:id/mandate: where the tenant authorises the plan's mandate (or pays a failed charge) now. */
export async function mandateLink(db: Db, actor: Actor, planId: unknown, provider: Provider) {
  if (!provider) throw providerUnavailable();
  const plan = await db.transaction().execute((trx) => ownPlan(trx, actor, planId));
  const subscription = await atProvider(() => provider.fetchSubscription(plan.subscriptionId!));
  return { mandateUrl: provider.mandateUrl(subscription) };
}
