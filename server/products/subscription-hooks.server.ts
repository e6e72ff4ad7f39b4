import { messages } from '#generated/messages.ts';
import { ApiError, forbidden, invalid, notFoundMessage } from '#engine/runtime/errors.ts';
import type { ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { notifyUser } from '../catalogue/notify.server.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { hasBondFeature } from './bond-feature.server.ts';

const OWNER_TYPES = new Set(['landlord', 'landlordindividual', 'partner']);

/**
 * Attach Product: staff with the products module's bond feature attach and remove (beyond the module's
 * create and delete permission); the product and the landlord must exist; a product is attached to a landlord once.
 */
export const subscriptionHooks: ResourceHooks<'subscription'> = {
  async beforeCreate(ctx, data) {
    if (!(await hasBondFeature(ctx.db, ctx.actor))) throw forbidden(messages.failure.subscribe);
    const product = await ctx.db.selectFrom('product').select(['id', 'name']).where('id', '=', data.productId).executeTakeFirst();
    if (!product) throw invalid({ productId: notFoundMessage(messages.labels.product) });
    const owner = await ctx.db.selectFrom('user').select(['id', 'userType']).where('id', '=', data.landlordId).executeTakeFirst();
    if (!owner || !OWNER_TYPES.has(owner.userType)) throw invalid({ landlordId: notFoundMessage(messages.labels.landlord) });
    const existing = await ctx.db.selectFrom('subscription').select('id').where('productId', '=', product.id).where('landlordId', '=', owner.id).executeTakeFirst();
    if (existing) throw new ApiError(409, 'already_subscribed', messages.failure.subscribe);
    return { ...data, name: product.name };
  },
  async beforeDelete(ctx) {
    if (!(await hasBondFeature(ctx.db, ctx.actor))) throw forbidden(messages.failure.subscribe);
  },
  async afterCreate(ctx, row) {
    await notifyUser(ctx.db, row.landlordId, { type: 'productAttached', title: messages.product.attachedTitle, message: fillMessage(messages.product.attachedText, { name: String(row.name) }), link: '/admin/home/dashboard' }, false);
  },
};
