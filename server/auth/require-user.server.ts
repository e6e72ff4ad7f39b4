import { unauthorized } from '#engine/runtime/errors.ts';
import type { Actor, UserActor } from '#engine/runtime/resources/access.server.ts';

/** The signed-in caller, or 401: every signed-in route starts here. */
export function requireUser(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw unauthorized();
  return actor;
}

/** Lower-case, trimmed: e-mail addresses are stored and looked up in this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
