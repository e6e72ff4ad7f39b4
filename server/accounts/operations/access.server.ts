import type { Db } from '#engine/runtime/db/db-type.ts';
import { ApiError, forbidden } from '#engine/runtime/errors.ts';
import { fillMessage } from '#engine/runtime/messages.ts';
import { isId } from '#engine/runtime/request-input.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';
import { requireStaff } from '#server/http/guards.server.ts';

/**
 * Who may do what in the account area (spec 001 §6, 002 §6):
 * - a user reads and changes their own records; staff read everyone's;
 * - a landlord reads the profiles of their own tenants (a bond or a bond request links them), nothing more;
 * - eligibility approval, checks and credit pulls: #domain/eligibility/access.ts;
 * - wallet top-up: financeHead or any role containing 'admin'.
 * Asking about another user through `?userId=` is a 403; a record id that is not the caller's is a 404.
 */

export { isId };

/** Staff only (any internal role), or 403 with the account area's message. */
export function staffOnly(actor: Actor): UserActor {
  return requireStaff(actor, messages.accounts.staffOnly);
}

export { isTenantType } from '#client/account-types.ts';

export function canTopUpWallet(actor: UserActor): boolean {
  return actor.internal && (actor.role === 'financeHead' || actor.admin);
}

/** A `userId` query parameter: the caller's own id when absent, 400 when malformed. */
export function userIdParam(actor: UserActor, raw: unknown, name = 'userId'): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return actor.id;
  if (!isId(value))
    throw new ApiError(400, 'invalid_query', fillMessage(messages.request.notId, { field: name }), {
      [name]: fillMessage(messages.request.notId, { field: name }),
    });
  return value;
}

/** The caller themself or staff; anyone else asking about `userId` gets 403. */
export function requireSelfOrStaff(actor: UserActor, userId: string): void {
  if (userId !== actor.id && !actor.internal) throw forbidden(messages.accounts.ownRecordsOnly);
}

/** A landlord's tenants: those with a bond or a bond request on one of the landlord's properties. */
export async function isLandlordOf(db: Db, landlordId: string, tenantId: string): Promise<boolean> {
  const own = db.selectFrom('property').select('property.id').where('property.landlordId', '=', landlordId);
  const bond = await db
    .selectFrom('bond')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where((eb) => eb.or([eb('landlordId', '=', landlordId), eb('propertyId', 'in', own)]))
    .executeTakeFirst();
  if (bond) return true;
  const request = await db
    .selectFrom('bond_request')
    .select('id')
    .where('userId', '=', tenantId)
    .where((eb) => eb.or([eb('landlordId', '=', landlordId), eb('propertyId', 'in', own)]))
    .executeTakeFirst();
  return !!request;
}

/** The user row (id, type, name) for `userId`, or undefined. */
export async function findUser(db: Db, userId: string) {
  return db
    .selectFrom('user')
    .select(['id', 'userType', 'name', 'email', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
