import type { HooksBySlug, ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';

import { checkVisitSlot } from './operations/visit-rules.server.ts';

/** Only a change of date or slot of a live visit is checked (marking a visit done or cancelled is not). */
const visitHooks: ResourceHooks<'visit'> = {
  async beforeCreate(ctx, data) {
    await checkVisitSlot(ctx.db, data);
  },
  async beforeUpdate(ctx, changes, existing) {
    if (!('scheduledVisitDate' in changes) && !('scheduledVisitTimeSlot' in changes)) return;
    const merged = { ...existing, ...changes };
    if (merged.status === 'cancelled') return;
    await checkVisitSlot(ctx.db, merged, existing.id);
  },
};

/** The visitors domain's hooks: a visit's slot rules. */
export const hooks: HooksBySlug = { visit: visitHooks };
