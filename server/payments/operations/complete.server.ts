import { expiryDate } from '#domain/bonds/term.ts';
import { shownDate, today } from '#domain/format/dates.ts';
import { round2, rupeesWithPaise } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, invalid, notFound } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import { creditWallet, debitWallet } from '#server/accounts/store.server.ts';
import { insertBond, markBondReleased, markRequestPaid, updateBond } from '#server/bonds/store.server.ts';
import { can, requireUser } from '#server/http/guards.server.ts';
import { newCode } from '#server/shared/codes.ts';
import { TENANT_LINKS } from '#server/shared/links.ts';
import { notifyUser } from '#server/shared/notify.server.ts';
import { bondTransferred, paymentOutcome } from '#server/webhooks/operations/record-events.server.ts';

import { recordPayments, updateOrder } from '../store.server.ts';
import { type OrderPlan, planOrder } from './initiate.server.ts';
import { priceBond } from './pricing.server.ts';
import { type PaymentProvider, providerUnavailable } from './provider.server.ts';

/** The payment order fields this module reads (the generated type is loose: the schema's if/then rules). */
export interface Order {
  id: string;
  eqaroOrderId?: string;
  order_id?: string;
  type: string;
  status?: string;
  amount?: number;
  userId?: string;
  propertyId?: string;
  bondId?: string;
  bondAmount?: number;
  tenure?: number;
  bondEffectiveDate?: string;
  coApplicants?: string[];
  expiryDate?: string;
  refusal?: string;
}

export interface Completion {
  eqaroOrderId: string;
  status: 'paid';
  type: string;
  /** The bond bought, renewed or transferred to: record id and code. */
  bondId: string;
  bondCode?: string;
  expiryDate: string;
}

const completion = (order: Order, bond: { id: string; bondId?: string }, expiry: string): Completion => ({
  eqaroOrderId: order.eqaroOrderId!,
  status: 'paid',
  type: order.type,
  bondId: bond.id,
  bondCode: bond.bondId,
  expiryDate: expiry,
});

/** The order, locked for this transaction: the browser's return and the provider's webhook complete one at a time. */
export async function lockOrder(trx: Db, by: 'eqaroOrderId' | 'order_id', value: string): Promise<Order | undefined> {
  return trx.selectFrom('payment_order').selectAll().where(by, '=', value).forUpdate().executeTakeFirst();
}

/** A paid order's completion data, as its completion answered it. */
export async function paidCompletion(trx: Db, order: Order): Promise<Completion> {
  const bond = await trx
    .selectFrom('bond')
    .select(['id', 'bondId'])
    .where('id', '=', order.bondId!)
    .executeTakeFirstOrThrow();
  return completion(order, bond, order.expiryDate!);
}

/**
 * POST /payment/complete {eqaroOrderId, razorpay_payment_id, razorpay_signature}: the tenant (or staff
 * with payments update rights) reports a paid order. The provider's signature of the stored `order_id|payment_id`
 * is checked (an order fully covered by the wallet needs none); then the order is fulfilled (fulfilOrder), once.
 * Completing an order again, or after the provider's webhook completed it, answers the same result and changes
 * nothing.
 */
export async function completePayment(
  db: Db,
  actor: Actor,
  body: unknown,
  provider: PaymentProvider | undefined,
): Promise<Completion> {
  const user = requireUser(actor);
  const input: Record<string, unknown> = body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  const eqaroOrderId = input.eqaroOrderId;
  if (typeof eqaroOrderId !== 'string' || !eqaroOrderId)
    throw invalid({ eqaroOrderId: fillMessage(messages.request.required, { label: messages.labels.orderNumber }) });
  const paymentId = (input.razorpay_payment_id ?? input.paymentId) as string | undefined;
  const signature = (input.razorpay_signature ?? input.signature) as string | undefined;
  const outcome = await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, 'eqaroOrderId', eqaroOrderId);
    if (!order || (order.userId !== user.id && !can(user, 'payments', 'update')))
      throw notFound(messages.labels.paymentOrder);
    if (order.status === 'paid') return paidCompletion(trx, order);
    if (order.status === 'refused') return { refused: order.refusal ?? messages.payment.failedText };
    if (order.type === 'token')
      throw new ApiError(
        409,
        'order_closed',
        fillMessage(messages.payment.orderClosed, { status: String(order.status) }),
      );
    if ((order.amount ?? 0) > 0) {
      if (!provider) throw providerUnavailable();
      if (
        typeof paymentId !== 'string' ||
        !order.order_id ||
        !provider.verifyPayment(order.order_id, paymentId, signature)
      ) {
        throw new ApiError(400, 'invalid_signature', messages.booking.paymentVerificationFailed);
      }
    }
    return fulfilOrder(trx, order, { paymentId, signature });
  });
  // Refused at completion: the order, the wallet credit and the notice are committed; the caller hears why (409).
  if ('refused' in outcome) throw new ApiError(409, 'order_refused', outcome.refused);
  return outcome;
}

/** A paid order the purchase's rules refused at completion: why, and the amount credited to the wallet instead. */
export interface Refused {
  refused: string;
}

