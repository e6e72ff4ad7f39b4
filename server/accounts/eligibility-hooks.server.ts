import type { ChangesOf, HookContext, ResourceHooks } from '#engine/runtime/resources/hooks.server.ts';

/**
 * Generic eligibility writes (the console, /api/v1/eligibility) record who decided, like the approval
 * route: whenever staff set a status or an amount, the approver is the caller, never the body. `data`: what a
 * create or an update writes.
 */
const stamp = async (ctx: HookContext, data: ChangesOf<'eligibility'>): Promise<ChangesOf<'eligibility'>> => {
  if (ctx.actor.kind !== 'user' || !ctx.actor.internal) return data;
  if (!('status' in data) && !('maxEligibilityAmount' in data)) return data;
  const me = await ctx.db.selectFrom('user').select(['name', 'email']).where('id', '=', ctx.actor.id).executeTakeFirst();
  return { ...data, manualCheckingUserId: ctx.actor.id, manualCheckingUser: me?.name ?? me?.email ?? null };
};
export const eligibilityHooks: ResourceHooks<'eligibility'> = {
  beforeCreate: (ctx, data) => stamp(ctx, data),
  beforeUpdate: (ctx, changes) => stamp(ctx, changes),
};
