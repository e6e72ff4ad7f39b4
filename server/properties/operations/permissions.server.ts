import type { Kysely } from 'kysely';

import { notFound, unauthorized } from '#engine/runtime/errors.ts';
import { type Actor, hasPermission } from '#engine/runtime/resources/access.server.ts';
import type { Database } from '#generated/db.ts';
import { messages } from '#generated/messages.ts';

import { canSee, OWNER_TYPES } from './property-visibility.server.ts';

/** The caller's rights on properties, as the screens check them (substring match of create/update/delete). */
export interface PropertyRights {
  module: 'properties';
  permissions: string[];
  create: boolean;
  update: boolean;
  delete: boolean;
}

const WHAT = ['create', 'update', 'delete'] as const;

function rights(list: boolean[]): PropertyRights {
  const [create, update, del] = list;
  return { module: 'properties', permissions: WHAT.filter((_, i) => list[i]), create, update, delete: del };
}

/** GET /api/v1/property/permission: staff per their role, landlords and partners on their own listings. */
export function propertyRights(actor: Actor): PropertyRights {
  if (actor.kind === 'anonymous') throw unauthorized();
  if (actor.internal) return rights(WHAT.map((w) => hasPermission(actor, 'properties', w)));
  const owner = OWNER_TYPES.has(actor.userType);
  return rights([owner, owner, owner]);
}

/** GET /api/v1/property/getPermission/{id}: the same, narrowed to one property (404 when the caller cannot see it). */
export async function propertyRightsOn(db: Kysely<Database>, actor: Actor, id: string): Promise<PropertyRights> {
  const general = propertyRights(actor);
  const row = /^[0-9a-f-]{36}$/i.test(id)
    ? await db.selectFrom('property').select(['landlordId', 'status']).where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row || !canSee(actor, row)) throw notFound(messages.labels.property);
  if (actor.kind === 'user' && actor.internal) return general;
  const own = actor.kind === 'user' && row.landlordId === actor.id;
  return rights([general.create, own, own]);
}
