import { invalid, notFoundMessage } from '#engine/runtime/errors.ts';
import type { ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { newCode } from '../catalogue/codes.ts';
import { refuseBondLifecycleEdit } from './lifecycle-fields.server.ts';
import { messages } from '#generated/messages.ts';

/**
 * A bond written through the generic routes (the console) gets its code, its property's landlord and a
 * status, like one bought; a generic edit cannot change what its operations own.
 */
export const bondHooks: ResourceHooks<'bond'> = {
  async beforeCreate(ctx, data) {
    const property = await ctx.db.selectFrom('property').select('landlordId').where('id', '=', data.propertyId).executeTakeFirst();
    if (!property) throw invalid({ propertyId: notFoundMessage(messages.labels.property) });
    return { ...data, bondId: newCode('NVB'), landlordId: property.landlordId, status: data.status ?? 'Pending-Check-in' };
  },
  // Status, dates and terms change through release, Update Dates and Renew, never a plain edit.
  beforeUpdate: (_ctx, changes) => refuseBondLifecycleEdit(changes),
};
