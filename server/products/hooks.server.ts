import type { HooksBySlug } from '#engine/runtime/resources/hooks.server.ts';
import { productHooks } from './product-hooks.server.ts';
import { subscriptionHooks } from './subscription-hooks.server.ts';

/** The products domain's hooks: products and their subscriptions. */
export const hooks: HooksBySlug = { product: productHooks, subscription: subscriptionHooks };
