import type { Db } from '#engine/runtime/db/db-type.ts';
import type { Product } from '#generated/types/product.ts';
import { invalid } from '#engine/runtime/errors.ts';
import { addDays, daysBetween, today } from '#domain/format/dates.ts';
import { asId } from '#engine/runtime/request-input.ts';
import { expiryDate } from '#domain/bonds/term.ts';
import { isLiveBond } from '#domain/bonds/status.ts';
import type { BondRow } from '../bonds/bond-store.server.ts';
import { tenureFee } from '#domain/products/fee.ts';
import { round2 } from '#domain/format/money.ts';
import { walletBalance } from '../accounts/wallet-store.server.ts';
import { messages } from '#generated/messages.ts';
import { fillMessage } from '#engine/runtime/messages.ts';

export type ProductRow = Product & { id: string };

/** GST on the bond fee. */
export const GST_RATE = 0.18;

export interface Price {
  productId: string;
  bondAmount: number;
  tenure: number;
  product: { tenures: number[]; bondAmount: number; isValueEditable: boolean };
  /** The bond fee for the whole tenure, after the product's discounts. */
  fee: number;
  /** What the tenant already paid for the bond being transferred and does not use (deducted). */
  alreadyPaid: number;
  gst: number;
  /** Wallet credit applied to this payment. */
  wallet: number;
  finalAmount: number;
  /** Set when the purchase fixes the date (a transfer: today; a renewal: the day after the bond expires). */
  bondEffectiveDate?: string;
}

export async function findProduct(db: Db, id: unknown): Promise<ProductRow | undefined> {
  return db.selectFrom('product').selectAll().where('id', '=', asId(id)).executeTakeFirst();
}

/**
 * The product a property's bonds are sold with (the payment order carries no product): the first
 * product attached to the property's landlord, or, when none is attached, the oldest product.
 */
export async function productOfProperty(db: Db, propertyId: string): Promise<ProductRow | undefined> {
  const property = await db.selectFrom('property').select('landlordId').where('id', '=', propertyId).executeTakeFirst();
  if (!property) return undefined;
  const attached = await db.selectFrom('subscription').innerJoin('product', 'product.id', 'subscription.productId').selectAll('product')
    .where('subscription.landlordId', '=', property.landlordId).orderBy('subscription.createdAt', 'asc').orderBy('subscription.id', 'asc').executeTakeFirst();
  if (attached) return attached;
  return db.selectFrom('product').selectAll().orderBy('createdAt', 'asc').orderBy('id', 'asc').executeTakeFirst();
}

/** The unused share of a bond's fee: its fee times the days it still runs over the days it runs. */
export function unusedFee(bond: BondRow, on = today()): number {
  const end = addDays(expiryDate(bond), 1);
  const total = daysBetween(bond.bondEffectiveDate, end);
  const left = Math.min(total, Math.max(0, daysBetween(on < bond.bondEffectiveDate ? bond.bondEffectiveDate : on, end)));
  return total > 0 ? round2((bond.bondFee * left) / total) : 0;
}

export interface PriceInput {
  tenantId: string;
  product: ProductRow;
  bondAmount: number;
  tenure: number;
  /** The bond being transferred: its unused fee is deducted and the new bond starts today. */
  transferring?: BondRow;
  /** The bond being renewed: the renewal starts the day after it expires. */
  renewing?: BondRow;
  /** Apply the wallet balance (the cart and a new order); completion recomputes without it. */
  useWallet?: boolean;
}

/**
 * The price of a bond (001 §3): the product's fee for the value and tenure (fixed fees plus weightage
 * percent per year, the yearly reduction, the product discount and the discount for women), less what
 * was already paid for a bond being transferred, plus 18% GST, less the wallet credit.
 */
export async function priceBond(db: Db, input: PriceInput): Promise<Price> {
  const { product, tenure } = input;
  const tenures = (product.tenures as number[] | undefined) ?? [1];
  if (!tenures.includes(tenure)) throw invalid({ tenure: fillMessage(messages.payment.tenureOneOf, { tenures: tenures.join(', ') }) });
  const bondAmount = product.isValueEditable ? input.bondAmount : product.bondAmount;
  const tenant = await db.selectFrom('user').select('gender').where('id', '=', input.tenantId).executeTakeFirst();
  const { fee } = tenureFee(product, bondAmount, tenure, tenant?.gender === 'female');
  const alreadyPaid = input.transferring && isLiveBond(input.transferring.status) ? Math.min(fee, unusedFee(input.transferring)) : 0;
  const taxable = round2(fee - alreadyPaid);
  const gst = round2(taxable * GST_RATE);
  const wallet = input.useWallet === false ? 0 : round2(Math.min(await walletBalance(db, input.tenantId), taxable + gst));
  const fixed = input.transferring ? today() : input.renewing ? addDays(expiryDate(input.renewing), 1) : undefined;
  return {
    productId: product.id, bondAmount, tenure,
    product: { tenures, bondAmount: product.bondAmount, isValueEditable: !!product.isValueEditable },
    fee, alreadyPaid, gst, wallet, finalAmount: round2(taxable + gst - wallet),
    ...(fixed ? { bondEffectiveDate: fixed } : {}),
  };
}
