import type { RenewalQuoteAnswer as ClientAnswer } from '#client/renewal-quote.ts';
import { mayRenew } from '#domain/bonds/actions.ts';
import { checkTenure, tenuresOf } from '#domain/bonds/price.ts';
import { type LastPayment, renewalQuote } from '#domain/bonds/renewal-quote.ts';
import { indiaDay, today } from '#domain/format/dates.ts';
import { round2 } from '#domain/format/money.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import { isTenant, requireUser } from '#server/http/guards.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';
import {
  findProduct,
  type Price,
  priceBond,
  productOfProperty,
  type ProductRow,
} from '#server/payments/operations/pricing.server.ts';

import { type BondRow, visibleBond } from '../store.server.ts';
import { bondSituation } from './bond-facts.server.ts';

/** A bond's renewal priced as its order would be, and explained (domain/bonds/renewal-quote.ts). */
export type RenewalQuoteAnswer = ClientAnswer<Price>;

/**
 * What the tenant paid for the bond's last term: its newest payment (the payments of one order together), with the
 * order's value, tenure and fee when it has an order. Staff's renewal by hand has none: one year at the bond's value,
 * its fee the payment's. A fee recorded before orders kept it is the payment's.
 */
export async function lastPayment(db: Db, bond: BondRow): Promise<LastPayment | undefined> {
  const newest = await db
    .selectFrom('payment')
    .select(['orderId', 'bondFee', 'createdAt'])
    .where('bondId', '=', bond.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!newest) return undefined;
  const order = newest.orderId
    ? await db
        .selectFrom('payment_order')
        .select(['bondAmount', 'tenure', 'fee'])
        .where('eqaroOrderId', '=', newest.orderId)
        .executeTakeFirst()
    : undefined;
  return {
    paidOn: indiaDay(newest.createdAt),
    bondAmount: Number(order?.bondAmount ?? bond.bondAmount),
    tenure: order?.tenure ?? 1,
    fee: round2(Number(order?.fee ?? newest.bondFee ?? 0)),
  };
}

/** The product a bond renews with: its own, or the property's (as planOrder chooses). */
async function renewalProduct(db: Db, bond: BondRow): Promise<ProductRow> {
  const product =
    (await findProduct(db, bond.productId)) ??
    (bond.propertyId ? await productOfProperty(db, bond.propertyId) : undefined);
  if (!product) throw new ApiError(409, 'no_product', messages.payment.noProduct);
  return product;
}

/**
 * The renewal of a bond for `tenure` years (the product's first by default) as its tenant would pay it now: the price
 * the order charges (priceBond with the wallet), whether the renewal rule allows it today, and the quote's parts and
 * changes since the last payment. Used by GET /bond/renew/quote/{id} and the renewal reminder.
 */
export async function quoteRenewal(db: Db, bond: BondRow, tenure?: number): Promise<RenewalQuoteAnswer> {
  const product = await renewalProduct(db, bond);
  const years = tenure ?? tenuresOf(product)[0];
  requireAllowed(checkTenure(product, years));
  const [situation, tenant, last] = await Promise.all([
    bondSituation(db, bond.id),
    db.selectFrom('user').select('gender').where('id', '=', bond.tenantId).executeTakeFirst(),
    lastPayment(db, bond),
  ]);
  const verdict = mayRenew(bond, situation, today(), years);
  const price = await priceBond(db, {
    tenantId: bond.tenantId,
    product,
    bondAmount: bond.bondAmount,
    tenure: years,
    renewing: bond,
  });
  const quote = renewalQuote({
    product,
    price,
    woman: tenant?.gender === 'female',
    last,
    productChangedOn: product.updatedAt ? indiaDay(product.updatedAt) : undefined,
  });
  return {
    id: bond.id,
    ...(bond.bondId ? { bondId: bond.bondId } : {}),
    ...(product.name ? { productName: product.name } : {}),
    renewable: verdict.ok,
    ...(verdict.ok ? {} : { reason: verdict.message }),
    price,
    quote,
  };
}

/**
 * GET /bond/renew/quote/{id}?tenure=: the tenant's own bond's renewal quote (404 for a bond the caller may not see,
 * 403 for a landlord or staff, who do not pay renewals).
 */
export async function renewQuote(db: Db, actor: Actor, id: string, query: Record<string, unknown>) {
  const user = requireUser(actor);
  const bond = await visibleBond(db, user, id);
  if (!isTenant(user) || bond.tenantId !== user.id) throw forbidden(messages.payment.pricesForTenants);
  const tenure = query.tenure === undefined || query.tenure === '' ? undefined : Number(query.tenure);
  return quoteRenewal(db, bond, tenure);
}
