import type { ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';
import { announceBondRequest, prepareBondRequest } from './bond-request-create.server.ts';
import { afterDecision, checkDecision } from './bond-request-decide.server.ts';
import { refuseBondRequestRewrite } from './lifecycle-fields.server.ts';

/** The request rules hold for every writer: /api/v1 routes and the staff console alike. */
export const bondRequestHooks: ResourceHooks = {
  beforeCreate: (ctx, data) => prepareBondRequest(ctx.db, ctx.actor, data),
  afterCreate: (ctx, row) => announceBondRequest(ctx.db, row),
  beforeUpdate: (ctx, changes, existing) => {
    refuseBondRequestRewrite(changes);
    return checkDecision(ctx.db, existing, changes);
  },
  afterUpdate: (ctx, row, existing) => afterDecision(ctx.db, row, existing),
};
