import type { Db } from '#engine/runtime/db/db-type.ts';
import type { HookContext, HooksBySlug } from '#engine/runtime/resources/hooks.server.ts';

import type { AppConfig } from '../config.server.ts';
import { checkCallback } from './operations/callback-address.server.ts';
import {
  bondChanged,
  bondCreated,
  bondRequestCreated,
  bondRequestDecided,
  claimChanged,
  claimCreated,
  eligibilityChanged,
  inspectionChanged,
  inspectionSubmitted,
  propertyCreated,
  propertyUpdated,
} from './operations/record-events.server.ts';
import { newSecret } from './operations/secrets.server.ts';

/** An afterUpdate that runs only when the update changed something (a save with no change hands back the stored row). */
const onChange =
  <R>(emit: (trx: Db, row: R, existing: R) => Promise<void>) =>
  (ctx: HookContext, row: R, existing: R) =>
    row === existing ? undefined : emit(ctx.db, row, existing);

/**
 * Domain events of the writes that go through the generic operations (the /api/v1 routes and the
 * console), in the transaction of the write. They run after the owning domain's hooks, so they see the
 * record as stored.
 */
const eventHooks: HooksBySlug = {
  bond: {
    afterCreate: (ctx, row) => bondCreated(ctx.db, row),
    afterUpdate: onChange((trx, row, existing) => bondChanged(trx, row, row, existing)),
  },
  'bond-request': {
    afterCreate: (ctx, row) => bondRequestCreated(ctx.db, row),
    afterUpdate: onChange(bondRequestDecided),
  },
  claim: {
    afterCreate: (ctx, row) => claimCreated(ctx.db, row),
    afterUpdate: onChange(claimChanged),
  },
  inspection: {
    afterCreate: (ctx, row) => inspectionSubmitted(ctx.db, row),
    afterUpdate: onChange(inspectionChanged),
  },
  property: {
    afterCreate: (ctx, row) => propertyCreated(ctx.db, row),
    afterUpdate: onChange(propertyUpdated),
  },
  eligibility: {
    afterCreate: (ctx, row) => eligibilityChanged(ctx.db, row, undefined),
    afterUpdate: onChange(eligibilityChanged),
  },
};

/**
 * The webhooks domain's hooks: the domain events above, and the webhook's own rules. Every webhook, however it is
 * written (POST /api/v1/webhooks, the console), gets its signing secret from the server, and points at a public
 * address in production. Turning a disabled webhook back on starts its failure count afresh. The secret changes only
 * by rotation (POST /webhooks/{id}/rotate-secret).
 */
export function hooks(config: Pick<AppConfig, 'production'>): HooksBySlug {
  return {
    webhook: {
      async beforeCreate(_ctx, data) {
        await checkCallback(data.callback, config.production);
        return { ...data, secret: newSecret() };
      },
      async beforeUpdate(_ctx, changes, existing) {
        if ('callback' in changes) await checkCallback(changes.callback, config.production);
        if (changes.active === true && existing.active !== true)
          return { ...changes, failingSince: null, disabledReason: null };
        return changes;
      },
    },
    ...eventHooks,
  };
}
