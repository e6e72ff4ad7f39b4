import { mayBuy, mayRenew, mayTransfer } from '#domain/bonds/actions.ts';
import { type BondValueLimits, checkBondValue, mayAskForBond, startingBondValue } from '#domain/bonds/value.ts';
import { addDays, shownDate, today } from '#domain/format/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid, notFound, notFoundMessage } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { isId, requireObject } from '#engine/runtime/request-input.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { messages } from '#generated/messages.ts';
import type { BondRequest } from '#generated/types/bond-request.ts';
import { bondSituation, liveBondsOf, newBondTerms } from '#server/bonds/operations/bond-facts.server.ts';
import { type BondRow, findBond } from '#server/bonds/store.server.ts';
import { isTenant, requireUser } from '#server/http/guards.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';
import { BRAND } from '#server/shared/brand.ts';
import { newCode } from '#server/shared/codes.ts';

import { insertOrder } from '../store.server.ts';
import { findProduct, type Price, priceBond, productOfProperty, type ProductRow } from './pricing.server.ts';
import {
  checkoutData,
  createProviderOrder,
  paise,
  type PaymentProvider,
  providerUnavailable,
} from './provider.server.ts';

const orders = () => resource('payment-order');

export interface OrderPlan {
  product: ProductRow;
  transferring?: BondRow;
  renewing?: BondRow;
  bondAmount: number;
  /** The limits of a new bond's value (a buy or a transfer), for the drawer to hold its input to. */
  limits?: BondValueLimits;
  /** The accepted request this order pays for (a buy or a transfer). */
  requestId?: string;
}

/**
 * What an order buys, from the stored facts, asking the bond rules of domain/bonds at every step (the plan the drawer
 * shows, the order, and its completion, each in its own transaction, so a claim raised or a bond bought in between
 * stops the next step):
 * - a buy needs the landlord's acceptance of the tenant's request for the property, not yet paid; no live bond of
 *   the tenant's (one live bond per tenant: one elsewhere is transferred instead); the tenant still eligible for the
 *   property's minimum guarantee; and a value within its limits (the product's minimum months of rent, the tenant's
 *   maximum eligibility);
 * - a transfer the acceptance of the transfer of the tenant's live bond, not yet paid, at the accepted new value
 *   within the same limits, and a bond that may move (no open claims, no cancellation under way);
 * - a renewal the tenant's live bond on that property that may be renewed now (mayRenew).
 * The product is the property's (see productOfProperty), or the renewed bond's.
 */
export async function planOrder(
  db: Db,
  tenantId: string,
  order: { type: string; propertyId: string; bondId?: string; bondAmount?: number; tenure: number },
  now = today(),
): Promise<OrderPlan> {
  const accepted = (type: BondRequest['type']) => {
    let q = db
      .selectFrom('bond_request')
      .selectAll()
      .where('userId', '=', tenantId)
      .where('type', '=', type)
      .where('propertyId', '=', order.propertyId)
      .where('status', '=', 'accepted');
    if (type === 'transfer') q = q.where('bondId', '=', order.bondId ?? '');
    return q.orderBy('updatedAt', 'desc').executeTakeFirst();
  };
  const newBondValue = async (product: ProductRow, value: number | undefined) => {
    const { limits, eligibility } = await newBondTerms(db, tenantId, order.propertyId, product);
    requireAllowed(mayAskForBond(eligibility, limits));
    const bondAmount = limits.fixed ?? value ?? startingBondValue(product, limits);
    requireAllowed(checkBondValue(bondAmount, limits));
    return { limits, bondAmount };
  };
  if (order.type === 'buy') {
    const request = await accepted('buy');
    if (!request) throw new ApiError(409, 'request_not_accepted', messages.payment.requestNotAccepted);
    if (request.paidAt) throw new ApiError(409, 'request_paid', messages.bondRules.requestAlreadyPaid);
    // The tenant's row is locked first, so two completions of the same tenant's buys are judged one after the other.
    await db.selectFrom('user').select('id').where('id', '=', tenantId).forUpdate().execute();
    requireAllowed(mayBuy(await liveBondsOf(db, tenantId), order.propertyId));
    const product = await productOfProperty(db, order.propertyId);
    if (!product) throw new ApiError(409, 'no_product', messages.payment.noProduct);
    return { product, requestId: request.id, ...(await newBondValue(product, order.bondAmount)) };
  }
  const bond = await findBond(db, order.bondId, true);
  if (!bond || bond.tenantId !== tenantId) throw invalid({ bondId: notFoundMessage(messages.labels.bond) });
  const situation = await bondSituation(db, bond.id);
  if (order.type === 'transfer') {
    requireAllowed(mayTransfer(bond, situation));
    const request = await accepted('transfer');
    if (!request) throw new ApiError(409, 'request_not_accepted', messages.payment.transferNotAccepted);
    if (request.paidAt) throw new ApiError(409, 'request_paid', messages.bondRules.requestAlreadyPaid);
    const product = await productOfProperty(db, order.propertyId);
    if (!product) throw new ApiError(409, 'no_product', messages.payment.noProduct);
    return {
      product,
      transferring: bond,
      requestId: request.id,
      ...(await newBondValue(product, request.expectedBondValue ?? order.bondAmount ?? bond.bondAmount)),
    };
  }
  if (bond.propertyId !== order.propertyId) throw invalid({ propertyId: messages.bond.notForProperty });
  requireAllowed(mayRenew(bond, situation, now, order.tenure));
  const product = (await findProduct(db, bond.productId)) ?? (await productOfProperty(db, order.propertyId));
  if (!product) throw new ApiError(409, 'no_product', messages.payment.noProduct);
  return { product, renewing: bond, bondAmount: bond.bondAmount };
}

