import { type HookTable, hookTable } from '#engine/runtime/resources/hooks.server.ts';

import { hooks as accounts } from './accounts/hooks.server.ts';
import { hooks as audit } from './audit/hooks.server.ts';
import { hooks as auth } from './auth/hooks.server.ts';
import { hooks as bonds } from './bonds/hooks.server.ts';
import { hooks as claims } from './claims/hooks.server.ts';
import type { AppConfig } from './config.server.ts';
import { hooks as products } from './products/hooks.server.ts';
import { hooks as properties } from './properties/hooks.server.ts';
import { hooks as users } from './users/hooks.server.ts';
import { hooks as visitors } from './visitors/hooks.server.ts';
import { hooks as webhooks } from './webhooks/hooks.server.ts';

/**
 * Every domain's hooks keyed by slug (each folder's hooks.server.ts), collected into the table buildApp hands the
 * resource operations. The webhooks' come late: their domain events see each record as the other domains' hooks left
 * it. The audit trail's hooks of every resource ('*') run after each slug's own.
 */
export function collectHooks(config: AppConfig): HookTable {
  return hookTable([
    auth,
    users(config.publicUrl),
    accounts,
    properties,
    products,
    bonds,
    claims,
    visitors,
    webhooks(config),
    audit,
  ]);
}
