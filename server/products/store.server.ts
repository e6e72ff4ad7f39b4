import type { Db } from '#engine/runtime/db/db-type.ts';

/**
 * The only named write of the products domain's tables (decision 022): products and subscriptions are otherwise
 * written through the engine's operations and this folder's hooks. A deleted product takes its subscriptions along.
 */
export async function deleteSubscriptionsOf(db: Db, productId: string): Promise<void> {
  await db.deleteFrom('subscription').where('productId', '=', productId).execute();
}
