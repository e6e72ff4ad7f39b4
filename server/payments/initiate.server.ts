import { insertOrder } from './order-store.server.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid, notFound, notFoundMessage } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { BondRequest } from '#generated/types/bond-request.ts';
import { present } from '#engine/runtime/resources/operations.server.ts';
import { resource } from '#engine/runtime/resources/registry.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import { isTenant, requireUser } from '../http/guards.server.ts';
import { BRAND } from '../catalogue/brand.ts';
import { newCode } from '../catalogue/codes.ts';
import { addDays, today } from '#domain/format/dates.ts';
import { findBond, type BondRow } from '../bonds/bond-store.server.ts';
import { isLiveBond } from '#domain/bonds/status.ts';
import { MAX_TENURE } from '#domain/bonds/term.ts';
import { openClaimCount } from '../claims/open-claims.server.ts';
import { findProduct, priceBond, productOfProperty, type Price, type ProductRow } from './pricing.server.ts';
import { messages } from '#generated/messages.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { isId, requireObject } from '#engine/runtime/request-input.ts';
import { checkoutData, createProviderOrder, paise, providerUnavailable, type PaymentProvider } from './provider.server.ts';

const orders = () => resource('payment-order');

export interface OrderPlan {
  product: ProductRow;
  transferring?: BondRow;
  renewing?: BondRow;
  bondAmount: number;
}

/**
 * What an order buys, from the stored facts (so completion reaches the same answer): a buy needs the
 * landlord's acceptance of the tenant's request for the property; a transfer the acceptance of the
 * transfer of the tenant's live bond (at the accepted new value); a renewal the tenant's live bond on
 * that property, without open claims. The product is the property's (see productOfProperty), or the
 * renewed bond's.
 */
export async function planOrder(db: Db, tenantId: string, order: { type: string; propertyId: string; bondId?: string; bondAmount?: number; tenure: number }): Promise<OrderPlan> {
  const accepted = (type: BondRequest['type']) => {
    let q = db.selectFrom('bond_request').selectAll().where('userId', '=', tenantId).where('type', '=', type).where('propertyId', '=', order.propertyId).where('status', '=', 'accepted');
    if (type === 'transfer') q = q.where('bondId', '=', order.bondId ?? '');
    return q.orderBy('updatedAt', 'desc').executeTakeFirst();
  };
  if (order.type === 'buy') {
    if (!(await accepted('buy'))) throw new ApiError(409, 'request_not_accepted', messages.payment.requestNotAccepted);
    const current = await db.selectFrom('bond').select('id').where('tenantId', '=', tenantId).where('propertyId', '=', order.propertyId).where('status', 'in', ['Active', 'Pending-Check-in']).executeTakeFirst();
    if (current) throw new ApiError(409, 'bond_exists', messages.bondRequest.alreadyHaveBond);
    const product = await productOfProperty(db, order.propertyId);
    if (!product) throw new ApiError(409, 'no_product', messages.payment.noProduct);
    return { product, bondAmount: order.bondAmount ?? product.bondAmount };
  }
  const bond = await findBond(db, order.bondId);
  if (!bond || bond.tenantId !== tenantId) throw invalid({ bondId: notFoundMessage(messages.labels.bond) });
  if (!isLiveBond(bond.status)) throw new ApiError(409, 'bond_closed', messages.payment.onlyLiveRenewOrTransfer);
  if (order.type === 'transfer') {
    const request = await accepted('transfer');
    if (!request) throw new ApiError(409, 'request_not_accepted', messages.payment.transferNotAccepted);
    const product = await productOfProperty(db, order.propertyId);
    if (!product) throw new ApiError(409, 'no_product', messages.payment.noProduct);
    return { product, transferring: bond, bondAmount: request.expectedBondValue ?? order.bondAmount ?? bond.bondAmount };
  }
  if (bond.propertyId !== order.propertyId) throw invalid({ propertyId: messages.bond.notForProperty });
  if (await openClaimCount(db, bond.id)) throw new ApiError(409, 'open_claims', messages.payment.renewalNeedsNoClaims);
  if (bond.tenure + order.tenure > MAX_TENURE) throw new ApiError(409, 'max_tenure', fillMessage(messages.payment.maxTenure, { max: MAX_TENURE }));
  const product = (await findProduct(db, bond.productId)) ?? (await productOfProperty(db, order.propertyId));
  if (!product) throw new ApiError(409, 'no_product', messages.payment.noProduct);
  return { product, renewing: bond, bondAmount: order.bondAmount ?? bond.bondAmount };
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
  // 'None' (id none) means no co-applicant; any other must be this tenant's own (002 §5).
  const coApplicants = (input.coApplicants ?? []).filter((id) => id !== 'none');
  if (coApplicants.length) {
    const own = await db.selectFrom('co_applicant').select('id').where('tenantId', '=', user.id).where('id', 'in', coApplicants.filter(isId)).execute();
    if (own.length !== coApplicants.length) throw invalid({ coApplicants: notFoundMessage(messages.labels.coApplicant) });
  }
  input.coApplicants = (coApplicants.length ? coApplicants : undefined) as typeof input.coApplicants;
  const price: Price = await db.transaction().execute(async (trx) => {
    const property = await trx.selectFrom('property').select('id').where('id', '=', input.propertyId!).executeTakeFirst();
    if (!property) throw notFound(messages.labels.property);
    const plan = await planOrder(trx, user.id, { type: input.type, propertyId: input.propertyId!, bondId: input.bondId, bondAmount: input.bondAmount, tenure: input.tenure! });
    if (productId !== undefined && productId !== plan.product.id) throw invalid({ productId: fillMessage(messages.payment.coveredBy, { product: String(plan.product.name) }) });
    return priceBond(trx, { tenantId: user.id, product: plan.product, bondAmount: plan.bondAmount, tenure: input.tenure!, transferring: plan.transferring, renewing: plan.renewing });
  });
  const date = input.bondEffectiveDate!;
  if (date < addDays(today(), -1)) throw invalid({ bondEffectiveDate: messages.payment.effectiveNotBeforeYesterday });
  if (price.bondEffectiveDate && date !== price.bondEffectiveDate) throw invalid({ bondEffectiveDate: fillMessage(messages.payment.effectiveMustBe, { date: String(price.bondEffectiveDate) }) });
  const eqaroOrderId = newCode('NVO');
  const amount = paise(price.finalAmount);
  // The provider is called outside any transaction: no connection waits on the network.
  let order_id: string | undefined;
  if (amount > 0) {
    if (!provider) throw providerUnavailable();
    order_id = (await createProviderOrder(provider, amount, eqaroOrderId, { eqaroOrderId, type: input.type })).id;
  }
  const row = await insertOrder(db, {
    ...input, bondAmount: price.bondAmount, eqaroOrderId, ...(order_id ? { order_id } : {}), status: 'created', amount: price.finalAmount, currency: 'INR', userId: user.id,
    ...(input.coApplicants ? { coApplicants: JSON.stringify(input.coApplicants) } : {}),
  });
  const description = `Bond payment (${input.type})`;
  // Nothing to pay (the wallet covers it): no checkout to open, the order completes at once.
  return {
    ...present(db, orders(), user, row),
    price,
    checkout: order_id && provider ? checkoutData(provider, { order_id, amount, description }) : { provider: provider?.name ?? 'none', amount: 0, currency: 'INR', name: BRAND, description },
  };
}
