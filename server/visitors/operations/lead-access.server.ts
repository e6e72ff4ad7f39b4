import { forbidden, unauthorized } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { hasPermission } from '#engine/runtime/resources/access.server.ts';

/**
 * Lead data (phones, visits, shortlists) is personal: staff with the module's rights may reach it, and
 * the visitor's lead session (server/visitors/operations/lead-session.server.ts) the leads it speaks for: reading
 * needs a verified phone; an unverified session (a lead this browser just created) may only write.
 */
export function canReachLead(
  actor: Actor,
  module: string,
  leadId: string | undefined,
  what: 'read' | 'update',
): boolean {
  if (actor.kind === 'anonymous') return false;
  if (actor.via === 'visitorSession')
    return !!leadId && (actor.reach ?? []).includes(leadId) && (what === 'update' || !!actor.proven?.phone);
  return actor.internal && (what === 'read' || hasPermission(actor, module, 'update'));
}

/** A lead record a verified visitor may read because it carries the phone they proved. */
export function provenPhoneOf(actor: Actor): string | undefined {
  return actor.kind === 'user' && actor.via === 'visitorSession' ? actor.proven?.phone : undefined;
}

export function requireLeadAccess(
  actor: Actor,
  module: string,
  leadId: string | undefined,
  what: 'read' | 'update',
): void {
  if (actor.kind === 'anonymous') throw unauthorized();
  if (!canReachLead(actor, module, leadId, what)) throw forbidden();
}
