import type { Db } from '#engine/runtime/db/db-type.ts';
import type { HookContext, HooksBySlug } from '#engine/runtime/resources/hooks.server.ts';
import {
  bondChanged, bondCreated, bondRequestCreated, bondRequestDecided, claimChanged, claimCreated, eligibilityChanged, inspectionChanged, inspectionSubmitted, propertyCreated, propertyUpdated,
} from './record-events.server.ts';

/** An afterUpdate that runs only when the update changed something (a save with no change hands back the stored row). */
const onChange = <R>(emit: (trx: Db, row: R, existing: R) => Promise<void>) => (ctx: HookContext, row: R, existing: R) => (row === existing ? undefined : emit(ctx.db, row, existing));

/**
 * Domain events of the writes that go through the generic operations (the /api/v1 routes and the
 * console), in the transaction of the write. They run after the owning domain's hooks, so they see the
 * record as stored.
 */
export const eventHooks: HooksBySlug = {
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
