import { forbidden, unauthorized } from '#engine/runtime/errors.ts';
import { type Actor, hasPermission, type UserActor } from '#engine/runtime/resources/access.server.ts';

/** The one set of actor guards every domain uses: signed in, staff, a module permission. */

/** The signed-in caller, or 401: every signed-in route starts here. */
export function requireUser(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw unauthorized();
  return actor;
}

/** Staff only (any internal role), or 401/403 (with `message` when given). */
export function requireStaff(actor: Actor, message?: string): UserActor {
  const user = requireUser(actor);
  if (!user.internal) throw forbidden(message);
  return user;
}

/** Staff with `action` on `module` (admins always). */
export function can(actor: UserActor, module: string, action: string): boolean {
  return actor.internal && hasPermission(actor, module, action);
}

/** Tenants sign up as tenant or tenantindividual. */
export function isTenant(actor: UserActor): boolean {
  return actor.userType === 'tenant' || actor.userType === 'tenantindividual';
}
