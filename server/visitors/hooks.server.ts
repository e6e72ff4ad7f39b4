import type { HooksBySlug } from '#engine/runtime/resources/hooks.server.ts';
import { visitHooks } from './visit-rules.server.ts';

/** The visitors domain's hooks: a visit's slot rules. */
export const hooks: HooksBySlug = { visit: visitHooks };
