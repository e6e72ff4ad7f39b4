import type { ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { announceBondRequest, prepareBondRequest } from './bond-request-create.server.ts';
import { afterDecision, checkAnswerer, checkDecision, isRequestLandlord } from './bond-request-decide.server.ts';
import { refuseBondRequestRewrite } from './lifecycle-fields.server.ts';

/** The request rules hold for every writer: /api/v1 routes and the staff console alike. */
export const bondRequestHooks: ResourceHooks<'bond-request'> = {
  beforeCreate: (ctx, data) => prepareBondRequest(ctx.db, ctx.actor, data),
  afterCreate: (ctx, row) => announceBondRequest(ctx.db, row),
  beforeUpdate: async (ctx, changes, existing) => {
    refuseBondRequestRewrite(changes);
    const userId = ctx.actor.kind === 'user' ? ctx.actor.id : undefined;
    if (changes.status !== undefined && changes.status !== existing.status) checkAnswerer(existing, changes, await isRequestLandlord(ctx.db, userId, existing));
    return checkDecision(ctx.db, existing, changes);
  },
  afterUpdate: (ctx, row, existing) => afterDecision(ctx.db, row, existing),
};
