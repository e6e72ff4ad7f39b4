import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

import type { UserActor } from '#engine/runtime/resources/access.server.ts';
import type { Database } from '#generated/db.ts';

import { isLandlordType } from './user-types.server.ts';

type Eb = ExpressionBuilder<Database, 'user'>;

/**
 * The ids of a landlord's tenants: users with a bond or a bond request on one of the landlord's
 * properties (by the landlord recorded on it, or by the property's current landlord). Each branch
 * is driven by an index (landlordId, property.landlordId), so the set is built once per query.
 */
function tenantIdsOf(eb: Eb, landlordId: string) {
  return eb
    .selectFrom('bond')
    .select('bond.tenantId as userId')
    .where('bond.landlordId', '=', landlordId)
    .unionAll(
      eb
        .selectFrom('bond')
        .innerJoin('property', 'property.id', 'bond.propertyId')
        .select('bond.tenantId as userId')
        .where('property.landlordId', '=', landlordId),
    )
    .unionAll(
      eb.selectFrom('bond_request').select('bond_request.userId').where('bond_request.landlordId', '=', landlordId),
    )
    .unionAll(
      eb
        .selectFrom('bond_request')
        .innerJoin('property', 'property.id', 'bond_request.propertyId')
        .select('bond_request.userId')
        .where('property.landlordId', '=', landlordId),
    );
}

/**
 * Which users the caller may see, as a condition on the `user` table (undefined: all of them).
 * - staff: everyone;
 * - a landlord: themself and their tenants (see tenantIdsOf);
 * - a partner: themself and the users they invited (user.invitedBy, or an invitation they sent);
 * - anyone else (a tenant): themself only.
 */
export function visibleUsers(actor: UserActor): ((eb: Eb) => Expression<SqlBool>) | undefined {
  if (actor.internal) return undefined;
  const me = actor.id;
  if (isLandlordType(actor.userType)) {
    return (eb) =>
      eb.or([
        eb('user.id', '=', me),
        eb.and([eb('user.userType', 'in', ['tenant', 'tenantindividual']), eb('user.id', 'in', tenantIdsOf(eb, me))]),
      ]);
  }
  if (actor.userType === 'partner') {
    return (eb) =>
      eb.or([
        eb('user.id', '=', me),
        eb('user.invitedBy', '=', me),
        eb(
          'user.email',
          'in',
          eb.selectFrom('invite').select('invite.inviteeEmail').where('invite.invitedBy', '=', me),
        ),
      ]);
  }
  return (eb) => eb('user.id', '=', me);
}
