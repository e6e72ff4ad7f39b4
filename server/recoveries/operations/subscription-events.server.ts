import { isoDate, today } from '#domain/format/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { messages } from '#generated/messages.ts';
import { addToWallet, debitWallet } from '#server/accounts/store.server.ts';
import { claimRecovered } from '#server/claims/operations/claim-recovered.server.ts';
import { paise } from '#server/payments/operations/provider.server.ts';
import type { Outcome } from '#server/payments/operations/webhook.server.ts';
import { notifyUser } from '#server/shared/notify.server.ts';

import { lockPlan, type PlanRow, updatePlan } from '../store.server.ts';
import {
  activate,
  claimNumberOf,
  instalmentReference,
  instalmentsOf,
  instalmentWords,
  markMissed,
  nextUnpaid,
  TENANT_LINK,
} from './plan-rules.server.ts';

const text = (value: unknown, max: number) => String(value).replaceAll('\u0000', '').slice(0, max);

/**
 * The provider's subscription events (decision 056), in the payment webhook's transaction (its signature checked and
 * its event id claimed there, so a redelivery never reaches here):
 * - `subscription.charged`: the next unpaid instalment is paid (the first charge also activates a plan whose browser
 *   return has not arrived); its amount must be the instalment's. The wallet ledger records it as received and taken
 *   for the claim (two entries, the balance unchanged). A payment id seen before changes nothing.
 * - `subscription.pending`: the charge failed and the provider will retry: the instalment is failed.
 * - `subscription.halted`: the provider stopped retrying: the instalment is missed and staff are told.
 * Other events, and subscriptions of no plan, are recorded as ignored.
 */
export async function subscriptionEvent(
  trx: Db,
  event: string,
  body: Record<string, any>,
): Promise<[Outcome, string?]> {
  const subscription = body.payload?.subscription?.entity;
  const payment = body.payload?.payment?.entity;
  const handled = ['subscription.charged', 'subscription.pending', 'subscription.halted'];
  if (!handled.includes(event) || typeof subscription?.id !== 'string')
    return ['ignored', messages.payment.webhookEventIgnored];
  const plan = await lockPlan(trx, 'subscriptionId', text(subscription.id, 80));
  if (!plan) return ['ignored', messages.recoveries.unknownSubscription];
  if (event === 'subscription.charged') return charged(trx, plan, payment, subscription);
  const next = nextUnpaid(instalmentsOf(plan));
  if (!next) return ['already_paid'];
  if (event === 'subscription.halted') {
    await markMissed(trx, plan, [next.number]);
    return ['failure_recorded', messages.recoveries.missedTitle];
  }
  const reason =
    typeof payment?.error_description === 'string'
      ? text(payment.error_description, 500)
      : messages.recoveries.chargeFailed;
  const instalments = instalmentsOf(plan).map((i) =>
    i.number === next.number
      ? { ...i, status: 'failed' as const, attempts: (i.attempts ?? 0) + 1, failure: reason }
      : i,
  );
  await updatePlan(trx, plan, { instalments }, 'instalment-failed');
  await notifyUser(trx, plan.tenantId, {
    type: 'claim',
    title: messages.recoveries.failedTitle,
    message: fillMessage(messages.recoveries.failedText, {
      ...instalmentWords(plan, next, await claimNumberOf(trx, plan.claimId)),
      reason,
    }),
    link: TENANT_LINK,
  });
  return ['failure_recorded', reason];
}

async function charged(
  trx: Db,
  found: PlanRow,
  payment: Record<string, any> | undefined,
  subscription: Record<string, any>,
): Promise<[Outcome, string?]> {
  if (typeof payment?.id !== 'string' || !Number.isInteger(payment.amount))
    return ['ignored', messages.payment.webhookEventIgnored];
  const paymentId = text(payment.id, 80);
  if (instalmentsOf(found).some((i) => i.paymentId === paymentId)) return ['already_paid'];
  const started =
    typeof subscription.current_start === 'number' ? isoDate(new Date(subscription.current_start * 1000)) : today();
  const plan = await activate(trx, found, started);
  const next = nextUnpaid(instalmentsOf(plan));
  if (!next) return ['already_paid'];
  if (payment.amount !== paise(next.amount) || (payment.currency ?? 'INR') !== 'INR')
    throw new ApiError(
      409,
      'amount_mismatch',
      fillMessage(messages.recoveries.amountMismatch, { amount: payment.amount, expected: paise(next.amount) }),
    );
  const paidAt = new Date().toISOString();
  const instalments = instalmentsOf(plan).map((i) =>
    i.number === next.number
      ? { ...i, status: 'paid' as const, attempts: (i.attempts ?? 0) + 1, paymentId, paidAt }
      : i,
  );
  const done = instalments.every((i) => i.status === 'paid');
  await updatePlan(trx, plan, { instalments, ...(done ? { status: 'completed' as const } : {}) }, 'instalment-paid');
  // The last instalment repays the claim: its recovery stage is dated (audit, notices, claim.recovered).
  if (done) await claimRecovered(trx, plan.claimId, new Date(paidAt));
  const claimNumber = await claimNumberOf(trx, plan.claimId);
  const referenceId = instalmentReference(claimNumber, next.number);
  await addToWallet(trx, plan.tenantId, next.amount, { reason: 'instalment', referenceId });
  await debitWallet(trx, plan.tenantId, next.amount, { reason: 'payment', referenceId });
  await notifyUser(
    trx,
    plan.tenantId,
    {
      type: 'claim',
      title: messages.recoveries.paidTitle,
      message: fillMessage(messages.recoveries.paidText, instalmentWords(plan, next, claimNumber)),
      link: TENANT_LINK,
    },
    false,
  );
  return ['completed'];
}