/**
 * POST /paymentGateway/initiate: the tenant's payment order for a buy, renewal or transfer. The server
 * prices it (the amount to pay after GST and wallet credit), checks the bond effective date (not
 * before yesterday; equal to the date the purchase fixes), creates the order at the payment provider (Orders
 * API, amount in paise, our order number as its receipt) and answers the order with the checkout data. An order
 * the wallet covers whole needs no provider.
 */
export async function initiatePayment(db: Db, actor: Actor, body: unknown, provider: PaymentProvider | undefined) {
  const user = requireUser(actor);
  if (!isTenant(user)) throw forbidden(messages.payment.byTenants);
  requireObject(body);
  const { productId, ...fields } = body;
  const checked = validate('payment-order', fields);
  if (!checked.ok) throw invalid(checked.errors);
  const input = checked.value;
  if (input.type === 'token') throw invalid({ type: messages.payment.tokenFromBooking });
  // 'None' (id none) means no co-applicant; any other must be this tenant's own (spec 001 §2 Co-applicants).
  const coApplicants = (input.coApplicants ?? []).filter((id) => id !== 'none');
  if (coApplicants.length) {
    const own = await db
      .selectFrom('co_applicant')
      .select('id')
      .where('tenantId', '=', user.id)
      .where('id', 'in', coApplicants.filter(isId))
      .execute();
    if (own.length !== coApplicants.length)
      throw invalid({ coApplicants: notFoundMessage(messages.labels.coApplicant) });
  }
  input.coApplicants = (coApplicants.length ? coApplicants : undefined) as typeof input.coApplicants;
  const price: Price = await db.transaction().execute(async (trx) => {
    const property = await trx
      .selectFrom('property')
      .select('id')
      .where('id', '=', input.propertyId!)
      .executeTakeFirst();
    if (!property) throw notFound(messages.labels.property);
    const plan = await planOrder(trx, user.id, {
      type: input.type,
      propertyId: input.propertyId!,
      bondId: input.bondId,
      bondAmount: input.bondAmount,
      tenure: input.tenure!,
    });
    if (productId !== undefined && productId !== plan.product.id)
      throw invalid({ productId: fillMessage(messages.payment.coveredBy, { product: String(plan.product.name) }) });
    return priceBond(trx, {
      tenantId: user.id,
      product: plan.product,
      bondAmount: plan.bondAmount,
      tenure: input.tenure!,
      transferring: plan.transferring,
      renewing: plan.renewing,
    });
  });
  const date = input.bondEffectiveDate!;
  if (date < addDays(today(), -1)) throw invalid({ bondEffectiveDate: messages.payment.effectiveNotBeforeYesterday });
  if (price.bondEffectiveDate && date !== price.bondEffectiveDate)
    throw invalid({
      bondEffectiveDate: fillMessage(messages.payment.effectiveMustBe, { date: shownDate(price.bondEffectiveDate) }),
    });
  const eqaroOrderId = newCode('NVO');
  const amount = paise(price.finalAmount);
  // The provider is called outside any transaction: no connection waits on the network.
  let order_id: string | undefined;
  if (amount > 0) {
    if (!provider) throw providerUnavailable();
    order_id = (await createProviderOrder(provider, amount, eqaroOrderId, { eqaroOrderId, type: input.type })).id;
  }
  const row = await insertOrder(db, {
    ...input,
    bondAmount: price.bondAmount,
    eqaroOrderId,
    ...(order_id ? { order_id } : {}),
    status: 'created',
    amount: price.finalAmount,
    // The price's parts, so a later renewal quote compares with what was charged (decision 054).
    productId: price.productId,
    fee: price.fee,
    gst: price.gst,
    walletUsed: price.wallet,
    alreadyPaid: price.alreadyPaid,
    currency: 'INR',
    userId: user.id,
    ...(input.coApplicants ? { coApplicants: JSON.stringify(input.coApplicants) } : {}),
  });
  const description = `Bond payment (${input.type})`;
  // Nothing to pay (the wallet covers it): no checkout to open, the order completes at once.
  return {
    ...present(db, orders(), user, row),
    price,
    checkout:
      order_id && provider
        ? checkoutData(provider, { order_id, amount, description })
        : { provider: provider?.name ?? 'none', amount: 0, currency: 'INR', name: BRAND, description },
  };
}
