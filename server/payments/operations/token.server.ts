import { rupeesWithPaise } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, invalid, notFound, unauthorized } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { requireObject } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import { newCode } from '#server/shared/codes.ts';
import { canReachLead } from '#server/visitors/operations/lead-access.server.ts';
import { idOf } from '#server/visitors/operations/request-ids.ts';

import { insertOrder, updateOrder } from '../store.server.ts';
import {
  checkoutData,
  createProviderOrder,
  paise,
  type PaymentProvider,
  providerUnavailable,
} from './provider.server.ts';

const orders = () => resource('payment-order');

/** The refundable token of the college booking (spec 000 §9). */
export const TOKEN_AMOUNT = 3000;

const text = (body: Record<string, unknown>, field: string): string => {
  const value = body[field];
  if (typeof value !== 'string' || !value || value.length > 200)
    throw invalid({ [field]: fillMessage(messages.request.required, { label: field }) });
  return value;
};

/** The lead's token order, locked; another visitor's order is "not found". */
async function lockedOrder(db: Db, actor: Actor, eqaroOrderId: string) {
  const order = await db
    .selectFrom('payment_order')
    .select(['id', 'eqaroOrderId', 'order_id', 'status', 'leadId', 'paymentId'])
    .where('eqaroOrderId', '=', eqaroOrderId)
    .where('type', '=', 'token')
    .forUpdate()
    .executeTakeFirst();
  if (!order || !canReachLead(actor, orders().module, order.leadId ?? undefined, 'update'))
    throw notFound(messages.labels.paymentOrder);
  return order;
}

/**
 * POST /payment/otherPayment/initiate {leadId, amount: 3000, propertyId?}: the booking's refundable token
 * as a payment order of the lead, created at the payment provider and answered with the checkout data (Razorpay's
 * option names; the local simulator's page in `url`, Razorpay's script in `checkoutScript`).
 */
export async function initiateToken(db: Db, actor: Actor, body: unknown, provider: PaymentProvider | undefined) {
  requireObject(body);
  const leadId = idOf(body, 'leadId');
  if (!canReachLead(actor, orders().module, leadId, 'update'))
    throw actor.kind === 'anonymous' ? unauthorized() : notFound(messages.labels.lead);
  if (body.amount !== TOKEN_AMOUNT)
    throw invalid({ amount: fillMessage(messages.payment.tokenAmount, { amount: rupeesWithPaise(TOKEN_AMOUNT) }) });
  const propertyId = body.propertyId === undefined ? undefined : idOf(body, 'propertyId');
  if (propertyId && !(await db.selectFrom('property').select('id').where('id', '=', propertyId).executeTakeFirst()))
    throw notFound(messages.labels.property);
  if (!provider) throw providerUnavailable();
  const checked = validate('payment-order', {
    type: 'token',
    leadId,
    amount: TOKEN_AMOUNT,
    ...(propertyId ? { propertyId } : {}),
  });
  if (!checked.ok) throw invalid(checked.errors);
  const eqaroOrderId = newCode('NVO');
  const amount = paise(TOKEN_AMOUNT);
  const { id: order_id } = await createProviderOrder(provider, amount, eqaroOrderId, { eqaroOrderId, type: 'token' });
  const row = await insertOrder(db, { ...checked.value, eqaroOrderId, order_id, status: 'created', currency: 'INR' });
  return {
    ...present(db, orders(), actor, row),
    checkout: checkoutData(provider, { order_id, amount, description: 'Refundable token' }),
  };
}

/**
 * POST /payment/otherPayment/complete {eqaroOrderId, razorpay_order_id, razorpay_payment_id,
 * razorpay_signature}: the provider's signature of `order_id|payment_id` is checked, then the order is
 * recorded as paid, once. A replay answers the same result and changes nothing; a forged result is a 400.
 */
export async function completeToken(db: Db, actor: Actor, body: unknown, provider: PaymentProvider | undefined) {
  requireObject(body);
  const eqaroOrderId = text(body, 'eqaroOrderId');
  return db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, actor, eqaroOrderId);
    if (order.status === 'paid') return { eqaroOrderId, status: 'paid', paymentId: order.paymentId };
    if (!provider) throw providerUnavailable();
    const paymentId = body.razorpay_payment_id;
    const signature = body.razorpay_signature;
    const genuine =
      typeof paymentId === 'string' &&
      typeof signature === 'string' &&
      typeof order.order_id === 'string' &&
      body.razorpay_order_id === order.order_id &&
      provider.verifyPayment(order.order_id, paymentId, signature);
    if (!genuine) throw new ApiError(400, 'invalid_signature', messages.booking.paymentVerificationFailed);
    // A failed or cancelled attempt may still be followed by a genuine payment of the same order.
    await updateOrder(trx, order.id, { status: 'paid', paymentId, signature });
    return { eqaroOrderId, status: 'paid', paymentId };
  });
}

/** POST /payment/otherPayment/abandon {eqaroOrderId, outcome: failed | cancelled}: an open order records how its checkout ended. */
export async function abandonToken(db: Db, actor: Actor, body: unknown) {
  requireObject(body);
  const eqaroOrderId = text(body, 'eqaroOrderId');
  const outcome = body.outcome;
  if (outcome !== 'failed' && outcome !== 'cancelled')
    throw invalid({ outcome: fillMessage(messages.request.required, { label: 'outcome' }) });
  return db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, actor, eqaroOrderId);
    if (order.status !== 'created') return { eqaroOrderId, status: order.status };
    await updateOrder(trx, order.id, { status: outcome });
    return { eqaroOrderId, status: outcome };
  });
}
