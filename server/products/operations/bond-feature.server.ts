import type { Kysely } from 'kysely';

import type { Actor } from '#engine/runtime/resources/access.server.ts';
import type { Database } from '#generated/db.ts';

/** The feature switch of the products module that attaching products to landlords needs (spec 002 §6). */
export const BOND_FEATURE = 'bond feature';

/**
 * Does the actor's staff role switch on the bond feature of the products module? Admin roles do; other staff
 * only when their role's products module lists it (the console reads the same list from /users/config).
 */
export async function hasBondFeature(db: Kysely<Database>, actor: Actor): Promise<boolean> {
  if (actor.kind !== 'user' || !actor.internal) return false;
  if (actor.admin) return true;
  if (!actor.role) return false;
  const role = await db
    .selectFrom('role')
    .select('modules')
    .where('userType', '=', 'internal')
    .where('name', '=', actor.role)
    .executeTakeFirst();
  return (role?.modules ?? []).some((m) => m.module === 'products' && (m.features ?? []).includes(BOND_FEATURE));
}
