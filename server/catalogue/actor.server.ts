import { forbidden, unauthorized } from '#engine/runtime/errors.ts';
import { hasPermission, type Actor, type UserActor } from '#engine/runtime/resources/access.server.ts';
import { messages } from '#generated/messages.ts';

/** The signed-in caller, or 401. */
export function signedIn(actor: Actor): UserActor {
  if (actor.kind === 'anonymous') throw unauthorized();
  return actor;
}

/** A staff member holding `what` (create, update, delete) on `module`, or 401/403. */
export function staffWith(actor: Actor, module: string, what: string): UserActor {
  const user = signedIn(actor);
  if (!user.internal) throw forbidden();
  if (!hasPermission(user, module, what)) throw forbidden(messages.request.noPermission);
  return user;
}

/** Tenants sign up as tenant or tenantindividual. */
export function isTenant(actor: UserActor): boolean {
  return actor.userType === 'tenant' || actor.userType === 'tenantindividual';
}

/** Staff with `what` on `module` (admins always). */
export function staffCan(actor: UserActor, module: string, what: string): boolean {
  return actor.internal && hasPermission(actor, module, what);
}