/**
 * Fulfils a locked, unpaid bond order whose payment is proven (the checkout's signature, or the provider's signed
 * webhook): the bond is created (buy), moved (transfer: the old bond is released and a new one issued) or
 * extended (renew), the payments recorded, the wallet credit taken and the order marked paid. A failed attempt
 * before does not matter: the provider may capture a later attempt on the same order.
 */
export async function fulfilOrder(
  trx: Db,
  order: Order,
  proof: { paymentId?: string; signature?: string },
): Promise<Completion | Refused> {
  const { paymentId, signature } = proof;
  const amount = order.amount ?? 0;
  const tenantId = order.userId!;
  let plan: OrderPlan;
  try {
    // The rules are asked again now, in this transaction: what changed since the order (a claim raised, a bond
    // bought elsewhere, the request's bond renewed) stops the purchase here too.
    plan = await planOrder(trx, tenantId, {
      type: order.type,
      propertyId: order.propertyId!,
      bondId: order.bondId,
      bondAmount: order.bondAmount,
      tenure: order.tenure!,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return refuseOrder(trx, order, error.message, proof);
    throw error;
  }
  const price = await priceBond(trx, {
    tenantId,
    product: plan.product,
    bondAmount: plan.bondAmount,
    tenure: order.tenure!,
    transferring: plan.transferring,
    renewing: plan.renewing,
    useWallet: false,
  });
  const walletTaken = await debitWallet(trx, tenantId, round2(price.finalAmount - amount), {
    reason: 'payment',
    referenceId: order.eqaroOrderId,
  });
  let bond: { id: string; bondId?: string; bondEffectiveDate: string; tenure: number };
  if (plan.renewing) {
    bond = await updateBond(trx, plan.renewing, {
      tenure: plan.renewing.tenure + order.tenure!,
      bondFee: round2(plan.renewing.bondFee + price.fee),
    });
  } else {
    if (plan.transferring) {
      await markBondReleased(trx, plan.transferring, today());
    }
    const property = await trx
      .selectFrom('property')
      .select(['landlordId', 'expectedRent'])
      .where('id', '=', order.propertyId!)
      .executeTakeFirstOrThrow();
    bond = await insertBond(trx, {
      bondId: newCode('NVB'),
      status: 'Pending-Check-in',
      tenantId,
      landlordId: property.landlordId,
      propertyId: order.propertyId,
      productId: plan.product.id,
      bondAmount: price.bondAmount,
      bondFee: price.fee,
      monthlyRent: property.expectedRent,
      bondEffectiveDate: order.bondEffectiveDate,
      tenure: order.tenure,
      ...(order.coApplicants ? { coApplicants: JSON.stringify(order.coApplicants) } : {}),
    });
  }
  const expiry = expiryDate(bond);
  const payment = (finalFee: number, mode: 'paymentgateway' | 'internal') => ({
    tenantId,
    bondId: bond.id,
    orderId: order.eqaroOrderId,
    finalFee,
    bondFee: price.fee,
    mode,
  });
  const payments = [
    ...(amount > 0 ? [payment(amount, 'paymentgateway')] : []),
    ...(walletTaken > 0 ? [payment(walletTaken, 'internal')] : []),
  ];
  await recordPayments(trx, payments);
  if (plan.requestId) await markRequestPaid(trx, plan.requestId);
  const paid: Order = await updateOrder(trx, order.id, {
    status: 'paid',
    paymentId,
    signature,
    bondId: bond.id,
    expiryDate: expiry,
  });
  await paymentOutcome(trx, paid);
  if (plan.transferring) await bondTransferred(trx, bond);
  const what =
    order.type === 'renew'
      ? messages.payment.whatRenewed
      : order.type === 'transfer'
        ? messages.payment.whatTransferred
        : messages.payment.whatIssued;
  await notifyUser(trx, tenantId, {
    type: 'payment',
    title: messages.payment.receivedTitle,
    message: fillMessage(messages.payment.receivedText, { bondId: String(bond.bondId), what, date: shownDate(expiry) }),
    link: TENANT_LINKS.certificate(String(bond.bondId)),
  });
  return completion(paid, bond, expiry);
}

/**
 * The rules refused a paid order at completion (planOrder's nothing was written yet): the amount paid is credited to
 * the tenant's wallet, the order is marked refused with the reason, and the tenant is told. Nothing else changes.
 */
async function refuseOrder(
  trx: Db,
  order: Order,
  reason: string,
  proof: { paymentId?: string; signature?: string },
): Promise<Refused> {
  const amount = order.amount ?? 0;
  if (amount > 0)
    await creditWallet(trx, order.userId!, amount, { reason: 'refused-payment', referenceId: order.eqaroOrderId });
  const refusal =
    amount > 0
      ? fillMessage(messages.bondRules.refusedCredited, { amount: rupeesWithPaise(amount), reason: sentence(reason) })
      : reason;
  await updateOrder(trx, order.id, {
    status: 'refused',
    refusal: refusal.slice(0, 400),
    paymentId: proof.paymentId,
    signature: proof.signature,
  });
  await notifyUser(trx, order.userId!, {
    type: 'payment',
    title: messages.payment.failedTitle,
    message: refusal,
    link: TENANT_LINKS.dashboard,
  });
  return { refused: refusal };
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
