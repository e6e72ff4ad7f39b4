import type { HooksBySlug } from '#engine/runtime/resources/hooks.server.ts';
import { bondHooks } from './bond-hooks.server.ts';
import { bondRequestHooks } from './bond-request-hooks.server.ts';
import { inspectionHooks } from './inspection-hooks.server.ts';

/** The bonds domain's hooks: bonds, bond requests, move-in inspections. */
export const hooks: HooksBySlug = {
  bond: bondHooks,
  'bond-request': bondRequestHooks,
  inspection: inspectionHooks,
};
