import type { Kysely } from 'kysely';
import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';

import { notFound } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { getRecord } from '#engine/runtime/resources/operations.server.ts';
import { type RecordOf, resource } from '#engine/runtime/resources/registry.server.ts';
import type { Database } from '#generated/db.ts';

/** GET /property/{id}: one property the caller may see (the public: active listings), else 404. */
export async function getVisibleProperty(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
): Promise<RecordOf<'property'>> {
  const property = resource('property');
  const row = await getRecord(db, property, id, actor);
  if (!canSee(actor, row)) throw notFound(property.title);
  return row;
}

/**
 * Who sees which property: anyone sees active listings; a signed-in user also sees their own in any
 * status; staff see every property.
 */
export function seesAll(actor: Actor): boolean {
  return actor.kind === 'user' && actor.internal;
}

export function canSee(actor: Actor, row: { status?: unknown; landlordId?: unknown }): boolean {
  if (seesAll(actor) || row.status === 'active') return true;
  return actor.kind === 'user' && row.landlordId === actor.id;
}

/** The same rule as a WHERE condition; undefined when the actor sees everything. */
export function visibleCondition(actor: Actor): ((eb: ExpressionBuilder<any, any>) => Expression<SqlBool>) | undefined {
  if (seesAll(actor)) return undefined;
  if (actor.kind === 'anonymous') return (eb) => eb(sql.ref('status'), '=', 'active');
  return (eb) => eb.or([eb(sql.ref('status'), '=', 'active'), eb(sql.ref('landlordId'), '=', actor.id)]);
}

/** User types that own properties (landlords and partners list them). */
export const OWNER_TYPES = new Set(['landlord', 'landlordindividual', 'partner']);
