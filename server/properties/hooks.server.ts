import type { Kysely } from 'kysely';
import type { Database } from '#generated/db.ts';
import { ApiError, forbidden, notFoundMessage } from '#engine/runtime/errors.ts';
import type { HooksBySlug, ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { nextEqaroId } from './eqaro-id.server.ts';
import { OWNER_TYPES, seesAll, visibleCondition } from './visibility.server.ts';
import { messages } from '#generated/messages.ts';

/**
 * Property rules on top of the generic operations (POST, PATCH, DELETE /api/v1/property and the console):
 * - only landlords and partners list properties of their own (the engine forces landlordId to them);
 *   staff with the properties create permission list them for any landlord or partner;
 * - the property code (eqaroId) is allocated on create;
 * - a new listing waits for verification: an owner cannot make it active, staff do.
 */
async function checkLandlord(db: Kysely<Database>, landlordId: unknown): Promise<void> {
  const user = typeof landlordId === 'string' ? await db.selectFrom('user').select('userType').where('id', '=', landlordId).executeTakeFirst() : undefined;
  if (!user || !OWNER_TYPES.has(user.userType)) {
    throw new ApiError(400, 'validation_failed', notFoundMessage(messages.labels.landlord), { landlordId: notFoundMessage(messages.labels.landlord) });
  }
}

const VERIFY_FIRST = messages.properties.verifyFirst;

export const propertyHooks: ResourceHooks<'property'> = {
  list(ctx, query) {
    const visible = visibleCondition(ctx.actor);
    return visible ? query.where(visible) : query;
  },
  async beforeCreate(ctx, data) {
    const { actor } = ctx;
    if (actor.kind === 'user' && !actor.internal) {
      if (!OWNER_TYPES.has(actor.userType)) throw forbidden(messages.properties.onlyLandlordsList);
      if (data.status === 'active' || data.status === undefined) data = { ...data, status: 'pending-verification' };
    } else {
      await checkLandlord(ctx.db, data.landlordId);
    }
    return { ...data, eqaroId: await nextEqaroId(ctx.db) };
  },
  async beforeUpdate(ctx, changes, existing) {
    if (seesAll(ctx.actor)) {
      if ('landlordId' in changes && changes.landlordId !== existing.landlordId) await checkLandlord(ctx.db, changes.landlordId);
    } else if (changes.status === 'active' && existing.status === 'pending-verification') {
      throw forbidden(VERIFY_FIRST);
    }
    return changes;
  },
};

/** The properties domain's hooks. */
export const hooks: HooksBySlug = { property: propertyHooks };
