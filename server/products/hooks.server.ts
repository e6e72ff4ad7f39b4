import type { Kysely } from 'kysely';

import { yearlyFee } from '#domain/products/fee.ts';
import { productProblems } from '#domain/products/rules.ts';
import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden, invalid, notFoundMessage } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import type { ChangesOf, HooksBySlug, ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { messages } from '#generated/messages.ts';
import type { Feature } from '#generated/types/feature.ts';

import { notifyUser } from '../shared/notify.server.ts';
import { hasBondFeature } from './operations/bond-feature.server.ts';
import { deleteSubscriptionsOf } from './store.server.ts';

/** Fields the server adds to a product on its way out; dropped again when a client sends the record back. */
export const COMPUTED_PRODUCT_FIELDS = ['bondFee'] as const;

type RefTable = 'category' | 'asset_class' | 'coverage' | 'specific_limit' | 'underwriting_rule';

async function missing(db: Db, table: RefTable, id: unknown): Promise<boolean> {
  if (typeof id !== 'string') return false;
  const row = await (db as Kysely<any>).selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return !row;
}

/** Every id a product refers to (in what a create or an update writes) must name an existing record (400 with the field's path otherwise). */
async function checkReferences(db: Db, data: ChangesOf<'product'>): Promise<void> {
  const errors: Record<string, string> = {};
  if ('category' in data && (await missing(db, 'category', data.category)))
    errors.category = notFoundMessage(messages.labels.category);
  if ('underwritinRuleId' in data && (await missing(db, 'underwriting_rule', data.underwritinRuleId)))
    errors.underwritinRuleId = notFoundMessage(messages.labels.underwritingRule);
  const features: readonly Feature[] = data.features ?? [];
  for (const [i, f] of features.entries()) {
    if (await missing(db, 'asset_class', f.assetClass))
      errors[`features.${i}.assetClass`] = notFoundMessage(messages.labels.assetClass);
    if (await missing(db, 'coverage', f.coverage))
      errors[`features.${i}.coverage`] = notFoundMessage(messages.labels.coverage);
    if (await missing(db, 'specific_limit', f.specificlimit))
      errors[`features.${i}.specificlimit`] = notFoundMessage(messages.labels.specificLimit);
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/**
 * The product rules of spec 002 §5 (`productProblems`: features, each complete, an underwriting rule), as the wizard
 * asks them: 400 with each field's message.
 */
function checkComplete(product: Parameters<typeof productProblems>[0]): void {
  const problems = productProblems(product);
  if (Object.keys(problems).length) throw invalid(problems);
}

export const productHooks: ResourceHooks<'product'> = {
  /** GET /products: name matches part of the name; propertyId/landlordId narrow to a landlord's products. */
  listParams: ['name', 'propertyId', 'landlordId'],
  async beforeCreate(ctx, data) {
    checkComplete(data);
    await checkReferences(ctx.db, data);
  },
  async beforeUpdate(ctx, changes, existing) {
    // The product the update leaves (a null clears a field, which the rule reads as missing).
    checkComplete({ ...existing, ...changes });
    await checkReferences(ctx.db, changes);
  },
  async beforeDelete(ctx, existing) {
    const used = await ctx.db.selectFrom('bond').select('id').where('productId', '=', existing.id).executeTakeFirst();
    if (used) throw new ApiError(409, 'product_in_use', messages.product.inUse);
    await deleteSubscriptionsOf(ctx.db, existing.id);
  },
  computed: [...COMPUTED_PRODUCT_FIELDS],
  /** bondFee: the yearly fee at the product's bond amount (fixed fees plus weightage percent of it). */
  present(_ctx, row) {
    return { ...row, bondFee: yearlyFee(row.features, row.bondAmount) };
  },
};

export function withoutComputed(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const k of COMPUTED_PRODUCT_FIELDS) delete copy[k];
  return copy;
}

const OWNER_TYPES = new Set(['landlord', 'landlordindividual', 'partner']);

/**
 * Attach Product: staff with the products module's bond feature attach and remove (beyond the module's
 * create and delete permission); the product and the landlord must exist; a product is attached to a landlord once.
 */
export const subscriptionHooks: ResourceHooks<'subscription'> = {
  async beforeCreate(ctx, data) {
    if (!(await hasBondFeature(ctx.db, ctx.actor))) throw forbidden(messages.failure.subscribe);
    const product = await ctx.db
      .selectFrom('product')
      .select(['id', 'name'])
      .where('id', '=', data.productId)
      .executeTakeFirst();
    if (!product) throw invalid({ productId: notFoundMessage(messages.labels.product) });
    const owner = await ctx.db
      .selectFrom('user')
      .select(['id', 'userType'])
      .where('id', '=', data.landlordId)
      .executeTakeFirst();
    if (!owner || !OWNER_TYPES.has(owner.userType))
      throw invalid({ landlordId: notFoundMessage(messages.labels.landlord) });
    const existing = await ctx.db
      .selectFrom('subscription')
      .select('id')
      .where('productId', '=', product.id)
      .where('landlordId', '=', owner.id)
      .executeTakeFirst();
    if (existing) throw new ApiError(409, 'already_subscribed', messages.failure.subscribe);
    return { ...data, name: product.name };
  },
  async beforeDelete(ctx) {
    if (!(await hasBondFeature(ctx.db, ctx.actor))) throw forbidden(messages.failure.subscribe);
  },
  async afterCreate(ctx, row) {
    await notifyUser(
      ctx.db,
      row.landlordId,
      {
        type: 'productAttached',
        title: messages.product.attachedTitle,
        message: fillMessage(messages.product.attachedText, { name: String(row.name) }),
        link: '/admin/home/dashboard',
      },
      false,
    );
  },
};

/** The products domain's hooks: products and their subscriptions. */
export const hooks: HooksBySlug = { product: productHooks, subscription: subscriptionHooks };
