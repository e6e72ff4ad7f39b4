import { forbidden, unauthorized } from '#engine/runtime/errors.ts';
import type { Actor } from '#engine/runtime/resources/access.server.ts';
import { hasPermission } from '#engine/runtime/resources/access.server.ts';

/**
 * Lead data (phones, visits, shortlists) is personal: staff with the module's rights may reach it, and
 * the lead itself once its phone is verified (a verified phone signs the visitor in as that lead).
 */
export function canReachLead(actor: Actor, module: string, leadId: string | undefined, what: 'read' | 'update'): boolean {
  if (actor.kind === 'anonymous') return false;
  if (actor.internal && (what === 'read' || hasPermission(actor, module, 'update'))) return true;
  return !!leadId && actor.id === leadId;
}

export function requireLeadAccess(actor: Actor, module: string, leadId: string | undefined, what: 'read' | 'update'): void {
  if (actor.kind === 'anonymous') throw unauthorized();
  if (!canReachLead(actor, module, leadId, what)) throw forbidden();
}
