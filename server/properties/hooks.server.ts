import type { Kysely } from 'kysely';

import { mayLandlordSetPropertyStatus, type PropertyStatus } from '#domain/properties/status.ts';
import { ApiError, forbidden, notFoundMessage } from '#engine/runtime/errors.ts';
import type { HooksBySlug, ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';

import { requireAllowed } from '../http/verdict.server.ts';
import { nextEqaroId } from './operations/eqaro-id.server.ts';
import { OWNER_TYPES, seesAll, visibleCondition } from './operations/property-visibility.server.ts';

/**
 * Property rules on top of the generic operations (POST, PATCH, DELETE /api/v1/property and the console):
 * - only landlords and partners list properties of their own (the engine forces landlordId to them);
 *   staff with the properties create permission list them for any landlord or partner;
 * - the property code (eqaroId) is allocated on create;
 * - staff decide a listing's status (they verify a new one and make it active): a landlord's or partner's write that
 *   sets or changes it is refused (`mayLandlordSetPropertyStatus`); their console form does not show the field
 *   (`STAFF_DECIDED_PROPERTY_FIELDS`, domain/properties/status.ts).
 */
async function checkLandlord(db: Kysely<Database>, landlordId: unknown): Promise<void> {
  const user =
    typeof landlordId === 'string'
      ? await db.selectFrom('user').select('userType').where('id', '=', landlordId).executeTakeFirst()
      : undefined;
  if (!user || !OWNER_TYPES.has(user.userType)) {
    throw new ApiError(400, 'validation_failed', notFoundMessage(messages.labels.landlord), {
      landlordId: notFoundMessage(messages.labels.landlord),
    });
  }
}

export const propertyHooks: ResourceHooks<'property'> = {
  list(ctx, query) {
    const visible = visibleCondition(ctx.actor);
    return visible ? query.where(visible) : query;
  },
  async beforeCreate(ctx, data) {
    const { actor } = ctx;
    if (actor.kind === 'user' && !actor.internal) {
      if (!OWNER_TYPES.has(actor.userType)) throw forbidden(messages.properties.onlyLandlordsList);
      // The schema's default (awaiting verification) is already in `data`: a landlord may only leave it so.
      requireAllowed(mayLandlordSetPropertyStatus(ctx.resource.defaults.status as PropertyStatus, data.status));
    } else {
      await checkLandlord(ctx.db, data.landlordId);
    }
    return { ...data, eqaroId: await nextEqaroId(ctx.db) };
  },
  async beforeUpdate(ctx, changes, existing) {
    if (seesAll(ctx.actor)) {
      if ('landlordId' in changes && changes.landlordId !== existing.landlordId)
        await checkLandlord(ctx.db, changes.landlordId);
    } else if ('status' in changes) {
      requireAllowed(mayLandlordSetPropertyStatus(existing.status, changes.status));
    }
    return changes;
  },
};

/** The properties domain's hooks. */
export const hooks: HooksBySlug = { property: propertyHooks };
