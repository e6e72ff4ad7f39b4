import type { Kysely } from 'kysely';

import { forbidden, invalid, notFound } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { validate } from '#engine/runtime/validation/validate.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';
import type { BondRow } from '#server/bonds/store.server.ts';
import { isTenant, requireUser } from '#server/http/guards.server.ts';

import { findProduct, type Price, priceBond } from './pricing.server.ts';

/**
 * POST /payment/cart {productId, bondAmount, tenure, oldPropertyId?}: the price check of the Buy, Renew
 * and Transfer drawer, for the signed-in tenant. On a transfer, oldPropertyId names the property of
 * the tenant's live bond being moved.
 */
export async function cartPrice(db: Kysely<Database>, actor: Actor, body: unknown): Promise<Price> {
  const user = requireUser(actor);
  if (!isTenant(user)) throw forbidden(messages.payment.pricesForTenants);
  const checked = validate('cart', body ?? {});
  if (!checked.ok) throw invalid(checked.errors);
  const { productId, bondAmount, tenure, oldPropertyId } = checked.value;
  const product = await findProduct(db, productId);
  if (!product) throw notFound(messages.labels.product);
  let transferring: BondRow | undefined;
  if (oldPropertyId) {
    transferring = await db
      .selectFrom('bond')
      .selectAll()
      .where('tenantId', '=', user.id)
      .where('propertyId', '=', oldPropertyId)
      .where('status', 'in', ['Active', 'Pending-Check-in'])
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    if (!transferring) throw invalid({ oldPropertyId: messages.payment.noLiveBondOnProperty });
  }
  return priceBond(db, { tenantId: user.id, product, bondAmount, tenure, transferring });
}
