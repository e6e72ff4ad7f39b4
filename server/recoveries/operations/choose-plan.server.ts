import { amountToRecover, dueDate, INSTALMENT_COUNTS, mayChooseCount, splitPaise } from '#domain/claims/instalments.ts';
import { today } from '#domain/format/dates.ts';
import { shownEnum } from '#domain/format/labels.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import type { PaymentProvider } from '#server/payments/operations/provider.server.ts';
import { paise, providerUnavailable } from '#server/payments/operations/provider.server.ts';
import { atProvider, type RecurringProvider } from '#server/payments/operations/recurring-provider.server.ts';

import { insertPlan } from '../store.server.ts';
import { claimFor, repaymentOf } from './plan-view.server.ts';

const alreadyChosen = (count: number) =>
  new ApiError(
    409,
    'already_chosen',
    fillMessage(messages.recoveries.alreadyChosen, { choice: shownEnum('instalmentCount', String(count)) }),
  );

/**
 * POST /recoveries/claim/:claimId/plan {count}: the claim's tenant chooses, once, to repay what the claim recovers
 * at once (1) or in equal monthly instalments (decision 056). The provider gets a plan of the instalment's amount and a
 * subscription of `count` charges (the paise left over added to the first); the plan is stored awaiting the mandate,
 * and the answer carries where the tenant authorises it.
 */
export async function choosePlan(
  db: Db,
  actor: Actor,
  claimId: unknown,
  body: unknown,
  provider: (PaymentProvider & RecurringProvider) | undefined,
) {
  const { claim, actor: user } = await claimFor(db, actor, claimId);
  if (claim.tenantId !== user.id) throw forbidden(messages.recoveries.onlyTenant);
  const count = (body as { count?: unknown } | undefined)?.count;
  if (!mayChooseCount(count))
    throw new ApiError(
      400,
      'count_not_allowed',
      fillMessage(messages.recoveries.countNotAllowed, { counts: INSTALMENT_COUNTS.filter((c) => c > 1).join(', ') }),
    );
  const existing = await db
    .selectFrom('repayment_plan')
    .select('count')
    .where('claimId', '=', claim.id)
    .executeTakeFirst();
  if (existing) throw alreadyChosen(Number(existing.count));
  const amount = amountToRecover(claim);
  if (amount <= 0) throw new ApiError(409, 'nothing_to_recover', messages.recoveries.nothingToRecover);
  const parts = splitPaise(paise(amount), count);
  if (parts[count - 1] < 100) throw new ApiError(400, 'too_small', messages.recoveries.tooSmall);
  if (!provider) throw providerUnavailable();

  const name = fillMessage(messages.recoveries.planName, { claimNumber: claim.claimNumber ?? '' });
  const notes = { claimNumber: claim.claimNumber ?? '', claimId: claim.id };
  const plan = await atProvider(() =>
    provider.createPlan({
      period: 'monthly',
      interval: 1,
      item: { name, amount: parts[count - 1], currency: 'INR' },
      notes,
    }),
  );
  const leftOver = parts[0] - parts[count - 1];
  const subscription = await atProvider(() =>
    provider.createSubscription({
      plan_id: plan.id,
      total_count: count,
      customer_notify: 1,
      ...(leftOver ? { addons: [{ item: { name, amount: leftOver, currency: 'INR' as const } }] } : {}),
      notes,
    }),
  );
  const start = today();
  try {
    await db.transaction().execute((trx) =>
      insertPlan(
        trx,
        {
          claimId: claim.id,
          tenantId: user.id,
          amount,
          count,
          status: 'awaiting-mandate',
          provider: provider.name,
          planId: plan.id,
          subscriptionId: subscription.id,
          missed: false,
          instalments: parts.map((p, i) => ({
            number: i + 1,
            dueDate: dueDate(start, i),
            amount: p / 100,
            status: 'due' as const,
            attempts: 0,
          })) as never,
        },
        user,
      ),
    );
  } catch (error) {
    // Two choices at once: the claim's unique plan keeps the first.
    if ((error as { code?: string }).code === '23505') throw alreadyChosen(count);
    throw error;
  }
  return { ...(await repaymentOf(db, user, claim.id)), mandateUrl: provider.mandateUrl(subscription) };
}
