import { type BondPrice, bondPrice, checkTenure, tenuresOf } from '#domain/bonds/price.ts';
import { today } from '#domain/format/dates.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { asId } from '#engine/runtime/request-input.ts';
import type { Product } from '#generated/types/product.ts';
import { walletBalance } from '#server/accounts/store.server.ts';
import type { BondRow } from '#server/bonds/store.server.ts';
import { requireAllowed } from '#server/http/verdict.server.ts';

export type ProductRow = Product & { id: string };

/** A bond's price (domain/bonds/price.ts) with the product it was priced with. */
export interface Price extends BondPrice {
  productId: string;
  product: { tenures: number[]; bondAmount: number; isValueEditable: boolean };
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
  const attached = await db
    .selectFrom('subscription')
    .innerJoin('product', 'product.id', 'subscription.productId')
    .selectAll('product')
    .where('subscription.landlordId', '=', property.landlordId)
    .orderBy('subscription.createdAt', 'asc')
    .orderBy('subscription.id', 'asc')
    .executeTakeFirst();
  if (attached) return attached;
  return db.selectFrom('product').selectAll().orderBy('createdAt', 'asc').orderBy('id', 'asc').executeTakeFirst();
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

/** The price of a bond (domain/bonds/price.ts bondPrice), with the tenant's gender and wallet balance loaded. */
export async function priceBond(db: Db, input: PriceInput): Promise<Price> {
  const { product, tenure } = input;
  requireAllowed(checkTenure(product, tenure));
  const [tenant, balance] = await Promise.all([
    db.selectFrom('user').select('gender').where('id', '=', input.tenantId).executeTakeFirst(),
    input.useWallet === false ? 0 : walletBalance(db, input.tenantId),
  ]);
  const price = bondPrice({
    product,
    bondAmount: input.bondAmount,
    tenure,
    woman: tenant?.gender === 'female',
    transferring: input.transferring,
    renewing: input.renewing,
    walletBalance: balance,
    today: today(),
  });
  return {
    productId: product.id,
    product: {
      tenures: tenuresOf(product),
      bondAmount: product.bondAmount,
      isValueEditable: !!product.isValueEditable,
    },
    ...price,
  };
}
