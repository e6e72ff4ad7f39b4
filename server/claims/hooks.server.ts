import type { HooksBySlug } from '#engine/runtime/resources/hooks.server.ts';
import { claimHooks } from './claim-hooks.server.ts';

/** The claims domain's hooks. */
export const hooks: HooksBySlug = { claim: claimHooks };
